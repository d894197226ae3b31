import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-block',
});

/** A header nav item that opens the panel: text, then a chevron that turns when open. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.height.m,
  minWidth: vars.control.minTarget,
  margin: 0,
  paddingInline: vars.space.s,
  border: 0,
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.brand },
    '&[aria-expanded="true"]': { color: vars.color.brand, background: vars.color.brandSoft },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const panel = recipe({
  base: {
    position: 'absolute',
    top: `calc(100% + ${vars.space.s})`,
    zIndex: vars.zIndex.dropdown,
    boxSizing: 'border-box',
    // The width itself is the `width` prop, set inline.
    // Never wider than the window, whatever width the site asks for.
    maxWidth: `calc(100vw - 2 * ${vars.layout.gutter})`,
    padding: vars.space.l,
    background: vars.color.background,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.overlay,
    animation: `${appear} 120ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    align: {
      start: { insetInlineStart: 0 },
      center: { left: '50%', transform: 'translateX(-50%)', animationName: 'none' },
      end: { insetInlineEnd: 0 },
    },
  },
  defaultVariants: { align: 'start' },
});

export const grid = style({
  display: 'grid',
  // The column count is the `columns` prop, set inline.
  gap: `${vars.space.l} ${vars.space.l}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightBold,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  minHeight: vars.control.minTarget,
  paddingBlock: vars.space.xxs,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightRegular,
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.font.weightBold, color: vars.color.text },
  },
});

/* ----- Drawer (mobile) ----- */

export const burger = style([
  trigger,
  {
    justifyContent: 'center',
    minWidth: vars.control.height.m,
    paddingInline: vars.space.s,
  },
]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

/** The backdrop: it takes the pointer (Radix turns pointer events off on the page behind). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  pointerEvents: 'auto',
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(400px, 100vw)',
  height: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  fontWeight: vars.font.weightBold,
});

export const drawerBody = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.s} ${vars.space.m} ${vars.space.l}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const accordion = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const accordionItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const accordionHeading = style({ margin: 0, fontSize: 'inherit' });

export const accordionButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  width: '100%',
  minHeight: vars.control.height.l,
  margin: 0,
  padding: `${vars.space.s} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const accordionLabel = style({ flex: 1 });

export const accordionChevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: {
    [`${accordionButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const accordionPanel = style({
  margin: 0,
  padding: `0 0 ${vars.space.m} calc(${vars.control.iconBox} + ${vars.space.s})`,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const drawerLink = style({
  display: 'flex',
  minHeight: vars.control.height.s,
  alignItems: 'center',
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightRegular,
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.font.weightBold, color: vars.color.text },
  },
});
