import { style } from '@vanilla-extract/css';
import { vars } from '../../lib/tokens/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
});

export const message = style({ margin: 0 });
