import type { KitMessages } from '../../i18n/index.ts';

export const megaMenuMessages: KitMessages<{
  /** The drawer's close button. */
  closeMenu: string;
}> = {
  ru: { closeMenu: 'Закрыть меню' },
  kk: { closeMenu: 'Мәзірді жабу' },
};
