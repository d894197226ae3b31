import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';

/** Hidden on screen, read by screen readers (GOV.UK's visually-hidden). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus indicator of the kit: a yellow ring with a dark inner edge, visible on any background. */
export const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
  boxShadow: `0 0 0 ${vars.focusRing.offset} ${vars.color.focusText}`,
} as const;

export const focusVisible = style({
  selectors: { '&:focus-visible': focusRing },
});
