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

export const methods = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
});

export const method = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  alignItems: 'flex-start',
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
