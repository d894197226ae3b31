import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';

export const flow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
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
});

export const priceNote = style({
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

export const features = style({
  margin: 0,
  paddingInlineStart: '1.25em',
  marginBlockEnd: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
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

export const archive = style({ margin: 0 });

export const numbers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const count = style({ maxWidth: '160px' });

export const additional = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const legend = style({ fontWeight: vars.font.weightMedium, padding: `0 ${vars.space.xs}` });

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.m });

export const stepperValue = style({ minWidth: '12em', fontVariantNumeric: 'tabular-nums' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  fontWeight: vars.font.weightBold,
});

export const total = style({ gap: vars.space.xs, background: vars.color.background });

export const totalValue = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
});
