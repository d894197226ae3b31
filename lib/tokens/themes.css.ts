import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { siteTokens, touchTokens } from './tokens.ts';

/** Class names that set every token; put one on the root of the page or widget. */
export const siteTheme = createTheme(vars, siteTokens);
export const touchTheme = createTheme(vars, touchTokens);
