import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { SIZES, STATUS_COLORS, type Size, type StatusColor } from '../../tokens/scales.ts';

const paddingInline: Record<Size, keyof typeof vars.space> = {
  xs: 'xs',
  s: 's',
  m: 's',
  l: 'm',
  xl: 'm',
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.4em',
    boxSizing: 'border-box',
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    verticalAlign: 'middle',
  },
  variants: {
    color: Object.fromEntries(
      STATUS_COLORS.map((color) => [
        color,
        {
          background: vars.status[color].background,
          color: vars.status[color].text,
          borderColor: vars.status[color].background,
        },
      ]),
    ) as Record<StatusColor, object>,
    size: Object.fromEntries(
      SIZES.map((size) => [
        size,
        {
          fontSize: vars.font.size[size],
          lineHeight: vars.font.lineHeight[size],
          paddingInline: vars.space[paddingInline[size]],
        },
      ]),
    ) as Record<Size, object>,
  },
  defaultVariants: { color: 'lightgrey', size: 's' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/**
 * A badge's words are never cut: a long one (a landing's promo line) wraps inside the pill when it
 * meets the edge — at 320 px or under a reader's text spacing (WCAG 1.4.10, 1.4.12) an ellipsis
 * hid the offer's end.
 */
export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The status dot: the colour's strong tone, a shape that reads without colour too. */
export const dot = recipe({
  base: {
    flexShrink: 0,
    width: '0.55em',
    height: '0.55em',
    borderRadius: '50%',
  },
  variants: {
    color: Object.fromEntries(
      STATUS_COLORS.map((color) => [
        color,
        // on the dark grey badge the border tone equals the background; the text colour shows
        color === 'darkgrey'
          ? { background: vars.status[color].text }
          : { background: vars.status[color].border },
      ]),
    ) as Record<StatusColor, object>,
  },
});
