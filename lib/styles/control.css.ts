import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { SIZES, type Size } from '../tokens/scales.ts';
import { focusRing } from './utils.css.ts';

/**
 * The look every text-like control shares (TextField, PhoneInput, BinInput, DatePicker, Select
 * trigger), so the whole kit reads as one. States come from attributes, not class names.
 */
export const controlBase = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  fontFamily: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  transition: 'border-color 120ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible, &[data-focus-visible], &[data-focused]': focusRing,
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.danger },
    '&:disabled, &[data-disabled]': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

export const controlSize: Record<Size, string> = styleVariants(
  Object.fromEntries(
    SIZES.map((size) => [
      size,
      {
        minHeight: vars.control.height[size],
        paddingInline: vars.control.paddingX[size],
        fontSize: vars.control.fontSize[size],
        lineHeight: vars.font.lineHeight[size],
      },
    ]),
  ) as Record<Size, object>,
);
