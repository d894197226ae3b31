import { createThemeContract } from '@vanilla-extract/css';
import { siteTokens, type ThemeTokens } from './tokens.ts';

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

function toContract<T extends object>(tokens: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as NullLeaves<T>;
}

/** CSS custom properties every kit style reads; themes assign them. */
export const vars = createThemeContract(toContract<ThemeTokens>(siteTokens));
