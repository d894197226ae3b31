import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../lib/index.ts';

const narrow = 'screen and (max-width: 600px)';
const medium = 'screen and (max-width: 900px)';

export const page = style({ color: vars.color.text });

/** A full-width band; the content inside keeps to the page width. */
export const section = recipe({
  base: {
    padding: `${vars.space.xxl} 0`,
    scrollMarginTop: vars.space.xl,
    selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
    '@media': { [narrow]: { padding: `${vars.space.xl} 0` } },
  },
  variants: {
    tone: {
      plain: { background: vars.color.background },
      muted: { background: vars.color.surface },
      brand: { background: vars.color.brandSoft },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const container = style({
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter}`,
  boxSizing: 'border-box',
});

export const h1 = style({
  fontSize: vars.font.heading.h1,
  lineHeight: 1.15,
  margin: `0 0 ${vars.space.m}`,
  overflowWrap: 'anywhere',
  '@media': { [narrow]: { fontSize: vars.font.heading.h2 } },
});

/** The line under a product's name that says what it is; the h1 above it keeps its margin. */
export const tagline = style({
  fontSize: vars.font.heading.h3,
  lineHeight: 1.25,
  fontWeight: vars.font.weightMedium,
  margin: `calc(-1 * ${vars.space.s}) 0 ${vars.space.m}`,
  maxWidth: '760px',
  '@media': { [narrow]: { fontSize: vars.font.size.l } },
});

export const h2 = style({
  fontSize: vars.font.heading.h2,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.m}`,
  '@media': { [narrow]: { fontSize: vars.font.heading.h3 } },
});

export const h3 = style({
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.s}`,
});

export const lead = style({
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  color: vars.color.textMuted,
  maxWidth: '760px',
  margin: `0 0 ${vars.space.l}`,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

// ─── Hero ────────────────────────────────────────────────────────────────────────────────────

export const hero = style({
  padding: `${vars.space.xxl} 0`,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.background})`,
  '@media': { [narrow]: { padding: `${vars.space.xl} 0` } },
});

export const heroPrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.s,
  margin: `0 0 ${vars.space.l}`,
});

export const price = style({
  fontSize: vars.font.heading.h3,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const priceNote = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });

export const highlights = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: `0 0 ${vars.space.l}`,
  padding: 0,
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.s,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

// ─── Cards and grids ─────────────────────────────────────────────────────────────────────────

export const grid = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.l,
  },
  variants: {
    min: {
      s: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))' },
      m: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))' },
      l: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))' },
    },
  },
  defaultVariants: { min: 'm' },
});

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s,
    padding: vars.space.l,
    borderRadius: vars.radius.l,
    boxSizing: 'border-box',
    minWidth: 0,
  },
  variants: {
    tone: {
      surface: { background: vars.color.surface },
      raised: {
        background: vars.color.background,
        boxShadow: vars.shadow.raised,
        border: `1px solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.m,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
});

export const cardFooter = style({
  marginTop: 'auto',
  paddingTop: vars.space.m,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
});

export const bigFigure = style({
  fontSize: vars.font.heading.h2,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  margin: 0,
  lineHeight: 1.1,
});

export const story = style({ margin: 0, display: 'grid', gap: vars.space.m });
export const storyPart = style({ display: 'grid', gap: vars.space.xs });
export const storyText = style({ margin: 0, color: vars.color.textMuted });

// ─── Tariffs ─────────────────────────────────────────────────────────────────────────────────

export const tariffInfo = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
});

export const tariffInfoItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.s,
  alignItems: 'center',
});

export const tariffInfoTitle = style({ fontWeight: vars.font.weightBold });
export const tariffInfoLabel = style({
  gridColumn: 2,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.m,
});

export const featureList = style({
  margin: 0,
  paddingLeft: vars.space.l,
  display: 'grid',
  gap: vars.space.xs,
});

export const notes = style({
  margin: `${vars.space.l} 0 0`,
  paddingLeft: vars.space.l,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  display: 'grid',
  gap: vars.space.xs,
});

export const tabPanelIntro = style({ margin: `${vars.space.m} 0`, color: vars.color.textMuted });

export const subsection = style({ marginTop: vars.space.xl });

// ─── Tables ──────────────────────────────────────────────────────────────────────────────────

/** Wide tables scroll sideways on small screens; the region is focusable so keyboards can. */
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  minWidth: '480px',
  background: vars.color.background,
});

export const tableBlock = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });

export const caption = style({ margin: 0, fontWeight: vars.font.weightBold });

export const tableNote = style({
  margin: 0,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});

export const th = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
  selectors: { 'thead &': { borderTop: 'none', background: vars.color.surface } },
});

export const td = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderTop: `1px solid ${vars.color.border}`,
});

// ─── Steps ───────────────────────────────────────────────────────────────────────────────────

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  // 240px: four steps across the site's page, three on the kiosk's larger type, where 200px
  // columns left a long word («сертифицированными») wider than its column.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
  '@media': { [medium]: { gridTemplateColumns: '1fr' } },
});

export const step = style({ display: 'flex', gap: vars.space.m, alignItems: 'flex-start' });

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.font.weightBold,
  flexShrink: 0,
});

// ─── Promo, special offer ────────────────────────────────────────────────────────────────────

export const promo = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.l,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.l,
  background: vars.color.brand,
  color: vars.color.textInverse,
  '@media': { [medium]: { gridTemplateColumns: '1fr', padding: vars.space.l } },
});

export const promoBadge = style({
  fontSize: vars.font.heading.h1,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  color: vars.color.textInverse,
});

/**
 * A promo line as a tag («0 ₸ за АТС при подключении мобильной связи…»): a sentence, so on a phone
 * it wraps to two lines, where a pill's round ends cut into the first and last words. Rounded
 * corners instead; the box never wider than the card.
 */
export const promoTag = style({
  selectors: {
    // Doubled: above the kit badge's pill whichever stylesheet loads first.
    '&&': {
      borderRadius: vars.radius.m,
      paddingBlock: vars.space.xs,
      lineHeight: vars.font.lineHeight.s,
    },
  },
});

export const promoList = style({ margin: `0 0 ${vars.space.m}`, paddingLeft: vars.space.l });

export const onBrand = style({ color: vars.color.textInverse });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
});

export const definition = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'baseline',
  margin: `0 0 ${vars.space.l}`,
});

// ─── Rich text from content ──────────────────────────────────────────────────────────────────

export const richText = style({ lineHeight: vars.font.lineHeight.m });
globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { margin: `0 0 ${vars.space.m}` });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xs });
// A help page's sections (h2, right under its h1) look like a landing section's subheadings.
globalStyle(`${richText} h2, ${richText} h3`, {
  fontSize: vars.font.heading.h4,
  margin: `${vars.space.l} 0 ${vars.space.s}`,
});
globalStyle(`${richText} h4`, {
  fontSize: vars.font.size.l,
  margin: `${vars.space.m} 0 ${vars.space.s}`,
});
globalStyle(`${richText} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${richText} a:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
globalStyle(`${richText} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  margin: `0 0 ${vars.space.m}`,
});
globalStyle(`${richText} caption`, {
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  padding: `${vars.space.s} 0`,
});
// A content table fits a 320 px screen (WCAG 1.4.10, reflow at 400 % zoom): on a phone the cells'
// side padding halves and a word longer than its column may break (`anywhere`, unlike
// `break-word`, also lowers the column's minimum width); a long token in a cell — an e-mail link,
// a run of numbers in bold — may break at any width.
globalStyle(`${richText} th, ${richText} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: { padding: `${vars.space.xs} ${vars.space.s}`, overflowWrap: 'anywhere' },
  },
});
globalStyle(`${richText} td a, ${richText} td strong, ${richText} td code`, {
  overflowWrap: 'anywhere',
});
// On a phone the columns share the width evenly: with every word breakable, the automatic
// layout squeezed one column until «номеров» broke mid-word; shared evenly, only a word longer
// than its column breaks.
globalStyle(`${richText} table`, { '@media': { [narrow]: { tableLayout: 'fixed' } } });
globalStyle(`${richText} thead th`, { background: vars.color.surface });

// ─── Disclosure ──────────────────────────────────────────────────────────────────────────────

export const disclosure = style({ marginTop: vars.space.s });
export const disclosurePanel = style({
  marginTop: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const productLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});
