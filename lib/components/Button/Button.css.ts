import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { SIZES, type Size } from '../../tokens/scales.ts';
import { focusRing } from '../../styles/utils.css.ts';

const sizeVariants = Object.fromEntries(
  SIZES.map((size) => [
    size,
    {
      minHeight: vars.control.height[size],
      paddingInline: vars.control.paddingX[size],
      fontSize: vars.control.fontSize[size],
      lineHeight: vars.font.lineHeight[size],
    },
  ]),
) as Record<Size, object>;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    minWidth: vars.control.minTarget,
    margin: 0,
    border: `${vars.control.borderWidth} solid transparent`,
    borderRadius: vars.radius.m,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:focus': { outline: 'none' },
      '&:focus-visible': focusRing,
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed' },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            background: vars.color.brandHover,
          },
          '&:active:not([aria-disabled="true"]):not(:disabled)': {
            background: vars.color.brandActive,
          },
        },
      },
      secondary: {
        background: vars.color.background,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            background: vars.color.brandSoft,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            background: vars.color.brandSoft,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': { filter: 'brightness(0.9)' },
        },
      },
    },
    size: sizeVariants,
    fullWidth: { true: { width: '100%' }, false: {} },
    disabled: {
      true: {
        background: vars.color.disabled,
        color: vars.color.disabledText,
        borderColor: vars.color.disabled,
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'm', fullWidth: false, disabled: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * Keeps the label in the layout (so the width holds) while the spinner shows. Transparent rather
 * than `visibility: hidden`, which would also remove the button's accessible name.
 */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  selectors: { '[data-loading] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
