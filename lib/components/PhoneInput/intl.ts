import type { KitMessages } from '../../i18n/index.ts';

export interface PhoneMessages {
  label: string;
  hint: string;
  /** Required and nothing typed. */
  EMPTY: string;
  /** Not a real Kazakhstan mobile number (spec §8 'Incorrect phone number'). */
  INVALID: string;
}

export const phoneMessages: KitMessages<PhoneMessages> = {
  ru: {
    label: 'Номер телефона',
    hint: 'Мобильный, например +7 (701) 123-45-67',
    EMPTY: 'Введите номер телефона',
    INVALID: 'Некорректный номер телефона',
  },
  kk: {
    label: 'Телефон нөмірі',
    hint: 'Ұялы байланыс нөмірі, мысалы +7 (701) 123-45-67',
    EMPTY: 'Телефон нөмірін енгізіңіз',
    INVALID: 'Телефон нөмірі қате',
  },
};
