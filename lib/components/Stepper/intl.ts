import type { KitMessages } from '../../i18n/index.ts';

export const stepperMessages: KitMessages<{
  /** The list's accessible name. */
  label: string;
  /** Read before the current step's name; `{current}` and `{total}` are numbers. */
  current: string;
  /** Read before a finished step's name. */
  complete: string;
}> = {
  ru: { label: 'Этапы заявки', current: 'Шаг {current} из {total}:', complete: 'Выполнено:' },
  kk: {
    label: 'Өтінім кезеңдері',
    current: '{total} қадамның {current}-қадамы:',
    complete: 'Орындалды:',
  },
};
