import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

/** The control: the trigger, and below it the tags of a multiple select. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
});

/** Added to `controlBase`: a button that reads like a text field with a chevron. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.brand },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: vars.control.height.s,
  boxSizing: 'border-box',
  paddingInlineStart: vars.space.s,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.brand}`,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const tagLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background, color: vars.color.danger },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const popover = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  // As wide as the control (set by SelectPopover). The virtualised list has no width of its own.
  width: 'var(--trigger-width, 320px)',
  minWidth: '240px',
  maxWidth: `calc(100vw - 2 * ${vars.layout.gutter})`,
  zIndex: vars.zIndex.dropdown,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.overlay,
  overflow: 'hidden',
  selectors: { '&:focus': { outline: 'none' } },
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: vars.space.s,
  marginBottom: 0,
  paddingInline: vars.space.s,
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand },
  },
});

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.control.height.s,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The browser's own clear cross would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style([
  tagRemove,
  {
    selectors: {
      [`${search}[data-empty] &`]: { visibility: 'hidden' },
    },
  },
]);

export const list = style({
  flex: '1 1 auto',
  minHeight: 0,
  // About eight rows; the rest scrolls (and is virtualised).
  maxHeight: `calc(8 * ${vars.control.optionHeight})`,
  overflow: 'auto',
  outline: 'none',
  overscrollBehavior: 'contain',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  boxSizing: 'border-box',
  // The theme's row height (48px on touch screens); Select gives the same to its virtualiser.
  minHeight: vars.control.optionHeight,
  paddingBlock: vars.space.s,
  paddingInline: vars.space.m,
  color: vars.color.text,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surface },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 ${vars.focusRing.width} ${vars.color.focus}`,
    },
    '&[data-selected]': { fontWeight: vars.font.weightMedium },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** A tick for single selection, a checkbox for multiple. */
export const indicator = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  marginTop: '3px',
  boxSizing: 'border-box',
  color: vars.color.brand,
  selectors: {
    '&[data-multiple]': {
      border: `2px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.s,
    },
    '&[data-multiple][data-checked]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const optionDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightRegular,
});

export const empty = style({
  padding: `${vars.space.m} ${vars.space.m}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
});
