import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/index.ts';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
  maxWidth: '720px',
  margin: `0 0 ${vars.space.l}`,
});

export const field = style({
  flex: '1 1 280px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({ fontWeight: vars.font.weightMedium });

export const count = style({
  margin: `0 0 ${vars.space.m}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: '820px',
});

export const resultTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.heading.h4,
  lineHeight: 1.3,
});

export const snippet = style({ margin: `0 0 ${vars.space.xs}` });

export const mark = style({
  background: vars.color.brandSoft,
  color: 'inherit',
  fontWeight: vars.font.weightBold,
});

/** «Услуги › Связь»: where the result sits, under its snippet. */
export const place = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
});

export const empty = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.heading.h4,
  fontWeight: vars.font.weightBold,
});
