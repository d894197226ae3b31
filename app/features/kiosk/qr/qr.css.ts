import { style } from '@vanilla-extract/css';
import { vars } from '../../../../lib/tokens/contract.css.ts';

export const code = style({
  display: 'block',
  // Big enough for a phone held at arm's length from a standing screen.
  width: '320px',
  maxWidth: '100%',
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
});

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
