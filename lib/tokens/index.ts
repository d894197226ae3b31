export { SIZES, STATUS_COLORS, type Size, type StatusColor } from './scales.ts';
export { siteTokens, touchTokens, type ThemeTokens } from './tokens.ts';
export { vars } from './contract.css.ts';
export { siteTheme, touchTheme } from './themes.css.ts';
