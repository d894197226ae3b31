/**
 * The plugins every Vite build that bundles the kit runs: the site's client and SSR builds
 * (`vite.config.ts`), the Ladle stories (`.ladle/vite.config.ts`) and the embed widgets
 * (`embed/vite.config.ts`). Plain Vite/Rollup hooks only, so they also run in Ladle's own Vite 6.
 *
 * - `reactAriaKazakh`: react-aria's own strings in Kazakh (in the client and the SSR build alike,
 *   so the prerendered HTML and the hydrated page say the same words);
 * - `reactAriaInlineCombobox`: an open inline address list leaves the page visible to assistive
 *   technology.
 */
import type { Plugin } from 'vite';
import { reactAriaInlineCombobox } from './reactAriaInlineCombobox.ts';
import { reactAriaKazakh } from './reactAriaKazakh.ts';

export function kitPlugins(): Plugin[] {
  return [reactAriaKazakh(), reactAriaInlineCombobox()];
}
