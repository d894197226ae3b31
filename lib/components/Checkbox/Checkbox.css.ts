import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

/**
 * The box sits in the first column of `Field`'s inline row, and the native input lies over it
 * (transparent), so the box is its hit area: `vars.control.minTarget` square, 48px under the touch
 * theme.
 */
export const input = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  boxSizing: 'border-box',
  gridColumn: 1,
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.background,
  color: vars.color.textInverse,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${input}:focus-visible + &`]: focusRing,
    [`${input}[aria-invalid="true"]:not(:checked):not(:indeterminate) + &`]: {
      borderColor: vars.color.danger,
    },
    [`${input}:disabled + &`]: {
      background: vars.color.disabled,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
    },
  },
});

const mark = style({ display: 'none', width: '80%', height: '80%' });

export const checkMark = style([
  mark,
  {
    selectors: {
      [`${input}:checked:not(:indeterminate) + ${box} > &`]: { display: 'block' },
    },
  },
]);

export const mixedMark = style([
  mark,
  { selectors: { [`${input}:indeterminate + ${box} > &`]: { display: 'block' } } },
]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.l,
    },
  },
});
