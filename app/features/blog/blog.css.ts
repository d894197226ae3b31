import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../lib/index.ts';

const narrow = 'screen and (max-width: 600px)';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const excerpt = style({ margin: 0, color: vars.color.textMuted, marginBlockEnd: 'auto' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});

export const tags = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.l}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const asideTitle = style({ margin: 0, fontSize: vars.font.heading.h4, lineHeight: 1.3 });

export const text = style({ margin: 0 });

export const article = style({ maxWidth: '760px' });

export const title = style({
  fontSize: vars.font.heading.h1,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.m}`,
  overflowWrap: 'anywhere',
  '@media': { [narrow]: { fontSize: vars.font.heading.h2 } },
});

export const lead = style({
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.l}`,
});

export const credits = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const creditLabel = style({ color: vars.color.textMuted });
export const creditValue = style({ margin: 0, fontWeight: vars.font.weightMedium });

/** The article body: sanitised HTML from the backend, at a readable measure. */
export const body = style({
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  paddingBlockStart: vars.space.l,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} p, ${body} ul, ${body} ol, ${body} blockquote`, {
  margin: `0 0 ${vars.space.m}`,
});
globalStyle(`${body} li + li`, { marginTop: vars.space.xs });
globalStyle(`${body} h2`, {
  fontSize: vars.font.heading.h3,
  lineHeight: 1.3,
  margin: `${vars.space.xl} 0 ${vars.space.m}`,
});
globalStyle(`${body} h3`, {
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  margin: `${vars.space.l} 0 ${vars.space.s}`,
});
globalStyle(`${body} blockquote`, {
  paddingInlineStart: vars.space.m,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${body} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${body} a:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
globalStyle(`${body} table`, { width: '100%', borderCollapse: 'collapse' });
globalStyle(`${body} th, ${body} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
});

export const share = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  marginBlockStart: vars.space.xl,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const shareTitle = style({ margin: 0, fontSize: vars.font.heading.h4, lineHeight: 1.3 });

export const shareLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const related = style({ marginBlockStart: vars.space.xxl });

export const h2 = style({
  fontSize: vars.font.heading.h3,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.m}`,
});

export const breadcrumbs = style({
  margin: `0 0 ${vars.space.m}`,
  fontSize: vars.font.size.s,
});
