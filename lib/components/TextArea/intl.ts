import type { KitMessages } from '../../i18n/index.ts';

/** Worded to avoid Russian number agreement: «Осталось символов: 5» reads right for any number. */
export const textAreaMessages: KitMessages<{
  limit: string;
  remaining: string;
  over: string;
}> = {
  ru: {
    limit: 'Максимум символов: {max}',
    remaining: 'Осталось символов: {count}',
    over: 'Лишних символов: {count}',
  },
  kk: {
    limit: 'Ең көбі {max} таңба енгізуге болады',
    remaining: 'Қалған таңбалар саны: {count}',
    over: 'Артық таңбалар саны: {count}',
  },
};
