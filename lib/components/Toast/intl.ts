import type { KitMessages } from '../../i18n/index.ts';

export const toastMessages: KitMessages<{
  /** Read before each toast's text by screen readers. */
  announcePrefix: string;
  /** The toast region's name; `{hotkey}` is the key that moves focus to it (F8). */
  region: string;
}> = {
  ru: { announcePrefix: 'Уведомление', region: 'Уведомления ({hotkey})' },
  kk: { announcePrefix: 'Хабарлама', region: 'Хабарламалар ({hotkey})' },
};
