import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, iconBox, vars } from '../../../lib/index.ts';
import { formStyles } from '../../forms/index.ts';

/*
 * The kiosk's frame: a full-screen portrait touch screen (1080×1920), under the kit's touch theme
 * (`touchTheme`: targets of at least 48px, larger type). Every target's size comes from the theme.
 */

// Only while a kiosk screen is up (`KioskShell` marks <html>): no pull-to-refresh or swipe-back
// (overscroll), no pinch zoom (the text-size switch replaces it), no selection or callout menu
// except in fields, where a visitor edits what they typed.
globalStyle('html[data-kiosk], html[data-kiosk] body', {
  overscrollBehavior: 'none',
  touchAction: 'pan-x pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
});
globalStyle('html[data-kiosk] :is(input, textarea)', {
  userSelect: 'text',
  WebkitUserSelect: 'text',
});
// The text-size switch: the whole screen scales, so targets grow with the words.
globalStyle('html[data-kiosk-text="l"]', { zoom: 1.25 });
globalStyle('html[data-kiosk-text="xl"]', { zoom: 1.5 });

export const kiosk = style({
  // The site's page gutter is a phone's; a standing screen gets room at its edges.
  vars: { [vars.layout.gutter]: vars.space.xl },
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weightBold,
});

export const brandMark = style({ width: '44px', height: '44px', color: vars.color.brand });

export const connection = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&[data-online="false"]': { background: vars.color.warningSoft, color: vars.color.warning },
  },
});

export const connectionDot = style({
  width: '12px',
  height: '12px',
  borderRadius: '50%',
  background: 'currentColor',
});

export const offlineNote = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.xl}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const screen = style({ flex: '1 0 auto', paddingBlockEnd: vars.space.xl });

/** A kiosk screen's own content (the home, a section, a form), in the screen's width. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xl} 0`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.heading.h1,
  lineHeight: 1.15,
  selectors: { '&:focus': { outline: 'none' } },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.heading.h2,
  lineHeight: 1.2,
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const tiles = style({
  display: 'grid',
  // Two columns on the portrait screen: names and lines stay readable at the larger text sizes.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(420px, 100%), 1fr))',
  gap: vars.space.l,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.m,
  height: '100%',
  minHeight: `calc(${vars.control.minTarget} * 3)`,
  boxSizing: 'border-box',
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:active': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});

/** The kit's icon box (the touch theme's size); its icon at the tile's size of type. */
export const tileIcon = style([iconBox, { fontSize: '28px' }]);

export const tileText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const tileTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.25,
  fontWeight: vars.font.weightBold,
  color: vars.color.link,
});

export const tileBody = style({ margin: 0, color: vars.color.textMuted });

export const nav = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});

export const navSpacer = style({ flex: '1 1 auto' });

export const navGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const navGroupLabel = style({
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.xs,
});

/** The language not on screen; the current one is plain text beside it. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.control.minTarget,
  minHeight: vars.control.minTarget,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.m,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"], &[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&:focus-visible': focusRing,
  },
});

export const sizeSample = style({
  selectors: {
    '&[data-size="m"]': { fontSize: vars.font.size.m },
    '&[data-size="l"]': { fontSize: vars.font.size.xl },
    '&[data-size="xl"]': { fontSize: '28px' },
  },
});

export const follow = style({ marginTop: vars.space.xl });

/**
 * «Доступность»: large and always in the bar, the first thing in it, so that someone who needs it
 * finds it without already needing it — at least 64px high and wide in either theme.
 */
export const accessToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '64px',
  minWidth: '64px',
  padding: `0 ${vars.space.l}`,
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&:focus-visible': focusRing,
  },
});

export const accessIcon = style({ width: '36px', height: '36px', flex: 'none' });

/** The keypad's key, under the name: shown, not said (the button has `aria-keyshortcuts`). */
export const accessHint = style({
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weightRegular,
});

export const accessText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

/** Said on screen when the device has no voice for the language (the mode's speech). */
export const voiceNote = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.xl}`,
  background: vars.color.infoSoft,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.info}`,
});

/** The operator's notice line on the home (remote settings), under the top bar. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.m} ${vars.space.xl}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weightMedium,
  borderBottom: `2px solid ${vars.color.warning}`,
});

/**
 * A request form on its own kiosk screen (1080 px, portrait): the screen's width, not the site's
 * 720 px column, with two fields to a row.
 */
export const kioskForm = style({ maxWidth: 'none' });
globalStyle(`${kioskForm} ${formStyles.pair}`, {
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.xl,
});
