import { globalStyle, style } from '@vanilla-extract/css';
import { iconBox, vars } from '../../lib/index.ts';

/** Below this the hero's picture gives its room to the words and the first cards. */
const NARROW = 'screen and (max-width: 720px)';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  marginBottom: vars.space.l,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

/** The picture keeps its proportions and never grows past its drawing. */
export const heroArt = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '480px',
  justifySelf: 'end',
  '@media': { [NARROW]: { display: 'none' } },
});

export const artBack = style({ fill: vars.color.brandSoft });
export const artLine = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const artDash = style([artLine, { strokeDasharray: '2 9', opacity: 0.6 }]);
export const artFill = style({ fill: vars.color.brand });
export const artPaper = style({ fill: vars.color.background });
export const artAccent = style({ fill: vars.color.accent });

export const offers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(250px, 100%), 1fr))',
});

/** A featured card: the catalogue's card, raised, its price at the foot. */
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  '@media': { [NARROW]: { padding: vars.space.m } },
});

export const badge = style({
  alignSelf: 'flex-start',
  margin: `0 0 ${vars.space.s}`,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.focusText,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weightMedium,
});

export const price = style({
  marginTop: 'auto',
  paddingTop: vars.space.m,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weightBold,
});

export const priceNote = style({
  display: 'block',
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

/** The catalogue on a phone: two lines of description, a compact card. */
export const product = style({
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  '@media': { [NARROW]: { padding: vars.space.m } },
});

export const productGroup = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
});

/** The catalogue's grid: on a phone the 33 cards sit closer (the list is the page's longest part). */
export const productGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
  '@media': { [NARROW]: { gap: vars.space.s } },
});

/** The kit's icon box as an `<svg>` of its own: the picture in its padding, as the boxed icons draw it. */
export const iconSvg = style([
  iconBox,
  { boxSizing: 'border-box', padding: `calc(${vars.control.iconBox} * 0.195)` },
]);

/** Holds the drawings the cards point at; takes no room and is never seen itself. */
export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });

/*
 * The task filter's chips: on a wide screen they wrap in two or three rows; on a phone, where the
 * long task names left one chip to a row (taller than the radio list it replaced), they stay one
 * row that scrolls sideways inside itself — the page never does, and the arrow keys bring the
 * chosen chip into view. The padding leaves room for the focus ring inside the scroller.
 */
export const taskFilter = style({ margin: `0 0 ${vars.space.l}` });

globalStyle(`${taskFilter} [data-appearance="chips"]`, {
  '@media': {
    [NARROW]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      padding: vars.space.xs,
      margin: `calc(-1 * ${vars.space.xs})`,
      scrollbarWidth: 'thin',
    },
  },
});

globalStyle(`${taskFilter} [data-appearance="chips"] label`, {
  '@media': { [NARROW]: { whiteSpace: 'nowrap' } },
});
