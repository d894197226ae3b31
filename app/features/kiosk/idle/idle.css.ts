import { style } from '@vanilla-extract/css';
import { vars } from '../../../../lib/tokens/contract.css.ts';

export const seconds = style({
  margin: 0,
  textAlign: 'center',
  fontSize: '96px',
  lineHeight: 1,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  width: '100%',
});
