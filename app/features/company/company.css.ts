import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

/** A list that failed to load: the message and its retry on one line where there is room. */
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

/** A name that could not be read (its list failed), said in place of the name. */
export const unavailable = style({ color: vars.color.textMuted });
