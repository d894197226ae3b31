import type { KitMessages } from '../../i18n/index.ts';

export const textFieldMessages: KitMessages<{
  /** `{chars}` is the forbidden characters the user actually typed. */
  forbiddenCharacters: string;
}> = {
  ru: { forbiddenCharacters: 'Недопустимые символы: {chars}' },
  kk: { forbiddenCharacters: 'Рұқсат етілмеген таңбалар: {chars}' },
};
