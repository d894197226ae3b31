import type { KitMessages } from '../../i18n/index.ts';

export const textFieldMessages: KitMessages<{
  /** `{chars}` is the field's list, as given (the spec's: `!”№%:%:,.(;)_+=-№$`, §5). */
  forbiddenCharacters: string;
  /** The same list, under the label before anyone types. */
  forbiddenHint: string;
}> = {
  ru: {
    forbiddenCharacters: 'Недопустимые символы: {chars}',
    forbiddenHint: 'Не используйте символы: {chars}',
  },
  kk: {
    forbiddenCharacters: 'Рұқсат етілмеген таңбалар: {chars}',
    forbiddenHint: 'Мына таңбаларды қолданбаңыз: {chars}',
  },
};
