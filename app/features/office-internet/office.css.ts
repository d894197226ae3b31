import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';

export const flow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  // The step kept mounted while the other one shows (so nothing typed is lost) stays hidden.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const tabHint = style({ margin: `${vars.space.m} 0`, color: vars.color.textMuted });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  marginBlockEnd: 'auto',
});

export const details = style({ fontSize: vars.font.size.s, lineHeight: vars.font.lineHeight.s });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: vars.font.weightMedium,
  paddingBlock: vars.space.xs,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const chosen = style({
  background: vars.color.background,
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  padding: `${vars.space.m} ${vars.space.l}`,
});

export const chosenName = style({ margin: 0, fontWeight: vars.font.weightBold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });
