import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const code = style({
  display: 'block',
  // Big enough for a phone held at arm's length from a standing screen.
  width: '320px',
  maxWidth: '100%',
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
});
