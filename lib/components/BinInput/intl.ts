import type { IdNumberAccept } from '../../../contract/rules/bin.ts';
import type { KitMessages } from '../../i18n/index.ts';

/** The words that name the number asked for: BIN (БСН in Kazakh), IIN (ЖСН), or either. */
export interface BinKindMessages {
  label: string;
  /** Help under the label: the length, and for either kind, who has an IIN rather than a BIN. */
  hint: string;
  EMPTY: string;
  NOT_DIGITS: string;
  LENGTH: string;
  CHECKSUM: string;
}

export interface BinMessages extends Record<IdNumberAccept, BinKindMessages> {
  /** An IIN where only a BIN is accepted. */
  IS_IIN: string;
  /** A BIN where only an IIN is accepted. */
  IS_BIN: string;
}

/*
 * `any` is a company's number (contract/rules/bin.ts `COMPANY_NUMBER_ACCEPT`): a legal entity's
 * BIN or a sole proprietor's IIN — «БИН/ИИН» as a label, «БИН или ИИН» in a sentence, and the
 * hint says who has an IIN, since most visitors know only that their company has «a BIN».
 */
export const binMessages: KitMessages<BinMessages> = {
  ru: {
    bin: {
      label: 'БИН',
      hint: '12 цифр',
      EMPTY: 'Введите БИН',
      NOT_DIGITS: 'БИН должен состоять только из цифр',
      LENGTH: 'БИН должен состоять из 12 цифр',
      CHECKSUM: 'БИН введён с ошибкой — проверьте цифры',
    },
    iin: {
      label: 'ИИН',
      hint: '12 цифр',
      EMPTY: 'Введите ИИН',
      NOT_DIGITS: 'ИИН должен состоять только из цифр',
      LENGTH: 'ИИН должен состоять из 12 цифр',
      CHECKSUM: 'ИИН введён с ошибкой — проверьте цифры',
    },
    any: {
      label: 'БИН/ИИН',
      hint: '12 цифр. У ИП — ИИН',
      EMPTY: 'Введите БИН или ИИН',
      NOT_DIGITS: 'БИН или ИИН должен состоять только из цифр',
      LENGTH: 'БИН или ИИН должен состоять из 12 цифр',
      CHECKSUM: 'БИН или ИИН введён с ошибкой — проверьте цифры',
    },
    IS_IIN: 'Это ИИН физического лица. Введите БИН организации',
    IS_BIN: 'Это БИН организации. Введите ИИН',
  },
  kk: {
    bin: {
      label: 'БСН',
      hint: '12 цифр',
      EMPTY: 'БСН енгізіңіз',
      NOT_DIGITS: 'БСН тек цифрлардан тұруы керек',
      LENGTH: 'БСН 12 цифрдан тұруы керек',
      CHECKSUM: 'БСН қате енгізілген — цифрларды тексеріңіз',
    },
    iin: {
      label: 'ЖСН',
      hint: '12 цифр',
      EMPTY: 'ЖСН енгізіңіз',
      NOT_DIGITS: 'ЖСН тек цифрлардан тұруы керек',
      LENGTH: 'ЖСН 12 цифрдан тұруы керек',
      CHECKSUM: 'ЖСН қате енгізілген — цифрларды тексеріңіз',
    },
    any: {
      label: 'БСН/ЖСН',
      hint: '12 цифр. ЖК үшін — ЖСН',
      EMPTY: 'БСН немесе ЖСН енгізіңіз',
      NOT_DIGITS: 'БСН немесе ЖСН тек цифрлардан тұруы керек',
      LENGTH: 'БСН немесе ЖСН 12 цифрдан тұруы керек',
      CHECKSUM: 'БСН немесе ЖСН қате енгізілген — цифрларды тексеріңіз',
    },
    IS_IIN: 'Бұл — жеке тұлғаның ЖСН-і. Ұйымның БСН-ін енгізіңіз',
    IS_BIN: 'Бұл — ұйымның БСН-і. ЖСН-ді енгізіңіз',
  },
};
