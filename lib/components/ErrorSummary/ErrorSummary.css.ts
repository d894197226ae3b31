import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

export const root = style({
  boxSizing: 'border-box',
  padding: vars.space.l,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    // shown on any focus, also the programmatic one after a submit by mouse (as GOV.UK does)
    '&:focus': focusRing,
  },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.m,
  fontSize: vars.font.heading.h4,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weightBold,
});

export const description = style({ margin: 0, marginBlockEnd: vars.space.m });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  // Each error is a target of its own: at least the theme's `minTarget` tall (48px on touch).
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.minTarget,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.s,
  selectors: {
    '&:visited': { color: vars.color.danger },
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { ...focusRing, color: vars.color.focusText, textDecoration: 'none' },
  },
});
