import { style } from '@vanilla-extract/css';
import { vars } from '../../../../lib/tokens/contract.css.ts';

export const url = style({
  margin: 0,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
});

export const body = style({ display: 'grid', gap: vars.space.m });

export const scan = style({ margin: 0, textAlign: 'center' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
