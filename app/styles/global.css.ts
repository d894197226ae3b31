import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../lib/index.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('img, svg', { maxWidth: '100%' });
