import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../tokens/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.m,
});

/** The one real input lies over the boxes and takes every click, key and paste. */
export const cells = style({
  position: 'relative',
  display: 'inline-flex',
  gap: vars.space.s,
});

export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  // The digits are drawn in the boxes; the input's own text and caret would double them.
  color: 'transparent',
  caretColor: 'transparent',
  // At least 16px, or iOS zooms the page when the field takes focus.
  fontSize: '16px',
  fontFamily: 'inherit',
  outline: 'none',
  selectors: {
    '&::selection': { background: 'transparent' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const cell = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.height.l,
  height: vars.control.height.xl,
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.heading.h4,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  transition: 'border-color 120ms ease',
  selectors: {
    [`${input}:hover:not(:disabled) ~ &`]: { borderColor: vars.color.text },
    [`${input}:focus ~ &[data-active]`]: { borderColor: vars.color.brand },
    [`${input}:focus-visible ~ &[data-active]`]: focusRing,
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-disabled] > &': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
      borderColor: vars.color.border,
    },
  },
});

const blink = keyframes({ '50%': { opacity: 0 } });

/** The caret drawn in the active empty box, so it is clear where the next digit goes. */
export const caret = style({
  width: '2px',
  height: '1.1em',
  background: vars.color.text,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const resend = style({
  margin: 0,
  minHeight: vars.control.height.m,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontVariantNumeric: 'tabular-nums',
});

export const resendText = style({ margin: 0 });

/** The ghost button's text lines up with the countdown text it replaces. */
export const resendButton = style({
  marginInlineStart: `calc(-1 * (${vars.control.paddingX.m} + ${vars.control.borderWidth}))`,
});
