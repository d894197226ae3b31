import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { SIZES, type Size } from '../../tokens/scales.ts';
import { focusRing } from '../../styles/utils.css.ts';

/** The strip under the tabs; shared by `Tabs` and `TabNav`, so both read the same. */
export const list = style({
  display: 'flex',
  // wrapping rather than a scroll strip: a scroll container would clip the focus ring
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

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

/** One tab (a radix trigger button or a navigation link). The current one has a brand bar. */
export const tab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockEnd: '-1px',
        height: '3px',
        background: 'transparent',
      },
      '&:hover': { color: vars.color.text, background: vars.color.surface },
      '&:focus': { outline: 'none' },
      '&:focus-visible': { ...focusRing, zIndex: 1 },
      '&[data-state="active"], &[aria-current="page"]': { color: vars.color.brand },
      '&[data-state="active"]::after, &[aria-current="page"]::after': {
        background: vars.color.brand,
      },
      '&[data-disabled], &:disabled': {
        color: vars.color.disabledText,
        cursor: 'not-allowed',
        background: 'transparent',
      },
    },
  },
  variants: {
    size: sizeVariants,
    stretch: { true: { flex: '1 1 0' }, false: {} },
  },
  defaultVariants: { size: 'm', stretch: false },
});

export const item = style({ display: 'flex', selectors: { '&[data-stretch]': { flex: '1 1 0' } } });

export const panel = style({
  paddingBlock: vars.space.m,
  borderRadius: vars.radius.s,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
