import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  selectors: {
    '&[data-layout="compact"]': { gap: vars.space.xs, flexWrap: 'wrap' },
  },
});

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  selectors: {
    // the line joining this step to the previous one
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${vars.control.height.s} / 2 - 1px)`,
      insetInlineEnd: `calc(50% + ${vars.control.height.s} / 2 + ${vars.space.xs})`,
      insetInlineStart: `calc(-50% + ${vars.control.height.s} / 2 + ${vars.space.xs})`,
      height: '2px',
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      { background: vars.color.brand },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.font.weightMedium },
    '&[data-state="complete"]': { color: vars.color.text },
    // compact: a bar per step and only the current step's words
    '[data-layout="compact"] > &': {
      flexDirection: 'row',
      flexBasis: 0,
      height: '6px',
      borderRadius: vars.radius.pill,
      background: vars.color.surfaceStrong,
    },
    '[data-layout="compact"] > &::before': { display: 'none' },
    '[data-layout="compact"] > &[data-state="complete"], [data-layout="compact"] > &[data-state="current"]':
      { background: vars.color.brand },
  },
});

export const marker = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.height.s,
  height: vars.control.height.s,
  borderRadius: '50%',
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  selectors: {
    '[data-state="current"] > &': {
      borderColor: vars.color.brand,
      color: vars.color.brand,
      boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
    },
    '[data-state="complete"] > &': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.textInverse,
    },
    '[data-layout="compact"] > * > &': { display: 'none' },
  },
});

export const label = style({ overflowWrap: 'anywhere' });

export const caption = style({
  margin: 0,
  marginBlockEnd: vars.space.s,
  color: vars.color.text,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

export const captionStep = style({ color: vars.color.textMuted });
