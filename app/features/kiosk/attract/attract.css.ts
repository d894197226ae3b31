import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../lib/tokens/contract.css.ts';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});

/** Over the whole frame (it is in the frame, for its theme), above the bar and any dialog. */
export const attract = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  width: '100%',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  border: 'none',
  background: vars.color.brandActive,
  color: vars.color.textInverse,
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  touchAction: 'none',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const brandLine = style({
  display: 'block',
  fontSize: vars.font.heading.h4,
  fontWeight: vars.font.weightMedium,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.l,
  maxWidth: '860px',
  animation: `${fadeIn} 1.2s ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '200px',
  height: '200px',
  borderRadius: '50%',
  background: vars.color.background,
  color: vars.color.brand,
  fontSize: '110px',
});

export const title = style({
  display: 'block',
  fontSize: '72px',
  lineHeight: 1.1,
  fontWeight: vars.font.weightBold,
});

export const products = style({
  display: 'block',
  fontSize: vars.font.heading.h3,
  lineHeight: 1.4,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.l,
  width: '100%',
  maxWidth: '900px',
});

export const gridItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.heading.h4,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
});

export const gridIcon = style({ display: 'flex', color: vars.color.brand, fontSize: '44px' });

export const touch = style({
  display: 'block',
  padding: `${vars.space.m} ${vars.space.xxl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.focusText,
  fontSize: vars.font.heading.h3,
  fontWeight: vars.font.weightBold,
});
