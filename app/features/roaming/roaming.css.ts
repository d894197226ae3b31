import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/index.ts';

const narrow = 'screen and (max-width: 600px)';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const h2 = style({
  margin: 0,
  fontSize: vars.font.heading.h2,
  lineHeight: 1.2,
  '@media': { [narrow]: { fontSize: vars.font.heading.h3 } },
});

export const priceFrom = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  fontWeight: vars.font.weightBold,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  paddingBlockStart: vars.space.l,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const picker = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const failed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const h3 = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});

export const chip = style({
  minHeight: vars.control.height.s,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.s,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
      boxShadow: `0 0 0 ${vars.focusRing.offset} ${vars.color.focusText}`,
    },
  },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const zone = style({ margin: 0, color: vars.color.textMuted });

/** The card's parts, one row each; cards side by side share these rows (`card`). */
const CARD_ROWS = 6;

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

/**
 * A tariff card. Cards side by side line up part by part: each spans six rows of the list's grid
 * and lays its parts out in those rows (`subgrid`), so a longer name or description in one card
 * moves the price, the figures and the buttons of the whole row down together, instead of each
 * card's price sitting at its own height (issue 39). Each part names its row, so a card without
 * highlights leaves that row empty rather than lifting its buttons into it. One column (a phone,
 * 320 px) is one card's rows after another's.
 */
export const card = style({
  display: 'grid',
  gridRow: `span ${CARD_ROWS}`,
  gridTemplateRows: 'subgrid',
  rowGap: vars.space.s,
  alignContent: 'start',
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
});

export const cardTitle = style({
  gridRow: 1,
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
});

export const text = style({ gridRow: 2, margin: 0, color: vars.color.textMuted });

export const price = style({
  gridRow: 3,
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weightBold,
});

export const highlights = style({
  gridRow: 4,
  alignSelf: 'start',
  display: 'grid',
  // A figure never breaks («390 ₸/10 МБ» is one piece): two columns only where it fits in one.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(130px, 100%), 1fr))',
  gap: vars.space.s,
  margin: 0,
});

export const highlight = style({
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const highlightLabel = style({
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});

export const highlightValue = style({ margin: 0, fontWeight: vars.font.weightBold });

export const actions = style({
  gridRow: 5,
  alignSelf: 'start',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  marginBlockStart: vars.space.s,
});

/** «Подключено по умолчанию» in the place of «Подключить», as tall, so what follows lines up. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.control.height.m,
  margin: 0,
});

export const details = style({
  gridRow: CARD_ROWS,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  paddingBlockStart: vars.space.m,
  borderBlockStart: `1px solid ${vars.color.border}`,
  // `display: flex` would otherwise win over the closed panel's `hidden`.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const rows = style({ margin: 0, display: 'grid', gap: vars.space.s });

export const rowLabel = style({
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});

export const rowValue = style({ margin: 0 });

export const h5 = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.m });

export const countryList = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  columns: '2 140px',
  columnGap: vars.space.l,
});

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});
