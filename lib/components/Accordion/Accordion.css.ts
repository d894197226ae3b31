import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

export const root = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.l,
  fontWeight: vars.font.weightMedium,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.control.height.l,
  margin: 0,
  paddingBlock: vars.space.m,
  paddingInline: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.s,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: 'transform 200ms ease',
  selectors: { [`${trigger}[data-state="open"] > &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The content's full height, measured by the item as it opens or closes. */
export const contentHeight = createVar();

const open = keyframes({
  from: { height: 0 },
  to: { height: contentHeight },
});
const close = keyframes({
  from: { height: contentHeight },
  to: { height: 0 },
});

/**
 * Always in the page; closed, it is `hidden` (or `hidden="until-found"`). It animates only after
 * the first change (`data-motion`), never on page load.
 */
export const content = style({
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  selectors: {
    '&[data-motion][data-state="open"]': { animation: `${open} 200ms ease-out` },
    '&[data-motion][data-state="closed"]': { animation: `${close} 200ms ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const contentInner = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.m,
});
