import type { KitMessages } from '../../i18n/index.ts';

export const errorSummaryMessages: KitMessages<{ title: string }> = {
  ru: { title: 'Исправьте ошибки' },
  kk: { title: 'Қателерді түзетіңіз' },
};
