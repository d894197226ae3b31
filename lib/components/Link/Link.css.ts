import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

export const link = recipe({
  base: {
    color: vars.color.link,
    fontFamily: 'inherit',
    borderRadius: vars.radius.s,
    textUnderlineOffset: '0.15em',
    textDecorationThickness: '1px',
    selectors: {
      '&:hover': { color: vars.color.brandHover, textDecorationThickness: '3px' },
      '&:focus': { outline: 'none' },
      // GOV.UK: on focus the link turns dark on the yellow ring, whatever its visited state.
      '&:focus-visible': { ...focusRing, color: vars.color.focusText, textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: underlined, a visited colour. */
      inline: {
        textDecorationLine: 'underline',
        selectors: {
          '&:visited:not(:hover):not(:focus-visible)': { color: vars.color.linkVisited },
        },
      },
      /**
       * On its own (lists, "more" links): no visited colour, underline on hover. A target of its
       * own, so at least the theme's `minTarget` tall (48px on the kiosk's touch screens).
       */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.control.minTarget,
        gap: vars.space.xs,
        fontWeight: vars.font.weightMedium,
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  flexShrink: 0,
});
