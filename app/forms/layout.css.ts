import { style } from '@vanilla-extract/css';
import { vars } from '../../lib/tokens/contract.css.ts';

/*
 * The layout every form screen shares (widgets, login, profile, wizards). Lengths in px or em only
 * (an embed widget lives in a partner page that may change the root font size), no global
 * selectors: every rule hangs off a class of the screen's own tree.
 */

/** The label column of `details`: the longest labels of the cabinet (ru and kk) on two lines at most. */
const DETAIL_LABEL_WIDTH = '15em';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: '720px',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  // Narrow layouts follow the widget's own width, not the window's: a partner may put it in a
  // sidebar of a wide page.
  containerType: 'inline-size',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const title = style({
  margin: 0,
  fontSize: vars.font.heading.h3,
  lineHeight: 1.25,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { outline: 'none' } },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { outline: 'none' } },
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

/** Two fields side by side where there is room, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const panel = style({
  // Its label / value lists stack by the panel's own width (it may sit outside a widget).
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

/**
 * Every list of label / value pairs (tariff summary, resume details, the cabinet's sections, the
 * wizard's company step). The label column has one width everywhere, not its longest label's: two
 * cards one above the other start their values at the same x, and a long label wraps instead.
 */
export const details = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${DETAIL_LABEL_WIDTH}) minmax(0, 1fr)`,
  columnGap: vars.space.l,
  rowGap: vars.space.s,
  margin: 0,
  '@container': { '(max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  '@container': { '(max-width: 480px)': { marginBlockEnd: vars.space.s } },
});

/** The one nowrap token style, kept where the forms' styles are read (`w.unbroken`). */
export { unbroken } from '../i18n/keepTogether.css.ts';

/** A folded list: its «40 номеров · показать» above the list it opens. */
export const folded = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** The fold's button sits where the value's text starts, not indented by its own padding. */
export const foldToggle = style({ marginInlineStart: `calc(-1 * ${vars.control.paddingX.s})` });

export const fullWidthField = style({ width: '100%' });

/** The «Повторить» under «Нет связи с сервером», on a line of its own. */
export const connectionRetry = style({ display: 'block', marginTop: vars.space.s });
