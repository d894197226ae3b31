import { kk } from '../../locales/kk/index.ts';
import { ru } from '../../locales/ru/index.ts';
import { registerMessages } from './I18nProvider.tsx';

/**
 * Registers both languages at once: for the prerenderer, tests and stories, which render either
 * language in one process. The browser loads only its page's language (`loadMessages`).
 */
export function registerAllMessages(): void {
  registerMessages('ru', ru);
  registerMessages('kk', kk);
}
