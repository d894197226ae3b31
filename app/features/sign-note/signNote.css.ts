import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  marginBlock: vars.space.xl,
});

export const h2 = style({ margin: 0, fontSize: vars.font.heading.h3, lineHeight: 1.3 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const select = style({ width: 'min(100%, 420px)' });

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  scrollMarginTop: vars.space.xl,
});

export const h3 = style({ margin: 0, fontSize: vars.font.heading.h4, lineHeight: 1.3 });

export const signers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

export const card = style({
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const fields = style({ margin: 0, display: 'grid', gap: vars.space.s });

export const label = style({
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});

export const value = style({ margin: 0 });

export const name = style({ margin: 0, fontWeight: vars.font.weightBold });
