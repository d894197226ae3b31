import { style } from '@vanilla-extract/css';
import { vars } from '../../lib/index.ts';

export const page = style({
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
});

export const heading = style({
  fontSize: vars.font.heading.h1,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.m}`,
  '@media': { 'screen and (max-width: 600px)': { fontSize: vars.font.heading.h2 } },
});

export const lead = style({
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  color: vars.color.textMuted,
  maxWidth: '720px',
  margin: `0 0 ${vars.space.l}`,
});

export const text = style({ maxWidth: '720px', margin: `0 0 ${vars.space.l}` });

export const h2 = style({
  fontSize: vars.font.heading.h3,
  lineHeight: 1.3,
  margin: `${vars.space.xl} 0 ${vars.space.m}`,
});

export const h3 = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.s}`,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
});

export const card = style({
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const breadcrumbs = style({
  margin: `0 0 ${vars.space.m}`,
  fontSize: vars.font.size.s,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  marginTop: vars.space.l,
});

export const muted = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

/** Long-form help text: a readable measure. */
export const article = style({ maxWidth: '760px', marginBottom: vars.space.xl });

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: `${vars.space.m} 0 0`,
});

export const contactValue = style({
  display: 'block',
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weightBold,
  // An e-mail address is one long word: it breaks inside the card rather than overflow it.
  overflowWrap: 'anywhere',
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxWidth: '720px',
});
