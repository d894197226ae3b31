import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../../lib/styles/utils.css.ts';
import { vars } from '../../../../lib/tokens/contract.css.ts';

/** The delivery pin: a brand-coloured dot with a white ring, visible on the plain background. */
export const pin = style({
  boxSizing: 'border-box',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.brand,
  border: `3px solid ${vars.color.background}`,
  boxShadow: vars.shadow.raised,
  cursor: 'grab',
  selectors: { '&:focus-visible': focusRing },
});

export const zoneLabel = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

/** A zone's outline and fill, over Leaflet's own attributes (CSS wins over SVG attributes). */
export const zone = style({
  stroke: vars.color.brand,
  strokeWidth: 2,
  fill: vars.color.brand,
  fillOpacity: 0.12,
});
