import type { KitMessages } from '../../i18n/index.ts';

export const linkMessages: KitMessages<{ opensInNewTab: string }> = {
  ru: { opensInNewTab: '(откроется в новой вкладке)' },
  kk: { opensInNewTab: '(жаңа қойындыда ашылады)' },
};
