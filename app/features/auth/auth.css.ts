import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';

export const screen = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '640px',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
});

export const stepper = style({ marginBlock: vars.space.m });

/** The phone notice's three lines: a short list, no bullets pulling it wider than the alert. */
export const phoneNoticeList = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  display: 'grid',
  gap: vars.space.xs,
});
