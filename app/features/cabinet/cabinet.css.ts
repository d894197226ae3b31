import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';

/*
 * The cabinet's screens: profile, application lists and an application's page. Lengths in px or
 * em; narrow layouts follow the screen's own width (container queries).
 */

export const screen = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '880px',
});

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

/** An application's way out, under its sections, apart from the next step. */
export const quietActions = style({
  display: 'flex',
  paddingBlockStart: vars.space.m,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** «Отменить заявку»: a text button in the danger colour, no fill, aligned with the text above. */
export const cancelTrigger = style({
  marginInlineStart: `calc(-1 * ${vars.control.paddingX.m})`,
  selectors: {
    // Doubled: above the kit's ghost colour whichever stylesheet loads first.
    '&&': { color: vars.color.danger },
    '&&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.dangerSoft },
  },
});

/** A titled block of a screen (the profile's details, a section of an application). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  containerType: 'inline-size',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The focus target a saved form or a cancellation returns to. */
export const notice = style({ selectors: { '&:focus': { outline: 'none' } } });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
});

export const card = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.background,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weightBold,
});

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** «Не указано»: read as the absence it is, not as a value. */
export const unset = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const historyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
});

export const numbers = style({
  margin: 0,
  paddingInlineStart: '1.25em',
  display: 'grid',
  gap: vars.space.xxs,
  // Folded (`FoldedList`): the grid would otherwise win over the `hidden` attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The resume prompt on a product page (§2.21), above the tariffs. */
export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  marginBlockEnd: vars.space.xl,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const promptTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
});

/** The signed contract and its signature card, inside the «signature» section. */
export const signatureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const signatureTitle = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: 1.4,
});

/** An application's number: «MB-2026-000011» never breaks at its hyphens. */
export const applicationNumber = style({ whiteSpace: 'nowrap' });

/** A certificate's serial: 32 hex digits with no break point, wrapped anywhere on a phone. */
export const serial = style({
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/* The cabinet's home («Мои заявки»): the company line, «Требует действия», each product's list. */

export const homeCompany = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
});

export const homeCompanyName = style({ fontWeight: vars.font.weightBold });

export const homeSection = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.m,
});

export const homeTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h3,
  lineHeight: 1.3,
});

/** «Сейчас от вас ничего не требуется»: a calm panel, not an alert. */
export const nothingWaiting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
});

/** A waiting step: a card marked on its leading edge, so the list reads as «to do». */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `6px solid ${vars.color.brand}`,
  borderRadius: vars.radius.l,
  background: vars.color.brandSoft,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
});

/** Number · product · tariff: each part whole, a dot between them that no screen reader says. */
export const stepFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.s,
  margin: 0,
  color: vars.color.textMuted,
});

// The dot ends a part rather than starting the next, so a wrapped line never begins with one.
globalStyle(`${stepFacts} > span:not(:last-child)::after`, {
  content: "'·' / ''",
  marginInlineStart: vars.space.s,
});

export const stepText = style({ margin: 0 });

/**
 * The product tabs («Интернет для офиса» / «Мобильная связь») on a phone: one row of two equal
 * tabs, each name wrapping inside its own tab, instead of the second tab dropping to a row of its
 * own under the first (issue 39).
 */
export const productTabs = style({});
globalStyle(`${productTabs} li`, {
  '@container': { '(max-width: 480px)': { flex: '1 1 0' } },
});
globalStyle(`${productTabs} a`, {
  '@container': {
    '(max-width: 480px)': { flex: '1 1 0', whiteSpace: 'normal', textAlign: 'center' },
  },
});
