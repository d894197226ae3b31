import type { IdNumberAccept } from '../../../contract/rules/bin.ts';
import type { KitMessages } from '../../i18n/index.ts';

/** The words that name the number asked for: BIN (БСН in Kazakh), IIN (ЖСН), or either. */
export interface BinKindMessages {
  label: string;
  EMPTY: string;
  NOT_DIGITS: string;
  LENGTH: string;
  CHECKSUM: string;
}

export interface BinMessages extends Record<IdNumberAccept, BinKindMessages> {
  hint: string;
  /** An IIN where only a BIN is accepted. */
  IS_IIN: string;
  /** A BIN where only an IIN is accepted. */
  IS_BIN: string;
}

export const binMessages: KitMessages<BinMessages> = {
  ru: {
    bin: {
      label: 'БИН',
      EMPTY: 'Введите БИН',
      NOT_DIGITS: 'БИН должен состоять только из цифр',
      LENGTH: 'БИН должен состоять из 12 цифр',
      CHECKSUM: 'БИН введён с ошибкой — проверьте цифры',
    },
    iin: {
      label: 'ИИН',
      EMPTY: 'Введите ИИН',
      NOT_DIGITS: 'ИИН должен состоять только из цифр',
      LENGTH: 'ИИН должен состоять из 12 цифр',
      CHECKSUM: 'ИИН введён с ошибкой — проверьте цифры',
    },
    any: {
      label: 'ИИН или БИН',
      EMPTY: 'Введите ИИН или БИН',
      NOT_DIGITS: 'ИИН или БИН должен состоять только из цифр',
      LENGTH: 'ИИН или БИН должен состоять из 12 цифр',
      CHECKSUM: 'ИИН или БИН введён с ошибкой — проверьте цифры',
    },
    hint: '12 цифр',
    IS_IIN: 'Это ИИН физического лица. Введите БИН организации',
    IS_BIN: 'Это БИН организации. Введите ИИН',
  },
  kk: {
    bin: {
      label: 'БСН',
      EMPTY: 'БСН енгізіңіз',
      NOT_DIGITS: 'БСН тек цифрлардан тұруы керек',
      LENGTH: 'БСН 12 цифрдан тұруы керек',
      CHECKSUM: 'БСН қате енгізілген — цифрларды тексеріңіз',
    },
    iin: {
      label: 'ЖСН',
      EMPTY: 'ЖСН енгізіңіз',
      NOT_DIGITS: 'ЖСН тек цифрлардан тұруы керек',
      LENGTH: 'ЖСН 12 цифрдан тұруы керек',
      CHECKSUM: 'ЖСН қате енгізілген — цифрларды тексеріңіз',
    },
    any: {
      label: 'ЖСН немесе БСН',
      EMPTY: 'ЖСН немесе БСН енгізіңіз',
      NOT_DIGITS: 'ЖСН немесе БСН тек цифрлардан тұруы керек',
      LENGTH: 'ЖСН немесе БСН 12 цифрдан тұруы керек',
      CHECKSUM: 'ЖСН немесе БСН қате енгізілген — цифрларды тексеріңіз',
    },
    hint: '12 цифр',
    IS_IIN: 'Бұл — жеке тұлғаның ЖСН-і. Ұйымның БСН-ін енгізіңіз',
    IS_BIN: 'Бұл — ұйымның БСН-і. ЖСН-ді енгізіңіз',
  },
};
