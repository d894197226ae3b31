import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px))' },
});

/** The backdrop: it takes the pointer (Radix turns pointer events off on the page behind). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  pointerEvents: 'auto',
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = recipe({
  base: {
    position: 'fixed',
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.overlay,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100% - 2 * ${vars.layout.gutter})`,
    maxHeight: `calc(100% - 2 * ${vars.layout.gutter})`,
    padding: vars.space.l,
    gap: vars.space.m,
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.m,
    lineHeight: vars.font.lineHeight.m,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.overlay,
    animation: `${riseIn} 150ms ease-out`,
    selectors: {
      '&:focus': { outline: 'none' },
      '&:focus-visible': focusRing,
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    // widths in em follow the type scale, so the kiosk's larger text gets a wider dialog
    size: {
      s: { maxWidth: '26em' },
      m: { maxWidth: '36em' },
      l: { maxWidth: '52em' },
    },
  },
  defaultVariants: { size: 'm' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  // leaves room for the close button in the corner
  paddingInlineEnd: vars.space.xl,
  selectors: { '[data-no-close] &': { paddingInlineEnd: 0 } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.heading.h4,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weightBold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const body = style({
  overflowY: 'auto',
  minHeight: 0,
  flex: '1 1 auto',
  // room for the focus ring of a control at the body's edge, which the scroll box would clip
  padding: `calc(${vars.focusRing.width} + ${vars.focusRing.offset})`,
  margin: `calc(-1 * (${vars.focusRing.width} + ${vars.focusRing.offset}))`,
  selectors: {
    '&:empty': { display: 'none' },
    // Focusable while it scrolls (Dialog.tsx): it shows where the keyboard is.
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  paddingBlockStart: vars.space.s,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.m,
  insetInlineEnd: vars.space.m,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.height.m,
  height: vars.control.height.m,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
