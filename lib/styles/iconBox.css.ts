import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';

/**
 * The square an icon sits in beside a title: the services menu's sections, and whatever else
 * should read as one family with them (the home page's cards and benefits, the kiosk's tiles).
 * Its side is the theme's `iconBox`, so the touch theme enlarges every one of them alike; it never
 * shrinks in a row of text. The icon inside sizes itself in its box (61% by default).
 */
export const iconBox = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.iconBox,
  height: vars.control.iconBox,
  borderRadius: vars.radius.m,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
