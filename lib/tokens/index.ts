export { SIZES, STATUS_COLORS, type Size, type StatusColor } from './scales.ts';
export { siteTokens, touchContrastTokens, touchTokens, type ThemeTokens } from './tokens.ts';
export { vars } from './contract.css.ts';
export { siteTheme, touchContrastTheme, touchTheme } from './themes.css.ts';
