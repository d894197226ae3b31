import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { siteTokens, vars } from '../../lib/index.ts';

// The site's tokens on the root too, so the body and anything portalled outside the app's root
// (dialogs, dropdowns) get the same type and colours.
createGlobalTheme(':root', vars, siteTokens);

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
