import { style } from '@vanilla-extract/css';

/** Sized to twelve digits, so the field's width itself says how long the answer is. */
export const input = style({
  maxWidth: '12em',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

export const fullWidth = style({ maxWidth: 'none' });
