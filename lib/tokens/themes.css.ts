import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { siteTokens, touchContrastTokens, touchTokens } from './tokens.ts';

/** Class names that set every token; put one on the root of the page or widget. */
export const siteTheme = createTheme(vars, siteTokens);
export const touchTheme = createTheme(vars, touchTokens);
/** The kiosk's accessibility mode: the touch theme at AAA contrast with 64px targets. */
export const touchContrastTheme = createTheme(vars, touchContrastTokens);
