import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';
import { TONES, type AlertTone } from '../Alert/Alert.css.ts';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '26em',
  margin: 0,
  padding: vars.space.m,
  listStyle: 'none',
  outline: 'none',
  fontFamily: vars.font.family,
});

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

const toneColor: Record<AlertTone, string> = {
  success: vars.color.success,
  error: vars.color.danger,
  info: vars.color.info,
  warning: vars.color.warning,
};

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    columnGap: vars.space.s,
    alignItems: 'start',
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    borderInlineStart: '4px solid',
    background: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    fontSize: vars.font.size.m,
    lineHeight: vars.font.lineHeight.m,
    selectors: {
      '&:focus': { outline: 'none' },
      '&:focus-visible': focusRing,
      '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { animation: `${fadeOut} 120ms ease-in` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    tone: Object.fromEntries(
      TONES.map((tone) => [tone, { borderInlineStartColor: toneColor[tone] }]),
    ) as Record<AlertTone, object>,
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'flex', height: vars.font.lineHeight.m, alignItems: 'center' },
  variants: {
    tone: Object.fromEntries(TONES.map((tone) => [tone, { color: toneColor[tone] }])) as Record<
      AlertTone,
      object
    >,
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.font.weightMedium });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.height.xs,
  height: vars.control.height.xs,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
