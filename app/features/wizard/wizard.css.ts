import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';
import { focusRing } from '../../../lib/styles/utils.css.ts';

/** The wizard's frame: the steps on top, the step and the application's summary side by side. */
export const frame = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
});

export const stepper = style({ marginBlock: vars.space.s });

/** Step first, summary beside it where there is room; stacked on a phone (summary after). */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 880px)': { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
  },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: '720px',
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.heading.h3,
  lineHeight: 1.25,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { outline: 'none' } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const asideTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
});

/** The label / value list of the aside: stacked, it is narrow. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const factValue = style({ margin: 0, fontWeight: vars.font.weightMedium });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.s });

export const numberList = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  fontVariantNumeric: 'tabular-nums',
});

export const processing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.infoSoft,
});

/** The signing step when the register did not confirm the company. */
export const verificationFailed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

/** The contract, read in the page: a scrollable region of its own, reachable by keyboard. */
export const document = style({
  maxHeight: '420px',
  overflow: 'auto',
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  lineHeight: vars.font.lineHeight.m,
  selectors: { '&:focus-visible': focusRing },
});

// The contract's own label / value tables, read as in the downloaded file.
globalStyle(`${document} th`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingInlineEnd: vars.space.l,
  fontWeight: vars.font.weightMedium,
});
globalStyle(`${document} table`, { borderCollapse: 'collapse', marginBlock: vars.space.s });

/** The three ways of signing: their own container, so the columns follow the step's width. */
export const methods = style({ containerType: 'inline-size' });

/** A choice's parts, one row each: title, hint, how-to (EDS only), button (`method`). */
const METHOD_ROWS = 4;

/**
 * Three equal choices: one column on a phone, three side by side where each has room for its
 * button; every card the same height, its button at the bottom, so the three line up.
 */
export const methodList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 660px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/**
 * One choice. Side by side, the three share the list's rows (`subgrid`): their titles, hints and
 * buttons start at the same height, and the buttons are as tall as the tallest (a label on two
 * lines in one made the three uneven at 1366, issue 39). The how-to, open, lowers all three
 * buttons alike.
 */
export const method = style({
  display: 'grid',
  gridRow: `span ${METHOD_ROWS}`,
  gridTemplateRows: 'subgrid',
  rowGap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
});

export const methodTitle = style({
  gridRow: 1,
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: vars.font.weightBold,
});

export const methodHint = style({ gridRow: 2 });

/** The button fills the card's foot, the same width and height as its neighbours'. */
export const methodAction = style({
  gridRow: METHOD_ROWS,
  display: 'grid',
  paddingTop: vars.space.s,
});

export const howTo = style({ gridRow: 3, fontSize: vars.font.size.s });

export const howToSummary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: vars.font.weightMedium,
  paddingBlock: vars.space.xs,
  selectors: { '&:focus-visible': focusRing },
});

export const howToSteps = style({
  margin: 0,
  marginTop: vars.space.xs,
  paddingInlineStart: vars.space.l,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

/** «Договор подписан»: the signature's outcome and the way on. */
export const signed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  alignItems: 'flex-start',
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  borderInlineStart: `4px solid ${vars.color.success}`,
  background: vars.color.successSoft,
});

export const signedTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { outline: 'none' } },
});

export const map = style({
  height: '360px',
  width: '100%',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  // The plain background the zones are drawn on when no tile server is configured.
  background: vars.color.surfaceStrong,
  selectors: { '&:focus-visible': focusRing },
});

export const mapBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const details = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  alignItems: 'start',
});

/** A screen before the wizard (loading failed, nothing to continue, «Завершите старую заявку…»). */
export const screen = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '640px',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
});

/** A step's intro that takes focus when the step's content is replaced (no ring: not a control). */
export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  selectors: { '&:focus': { outline: 'none' } },
});

/** eGov QR signing (EgovQrSign.tsx): the code, its link, the time left, the outcome. */
export const egov = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start' });

export const egovCode = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  alignItems: 'center',
});

export const egovCaption = style({
  display: 'grid',
  gap: vars.space.s,
  maxWidth: '280px',
});

export const egovOutcome = style({ display: 'grid', gap: vars.space.m, outline: 'none' });

export const egovActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

export const signedText = style({ margin: 0 });
