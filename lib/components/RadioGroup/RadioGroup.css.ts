import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.l,
    },
  },
});

/** One circle-and-label row; the native radio sits over the circle, so the circle is its hit area. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.control.minTarget} minmax(0, 1fr)`,
  columnGap: vars.space.s,
  alignItems: 'start',
});

export const input = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const circle = style({
  boxSizing: 'border-box',
  gridColumn: 1,
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  background: vars.color.background,
  transition: 'border-color 120ms ease',
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
    [`${input}:checked + &`]: { borderColor: vars.color.brand },
    [`${input}:focus-visible + &`]: focusRing,
    [`${input}[aria-invalid="true"]:not(:checked) + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: {
      background: vars.color.disabled,
      borderColor: vars.color.border,
    },
  },
});

export const dot = style({
  width: '50%',
  height: '50%',
  borderRadius: '50%',
  background: vars.color.brand,
  transform: 'scale(0)',
  transition: 'transform 120ms ease',
  selectors: {
    [`${input}:checked + ${circle} > &`]: { transform: 'scale(1)' },
    [`${input}:checked:disabled + ${circle} > &`]: { background: vars.color.disabledText },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({
  gridColumn: 2,
  paddingBlock: `calc((${vars.control.minTarget} - ${vars.font.lineHeight.m}) / 2)`,
  color: vars.color.text,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  cursor: 'pointer',
  selectors: {
    [`${input}:disabled ~ &`]: { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const hint = style({
  gridColumn: 2,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});
