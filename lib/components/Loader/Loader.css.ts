import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { SIZES, type Size } from '../../tokens/scales.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s,
    color: vars.color.textMuted,
  },
  variants: {
    size: Object.fromEntries(
      SIZES.map((size) => [
        size,
        { fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] },
      ]),
    ) as Record<Size, object>,
    /** Stacks the label under the spinner, centred, for a page or panel that is loading. */
    layout: {
      inline: {},
      block: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        paddingBlock: vars.space.l,
        textAlign: 'center',
      },
    },
  },
  defaultVariants: { size: 'm', layout: 'inline' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.35 } });

/** The ring scales with the size's line height, so the spinner sits level with its label. */
const spinnerSize: Record<Size, string> = Object.fromEntries(
  SIZES.map((size) => [size, vars.font.lineHeight[size]]),
) as Record<Size, string>;

export const spinner = recipe({
  base: {
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: '0.18em solid',
    borderColor: vars.color.surfaceStrong,
    borderTopColor: vars.color.brand,
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // no rotation for people who asked for less motion: a slow fade says "still working"
      '(prefers-reduced-motion: reduce)': {
        borderColor: vars.color.brand,
        animation: `${pulse} 2s ease-in-out infinite`,
      },
    },
  },
  variants: {
    size: Object.fromEntries(
      SIZES.map((size) => [size, { width: spinnerSize[size], height: spinnerSize[size] }]),
    ) as Record<Size, object>,
    layout: {
      inline: {},
      block: { width: '2.5em', height: '2.5em', borderWidth: '0.25em' },
    },
  },
});
