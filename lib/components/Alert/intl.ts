import type { KitMessages } from '../../i18n/index.ts';

/** Hidden words that tell screen-reader users the kind of message the icon and colour show. */
export const alertMessages: KitMessages<{
  success: string;
  error: string;
  info: string;
  warning: string;
}> = {
  ru: { success: 'Готово:', error: 'Ошибка:', info: 'Информация:', warning: 'Внимание:' },
  kk: { success: 'Дайын:', error: 'Қате:', info: 'Ақпарат:', warning: 'Назар аударыңыз:' },
};
