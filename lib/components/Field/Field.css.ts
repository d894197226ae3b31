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

/**
 * An inline field's row (a single checkbox): the control's square in the first column, spanning
 * the label and hint beside it. The control positions itself over the square (`position:
 * absolute` from the row's corner makes the whole square its hit area).
 */
export const inlineRow = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.control.minTarget} minmax(0, 1fr)`,
  columnGap: vars.space.s,
  alignItems: 'start',
});

export const inlineLabel = style({
  gridColumn: 2,
  gridRow: 1,
  // centres one line of text on the control's square
  paddingBlock: `calc((${vars.control.minTarget} - ${vars.font.lineHeight.m}) / 2)`,
  color: vars.color.text,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  cursor: 'pointer',
  selectors: {
    'input:disabled ~ &': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const inlineHint = style({
  gridColumn: 2,
  gridRow: 2,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});
