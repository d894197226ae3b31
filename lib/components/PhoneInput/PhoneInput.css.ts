import { style } from '@vanilla-extract/css';

/**
 * Wide enough for `+7 (701) 123-45-67` at every control size; GOV.UK sizes inputs to the expected
 * answer so the field itself hints at what goes in.
 */
export const input = style({
  maxWidth: '13em',
  fontVariantNumeric: 'tabular-nums',
});

export const fullWidth = style({ maxWidth: 'none' });
