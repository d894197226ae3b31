import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { SIZES, type Size } from '../../tokens/scales.ts';
import { focusRing } from '../../styles/utils.css.ts';

/** The text field with the calendar button inside its right edge. */
export const control = style({
  position: 'relative',
  display: 'flex',
  width: '100%',
  selectors: {
    '&[data-mode="fullDate"]': { maxWidth: '13em' },
    '&[data-mode="monthAndYear"]': { maxWidth: '10.5em' },
  },
});

/** Room on the right for the button, which is as wide as the control is high. */
export const input = styleVariants(
  Object.fromEntries(
    SIZES.map((size) => [
      size,
      {
        paddingInlineEnd: `calc(${vars.control.height[size]} + ${vars.space.xs})`,
        fontVariantNumeric: 'tabular-nums',
        letterSpacing: '0.02em',
      },
    ]),
  ) as Record<Size, object>,
);

export const calendarButton = styleVariants(
  Object.fromEntries(
    SIZES.map((size) => [
      size,
      {
        position: 'absolute',
        insetBlock: vars.control.borderWidth,
        insetInlineEnd: vars.control.borderWidth,
        width: `calc(${vars.control.height[size]} - 2 * ${vars.control.borderWidth})`,
        minWidth: vars.control.minTarget,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 0,
        border: 0,
        borderRadius: `0 calc(${vars.radius.m} - ${vars.control.borderWidth}) calc(${vars.radius.m} - ${vars.control.borderWidth}) 0`,
        background: 'transparent',
        color: vars.color.text,
        cursor: 'pointer',
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceStrong },
          '&:focus': { outline: 'none' },
          '&:focus-visible': focusRing,
          '&[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
          '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
        },
      },
    ]),
  ) as Record<Size, object>,
);

/** A period: the two fields side by side (stacked on narrow screens) with one calendar button. */
export const rangeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const rangePart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '0 1 11em',
  minWidth: '9em',
});

export const rangePartLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const rangeInput = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});

export const rangeButton = styleVariants(
  Object.fromEntries(
    SIZES.map((size) => [
      size,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        width: vars.control.height[size],
        height: vars.control.height[size],
        padding: 0,
        border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.m,
        background: vars.color.background,
        color: vars.color.text,
        cursor: 'pointer',
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.text },
          '&:focus': { outline: 'none' },
          '&:focus-visible': focusRing,
          '&[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
          '&:disabled': {
            background: vars.color.disabled,
            color: vars.color.disabledText,
            borderColor: vars.color.border,
            cursor: 'not-allowed',
          },
        },
      },
    ]),
  ) as Record<Size, object>,
);

export const popover = style({
  boxSizing: 'border-box',
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginBlockEnd: vars.space.s,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  flex: 1,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Grid targets come from the theme: 40px on the site, 48px on the kiosk's touch screens.
  width: vars.control.cell,
  height: vars.control.cell,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceStrong },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
    '&:disabled': { color: vars.color.disabledText, cursor: 'default' },
  },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
  tableLayout: 'fixed',
});

export const weekday = style({
  width: vars.control.cell,
  height: `calc(${vars.control.cell} * 0.8)`,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightMedium,
  textAlign: 'center',
});

export const cell = style({ padding: '1px 0' });

const cellButtonBase = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  height: vars.control.cell,
  borderRadius: vars.radius.m,
  cursor: 'pointer',
  userSelect: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { ...focusRing, position: 'relative', zIndex: 1 },
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceStrong },
    '&[data-today]': {
      fontWeight: vars.font.weightBold,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '3px',
    },
    '&[data-in-range]': { background: vars.color.brandSoft, borderRadius: 0 },
    '&[data-in-range]:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft },
    '&[data-selected], &[data-selected]:hover:not([aria-disabled="true"])': {
      background: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&[data-range-start]': { borderRadius: `${vars.radius.m} 0 0 ${vars.radius.m}` },
    '&[data-range-end]': { borderRadius: `0 ${vars.radius.m} ${vars.radius.m} 0` },
    '&[data-range-start][data-range-end]': { borderRadius: vars.radius.m },
    // Unavailable days stay focusable (a screen reader hears why), so their text keeps 4.5:1.
    '&[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'default' },
  },
} as const;

export const dayButton = style({ ...cellButtonBase, width: vars.control.cell });

export const monthButton = style({
  ...cellButtonBase,
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  // Three to a row, as wide as 2.3 days: 92px on the site; wider with the touch theme's cells.
  width: `calc(${vars.control.cell} * 2.3)`,
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.s,
});

export const monthGrid = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const monthRow = style({ display: 'flex', gap: 0 });

export const monthCell = style({ padding: '0 1px' });
