import { globalStyle, style } from '@vanilla-extract/css';
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

/*
 * `appearance="chips"`: pills that wrap. The native radio still lies over the whole pill (the
 * pill is its hit area), so a tap, a click on the label and the arrow keys are the browser's own.
 */
const chips = '[data-appearance="chips"]';

globalStyle(`${chips}${options}`, { columnGap: vars.space.s, rowGap: vars.space.s });

globalStyle(`${chips} > ${item}`, { display: 'block' });

globalStyle(`${chips} ${input}`, { width: '100%', height: '100%' });

globalStyle(`${chips} ${label}`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height.m,
  paddingBlock: vars.space.xs,
  paddingInline: vars.control.paddingX.m,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`${chips} ${input}:hover:not(:disabled) ~ ${label}`, {
  borderColor: vars.color.text,
});

globalStyle(`${chips} ${input}:checked ~ ${label}`, {
  borderColor: vars.color.brand,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.font.weightMedium,
});

globalStyle(`${chips} ${input}:focus-visible ~ ${label}`, focusRing);

// Under forced colours the fill is dropped: the chosen pill takes the system's highlight.
globalStyle(`${chips} ${input}:checked ~ ${label}`, {
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      background: 'Highlight',
      color: 'HighlightText',
      borderColor: 'Highlight',
    },
  },
});
