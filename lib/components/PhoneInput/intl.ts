import type { KitMessages } from '../../i18n/index.ts';

export interface PhoneMessages {
  label: string;
  /** A number a code is texted to (`accept="mobile"`): says why it must be a mobile. */
  hint: string;
  /** A number nothing is texted to (`accept="any"`): a landline will do. */
  hintAny: string;
  /** Required and nothing typed. */
  EMPTY: string;
  /** Not a real Kazakhstan number (spec §8 'Incorrect phone number'). */
  INVALID: string;
  /** A landline where a code must be texted: the catalogue's PHONE_NOT_MOBILE. */
  NOT_MOBILE: string;
}

export const phoneMessages: KitMessages<PhoneMessages> = {
  ru: {
    label: 'Номер телефона',
    hint: 'Мобильный — на него придёт код в СМС, например +7 (701) 123-45-67',
    hintAny: 'Мобильный или городской, например +7 (727) 312-34-56',
    EMPTY: 'Введите номер телефона',
    INVALID: 'Некорректный номер телефона',
    NOT_MOBILE: 'Нужен мобильный номер: на него придёт код в СМС',
  },
  kk: {
    label: 'Телефон нөмірі',
    hint: 'Ұялы нөмір — оған SMS-код келеді, мысалы +7 (701) 123-45-67',
    hintAny: 'Ұялы немесе қалалық нөмір, мысалы +7 (727) 312-34-56',
    EMPTY: 'Телефон нөмірін енгізіңіз',
    INVALID: 'Телефон нөмірі қате',
    NOT_MOBILE: 'Ұялы телефон нөмірі керек: оған SMS-код келеді',
  },
};
