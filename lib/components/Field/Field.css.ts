import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  selectors: {
    // GOV.UK marks a field in error with a bar on its left, visible without colour perception too.
    '&[data-invalid]': {
      borderInlineStart: `4px solid ${vars.color.danger}`,
      paddingInlineStart: vars.space.m,
    },
  },
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightMedium,
  padding: 0,
});

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightBold,
});
