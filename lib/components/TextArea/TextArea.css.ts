import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const textarea = style({
  display: 'block',
  paddingBlock: vars.space.s,
  paddingInline: vars.control.paddingX.m,
  fontSize: vars.control.fontSize.m,
  lineHeight: vars.font.lineHeight.m,
  resize: 'vertical',
  selectors: {
    // over the limit: the same red edge as an error, before any submit
    '&[data-over]': { borderColor: vars.color.danger },
  },
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  selectors: {
    '&[data-over]': { color: vars.color.danger, fontWeight: vars.font.weightBold },
  },
});
