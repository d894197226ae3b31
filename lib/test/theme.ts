import { vars } from '../tokens/contract.css.ts';
import { tokenProperty } from '../tokens/overlayTheme.ts';
import { siteTheme, touchTheme } from '../tokens/themes.css.ts';
import { siteTokens, touchTokens } from '../tokens/tokens.ts';

/** `--property: value;` for every token, walking the contract and a token object side by side. */
function declarations(contract: object, tokens: object): string[] {
  return Object.entries(contract).flatMap(([key, token]) => {
    const value = (tokens as Record<string, unknown>)[key];
    return typeof token === 'string'
      ? [`${tokenProperty(token)}: ${String(value)};`]
      : declarations(token as object, value as object);
  });
}

/**
 * jsdom gets no CSS from vanilla-extract. This puts the two kit themes' custom properties on
 * their real class names, with their real values, so a test can see which tokens reach an
 * element (jsdom applies stylesheets' custom properties and inherits them). Returns the remover.
 */
export function installThemeTokens(): () => void {
  const style = document.createElement('style');
  style.textContent = [
    `.${siteTheme} { ${declarations(vars, siteTokens).join(' ')} }`,
    `.${touchTheme} { ${declarations(vars, touchTokens).join(' ')} }`,
  ].join('\n');
  document.head.append(style);
  return () => style.remove();
}
