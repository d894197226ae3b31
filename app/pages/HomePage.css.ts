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
});

export const lead = style({
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  color: vars.color.textMuted,
  maxWidth: '720px',
});
