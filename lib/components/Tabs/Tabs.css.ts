import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { SIZES, type Size } from '../../tokens/scales.ts';
import { focusRing } from '../../styles/utils.css.ts';

/** The strip under the tabs; shared by `Tabs` and `TabNav`, so both read the same. */
export const list = style({
  display: 'flex',
  // Wraps by default; `listScroll` makes a strip that scrolls, with room for the focus ring.
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Room for the focus ring inside a scrolling strip, which would clip anything outside it. */
const RING_ROOM = `calc(${vars.focusRing.width} + ${vars.focusRing.offset})`;

/**
 * A strip that never wraps: one row that scrolls sideways inside itself when it is wider than its
 * place (a phone), the page never does. Wrapped, five filters on a phone made two rows with the
 * current tab's bar on one and the strip's line under the other (issue 39). The padding keeps the
 * focus ring inside the scroller; the strip's line is drawn at the tabs' foot, above that padding.
 */
export const listScroll = style({
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  padding: `${RING_ROOM} ${RING_ROOM} ${RING_ROOM}`,
  margin: `calc(-1 * ${RING_ROOM}) calc(-1 * ${RING_ROOM}) 0`,
  borderBlockEnd: 0,
  backgroundImage: `linear-gradient(${vars.color.border}, ${vars.color.border})`,
  backgroundRepeat: 'no-repeat',
  backgroundOrigin: 'content-box',
  backgroundClip: 'content-box',
  backgroundSize: '100% 1px',
  backgroundPosition: 'bottom',
  // The line runs under every tab, however far the strip scrolls.
  backgroundAttachment: 'local',
});

/** A tab of a scrolling strip keeps its width: the strip scrolls instead of squeezing it. */
export const itemScroll = style({ flex: 'none' });

const sizeVariants = Object.fromEntries(
  SIZES.map((size) => [
    size,
    {
      minHeight: vars.control.height[size],
      paddingInline: vars.control.paddingX[size],
      fontSize: vars.control.fontSize[size],
      lineHeight: vars.font.lineHeight[size],
    },
  ]),
) as Record<Size, object>;

/** One tab (a radix trigger button or a navigation link). The current one has a brand bar. */
export const tab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockEnd: '-1px',
        height: '3px',
        background: 'transparent',
      },
      '&:hover': { color: vars.color.text, background: vars.color.surface },
      '&:focus': { outline: 'none' },
      '&:focus-visible': { ...focusRing, zIndex: 1 },
      '&[data-state="active"], &[aria-current="page"]': { color: vars.color.brand },
      '&[data-state="active"]::after, &[aria-current="page"]::after': {
        background: vars.color.brand,
      },
      '&[data-disabled], &:disabled': {
        color: vars.color.disabledText,
        cursor: 'not-allowed',
        background: 'transparent',
      },
    },
  },
  variants: {
    size: sizeVariants,
    stretch: { true: { flex: '1 1 0' }, false: {} },
  },
  defaultVariants: { size: 'm', stretch: false },
});

export const item = style({ display: 'flex', selectors: { '&[data-stretch]': { flex: '1 1 0' } } });

export const panel = style({
  paddingBlock: vars.space.m,
  borderRadius: vars.radius.s,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
