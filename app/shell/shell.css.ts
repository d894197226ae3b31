import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../lib/index.ts';

/** Below this width the header folds into the burger menu (the mega-menu alone is 1028px). */
export const DESKTOP = 'screen and (min-width: 1100px)';
export const MOBILE = 'screen and (max-width: 1099.98px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.m,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.focus,
  color: vars.color.focusText,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  selectors: {
    '&:focus': { top: vars.space.s, ...focusRing },
  },
});

export const container = style({
  width: '100%',
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  paddingInline: vars.layout.gutter,
});

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerRow = style([
  container,
  {
    // The services panel (1028px) lines up with the header's content box, not with its button,
    // so it fits the window from 1100px up.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.m,
    minHeight: '72px',
  },
]);

/**
 * The landing header holds only the logo and the language switch: at 320 px (WCAG 1.4.10) the
 * switch goes under the logo rather than past the screen's edge.
 */
export const minimalHeaderRow = style({ flexWrap: 'wrap', rowGap: 0 });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  flexShrink: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.size.xl,
  borderRadius: vars.radius.s,
  // Its focus ring is the kit Link's: an `outline: none` on `:focus` here, after the kit's rules,
  // removed the outline and left only a box-shadow, which forced-colours mode does not draw.
});

export const logoMark = style({
  flexShrink: 0,
  width: '36px',
  height: '36px',
  color: vars.color.brand,
});

export const desktopOnly = style({
  '@media': { [MOBILE]: { display: 'none !important' } },
});

export const mobileOnly = style({
  '@media': { [DESKTOP]: { display: 'none !important' } },
});

export const primaryNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const servicesMenu = style({});
globalStyle(`${primaryNav} > ${servicesMenu}`, { position: 'static' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height.m,
  paddingInline: vars.space.s,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const spacer = style({ flex: '1 1 auto' });

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  marginInlineStart: 'auto',
});

/** From the burger's width up to this one, a signed-in header's row is tight (issue 39). */
const NARROW_DESKTOP = 'screen and (max-width: 1279.98px)';

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  flex: '0 1 300px',
  minWidth: '180px',
  // Signed in, «Мои заявки» and the company's name share the row: at 1100 px in Kazakh it ran
  // 95 px past the window. The box still holds «Поиск по…» and its button.
  '@media': { [NARROW_DESKTOP]: { minWidth: '140px' } },
});

/**
 * The rule, said under the box after a refused submit (GOV.UK's error message: red, bold, a bar
 * on its left). It stands over the page rather than pushing the header's row taller.
 */
export const searchMessage = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: 0,
  zIndex: 2,
  minWidth: '100%',
  width: 'max-content',
  maxWidth: '320px',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.s,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  color: vars.color.danger,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightBold,
});

export const searchMobile = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.m,
});

export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
});

export const languages = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const language = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '32px',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weightMedium,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.textInverse },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const cabinetLink = style([
  navLink,
  {
    gap: vars.space.xs,
    border: `${vars.control.borderWidth} solid ${vars.color.brand}`,
    color: vars.color.brand,
  },
]);

export const profileTrigger = style([
  cabinetLink,
  {
    maxWidth: '220px',
    paddingBlock: vars.space.xxs,
    // Narrower there: the name takes a line more rather than pushing the row off the screen.
    '@media': { [NARROW_DESKTOP]: { maxWidth: '160px' } },
    background: vars.color.background,
    fontFamily: 'inherit',
    fontSize: vars.font.size.m,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

// A long company name wraps, never the icons beside it.
globalStyle(`${profileTrigger} > svg`, { flexShrink: 0 });

/** The profile area's slot in the header row: the search box gives way first (a squeezed slot
 * cut even «Кабинет» to «Каби…»). Signed in, it holds «Мои заявки» and the company's menu. */
export const profileSlot = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/**
 * The company's name in the menu's button: whole, on two lines if it must — cut mid-word it read
 * «ТОО «Степной Лог…»» (issue 39). Lines break between words, balanced; a single word longer
 * than the button is the only thing ever broken.
 */
export const profileName = style({
  lineHeight: 1.25,
  textWrap: 'balance',
  overflowWrap: 'break-word',
  minWidth: 0,
});

/** «Мои заявки» at the top of the burger: the signed-in visitor's first way into the cabinet. */
export const drawerApplications = style([
  cabinetLink,
  {
    display: 'flex',
    justifyContent: 'center',
    minHeight: vars.control.height.l,
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brandSoft, textDecoration: 'none' },
    },
  },
]);

export const dropdown = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '240px',
  padding: vars.space.s,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.overlay,
});

export const dropdownLabel = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weightBold,
});

export const dropdownItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.control.height.m,
  paddingInline: vars.space.s,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.m,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      outline: 'none',
    },
    '&:focus-visible': focusRing,
  },
});

export const dropdownNested = style([dropdownItem, { paddingInlineStart: vars.space.l }]);

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const drawerSection = style({
  marginTop: vars.space.l,
  paddingTop: vars.space.m,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
});

export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const drawerHeading = style({
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: vars.font.weightBold,
});

export const main = style({
  flex: '1 0 auto',
  selectors: { '&:focus': { outline: 'none' } },
});

export const footer = style({
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.xl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const footerGrid = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  },
]);

export const footerTitle = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightBold,
});

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const phone = style({
  display: 'flex',
  flexDirection: 'column',
});

export const phoneNumber = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** The footer's last row: the copyright and the personal-data notice, wrapping on a phone. */
export const footerBottom = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.xl,
    rowGap: vars.space.s,
    marginTop: vars.space.xl,
  },
]);

export const copyright = style({ margin: 0, color: vars.color.textMuted });

export const legal = style({ margin: 0 });

export const minimalFooterRow = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xl,
  },
]);

globalStyle(`${footer} a:not(${phoneNumber})`, { color: vars.color.link });

const grow = keyframes({
  from: { transform: 'scaleX(0)' },
  to: { transform: 'scaleX(0.9)' },
});

/** A bar across the top while the next page loads; it shows only if that takes a moment. */
export const progress = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.toast,
  height: '3px',
  background: vars.color.brand,
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  animation: `${grow} 4s cubic-bezier(0.1, 0.7, 0.3, 1) 150ms forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleX(0.5)' } },
});
