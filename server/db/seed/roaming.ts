/**
 * Roaming and calls-abroad reference data. The spec fixes only «от 2200 ₸ в месяц»: the cheapest
 * package (the CIS monthly one) is 2200 ₸ and no package costs less, whatever its period. Every
 * other price here — the other packages, the pay-as-you-go rates of the default tariffs, their
 * volumes and USSD codes — is a SAMPLE value of this reference backend, to be replaced by the
 * operator's CRM. Countries belong to price zones; a tariff applies to one zone or to every
 * country ('*').
 */
import {
  ROAMING_FROM_KZT_PER_MONTH,
  type Locale,
  type RoamingKind,
  type RoamingPeriod,
} from '../../../contract/index.ts';

export const ROAMING_ZONES = {
  cis: { ru: 'СНГ и Грузия', kk: 'ТМД және Грузия' },
  europe: { ru: 'Европа и Турция', kk: 'Еуропа және Түркия' },
  asia: { ru: 'Азия и Ближний Восток', kk: 'Азия және Таяу Шығыс' },
  world: { ru: 'Остальной мир', kk: 'Әлемнің басқа елдері' },
} as const;
export type RoamingZone = keyof typeof ROAMING_ZONES;

export const ROAMING_COUNTRIES: ReadonlyArray<{
  code: string;
  ru: string;
  kk: string;
  zone: RoamingZone;
  popular?: boolean;
}> = [
  { code: 'RU', ru: 'Россия', kk: 'Ресей', zone: 'cis', popular: true },
  { code: 'UZ', ru: 'Узбекистан', kk: 'Өзбекстан', zone: 'cis', popular: true },
  { code: 'KG', ru: 'Кыргызстан', kk: 'Қырғызстан', zone: 'cis', popular: true },
  { code: 'GE', ru: 'Грузия', kk: 'Грузия', zone: 'cis', popular: true },
  { code: 'TJ', ru: 'Таджикистан', kk: 'Тәжікстан', zone: 'cis' },
  { code: 'AZ', ru: 'Азербайджан', kk: 'Әзербайжан', zone: 'cis' },
  { code: 'AM', ru: 'Армения', kk: 'Армения', zone: 'cis' },
  { code: 'BY', ru: 'Беларусь', kk: 'Беларусь', zone: 'cis' },
  { code: 'MD', ru: 'Молдова', kk: 'Молдова', zone: 'cis' },
  { code: 'TM', ru: 'Туркменистан', kk: 'Түрікменстан', zone: 'cis' },
  { code: 'TR', ru: 'Турция', kk: 'Түркия', zone: 'europe', popular: true },
  { code: 'DE', ru: 'Германия', kk: 'Германия', zone: 'europe', popular: true },
  { code: 'FR', ru: 'Франция', kk: 'Франция', zone: 'europe' },
  { code: 'IT', ru: 'Италия', kk: 'Италия', zone: 'europe' },
  { code: 'ES', ru: 'Испания', kk: 'Испания', zone: 'europe' },
  { code: 'GB', ru: 'Великобритания', kk: 'Ұлыбритания', zone: 'europe' },
  { code: 'NL', ru: 'Нидерланды', kk: 'Нидерланд', zone: 'europe' },
  { code: 'CZ', ru: 'Чехия', kk: 'Чехия', zone: 'europe' },
  { code: 'PL', ru: 'Польша', kk: 'Польша', zone: 'europe' },
  { code: 'AT', ru: 'Австрия', kk: 'Австрия', zone: 'europe' },
  { code: 'CH', ru: 'Швейцария', kk: 'Швейцария', zone: 'europe' },
  { code: 'GR', ru: 'Греция', kk: 'Грекия', zone: 'europe' },
  { code: 'ME', ru: 'Черногория', kk: 'Черногория', zone: 'europe' },
  { code: 'AE', ru: 'ОАЭ', kk: 'БАӘ', zone: 'asia', popular: true },
  { code: 'CN', ru: 'Китай', kk: 'Қытай', zone: 'asia', popular: true },
  { code: 'TH', ru: 'Таиланд', kk: 'Тайланд', zone: 'asia', popular: true },
  { code: 'KR', ru: 'Республика Корея', kk: 'Корея Республикасы', zone: 'asia', popular: true },
  { code: 'EG', ru: 'Египет', kk: 'Мысыр', zone: 'asia', popular: true },
  { code: 'JP', ru: 'Япония', kk: 'Жапония', zone: 'asia' },
  { code: 'IN', ru: 'Индия', kk: 'Үндістан', zone: 'asia' },
  { code: 'VN', ru: 'Вьетнам', kk: 'Вьетнам', zone: 'asia' },
  { code: 'MY', ru: 'Малайзия', kk: 'Малайзия', zone: 'asia' },
  { code: 'SG', ru: 'Сингапур', kk: 'Сингапур', zone: 'asia' },
  { code: 'ID', ru: 'Индонезия', kk: 'Индонезия', zone: 'asia' },
  { code: 'SA', ru: 'Саудовская Аравия', kk: 'Сауд Арабиясы', zone: 'asia' },
  { code: 'QA', ru: 'Катар', kk: 'Катар', zone: 'asia' },
  { code: 'IL', ru: 'Израиль', kk: 'Израиль', zone: 'asia' },
  { code: 'MN', ru: 'Монголия', kk: 'Моңғолия', zone: 'asia' },
  { code: 'US', ru: 'США', kk: 'АҚШ', zone: 'world', popular: true },
  { code: 'CA', ru: 'Канада', kk: 'Канада', zone: 'world' },
  { code: 'BR', ru: 'Бразилия', kk: 'Бразилия', zone: 'world' },
  { code: 'AR', ru: 'Аргентина', kk: 'Аргентина', zone: 'world' },
  { code: 'MX', ru: 'Мексика', kk: 'Мексика', zone: 'world' },
  { code: 'AU', ru: 'Австралия', kk: 'Австралия', zone: 'world' },
  { code: 'ZA', ru: 'ЮАР', kk: 'ОАР', zone: 'world' },
];

export interface RoamingTariffText {
  name: string;
  description: string;
  highlights: Array<{ label: string; value: string }>;
  rows: Array<{ label: string; value: string }>;
  notes: string[];
}

export interface RoamingTariffSeed {
  id: string;
  kind: RoamingKind;
  zone: RoamingZone | '*';
  price: number;
  period: RoamingPeriod;
  byDefault: boolean;
  ussd: string | null;
  text: Record<Locale, RoamingTariffText>;
}

/** 2200 → «2 200 ₸» with a no-break space, the same in both languages (no Intl for kk). */
export function tenge(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₸`;
}

const PER: Record<RoamingPeriod, Record<Locale, string>> = {
  day: { ru: 'в сутки', kk: 'тәулігіне' },
  week: { ru: 'в неделю', kk: 'аптасына' },
  month: { ru: 'в месяц', kk: 'айына' },
};
const VALIDITY: Record<RoamingPeriod, Record<Locale, string>> = {
  day: { ru: 'Пакет действует 24 часа с момента подключения', kk: 'Пакет қосылған сәттен бастап 24 сағат жарамды' },
  week: { ru: 'Пакет действует 7 дней с момента подключения', kk: 'Пакет қосылған сәттен бастап 7 күн жарамды' },
  month: { ru: 'Пакет действует 30 дней с момента подключения', kk: 'Пакет қосылған сәттен бастап 30 күн жарамды' },
}; // prettier-ignore

function roamingPackage(
  id: string,
  zone: RoamingZone,
  period: RoamingPeriod,
  price: number,
  gb: number,
  minutes: number,
  ussd: string,
): RoamingTariffSeed {
  const z = ROAMING_ZONES[zone];
  const periodName = {
    day: { ru: 'на сутки', kk: 'тәулікке' },
    week: { ru: 'на неделю', kk: 'аптаға' },
    month: { ru: 'на месяц', kk: 'айға' },
  }[period];
  const text = (locale: Locale): RoamingTariffText =>
    locale === 'ru'
      ? {
          name: `Бизнес Роуминг: ${z.ru} ${periodName.ru}`,
          description: `Интернет и звонки в странах зоны «${z.ru}» по фиксированной цене.`,
          highlights: [
            { label: 'Интернет', value: `${gb} ГБ` },
            { label: 'Звонки', value: `${minutes} мин` },
          ],
          rows: [
            { label: 'Стоимость', value: `${tenge(price)} ${PER[period].ru}` },
            { label: 'Мобильный интернет', value: `${gb} ГБ на максимальной скорости` },
            { label: 'Звонки', value: `${minutes} минут входящих и исходящих вызовов на номера Казахстана и страны пребывания` },
            { label: 'СМС', value: 'входящие бесплатно, исходящие — 49 ₸' },
            { label: 'После исчерпания пакета', value: 'интернет на скорости 128 Кбит/с, звонки по тарифу «Роуминг по умолчанию»' },
            { label: 'Как подключить', value: `наберите ${ussd}` },
          ],
          notes: [
            VALIDITY[period].ru,
            'Неиспользованный остаток на следующий период не переносится',
            'Цены указаны с НДС',
          ],
        }
      : {
          name: `Бизнес Роуминг: ${z.kk} ${periodName.kk}`,
          description: `«${z.kk}» аймағындағы елдерде интернет пен қоңыраулар тұрақты бағамен.`,
          highlights: [
            { label: 'Интернет', value: `${gb} ГБ` },
            { label: 'Қоңыраулар', value: `${minutes} мин` },
          ],
          rows: [
            { label: 'Құны', value: `${PER[period].kk} ${tenge(price)}` },
            { label: 'Мобильді интернет', value: `ең жоғары жылдамдықпен ${gb} ГБ` },
            { label: 'Қоңыраулар', value: `Қазақстан мен болатын елдің нөмірлеріне ${minutes} минут кіріс және шығыс қоңырау` },
            { label: 'SMS', value: 'кіріс тегін, шығыс — 49 ₸' },
            { label: 'Пакет таусылғаннан кейін', value: 'интернет 128 Кбит/с жылдамдықпен, қоңыраулар «Әдепкі роуминг» тарифі бойынша' },
            { label: 'Қалай қосуға болады', value: `${ussd} теріңіз` },
          ],
          notes: [
            VALIDITY[period].kk,
            'Пайдаланылмаған қалдық келесі кезеңге ауыспайды',
            'Бағалар ҚҚС-пен көрсетілген',
          ],
        }; // prettier-ignore
  return {
    id,
    kind: 'roaming',
    zone,
    price,
    period,
    byDefault: false,
    ussd,
    text: { ru: text('ru'), kk: text('kk') },
  };
}

function callsPackage(
  id: string,
  zone: RoamingZone,
  price: number,
  minutes: number,
  ussd: string,
): RoamingTariffSeed {
  const z = ROAMING_ZONES[zone];
  const text = (locale: Locale): RoamingTariffText =>
    locale === 'ru'
      ? {
          name: `${minutes} минут: ${z.ru}`,
          description: `Звонки из Казахстана на номера стран зоны «${z.ru}».`,
          highlights: [{ label: 'Звонки', value: `${minutes} мин` }],
          rows: [
            { label: 'Стоимость', value: `${tenge(price)} в месяц` },
            { label: 'Звонки', value: `${minutes} минут на мобильные и городские номера стран зоны` },
            { label: 'Сверх пакета', value: 'по тарифу «Международные звонки»' },
            { label: 'Как подключить', value: `наберите ${ussd}` },
          ],
          notes: [VALIDITY.month.ru, 'Цены указаны с НДС'],
        }
      : {
          name: `${minutes} минут: ${z.kk}`,
          description: `Қазақстаннан «${z.kk}» аймағы елдерінің нөмірлеріне қоңыраулар.`,
          highlights: [{ label: 'Қоңыраулар', value: `${minutes} мин` }],
          rows: [
            { label: 'Құны', value: `айына ${tenge(price)}` },
            { label: 'Қоңыраулар', value: `аймақ елдерінің ұялы және қалалық нөмірлеріне ${minutes} минут` },
            { label: 'Пакеттен тыс', value: '«Халықаралық қоңыраулар» тарифі бойынша' },
            { label: 'Қалай қосуға болады', value: `${ussd} теріңіз` },
          ],
          notes: [VALIDITY.month.kk, 'Бағалар ҚҚС-пен көрсетілген'],
        }; // prettier-ignore
  return {
    id,
    kind: 'calls',
    zone,
    price,
    period: 'month',
    byDefault: false,
    ussd,
    text: { ru: text('ru'), kk: text('kk') },
  };
}

const ROAMING_DEFAULT: RoamingTariffSeed = {
  id: 'roaming-default',
  kind: 'roaming',
  zone: '*',
  price: 0,
  period: 'day',
  byDefault: true,
  ussd: null,
  text: {
    ru: {
      name: 'Роуминг по умолчанию',
      description: 'Подключён на всех номерах: оплата только за то, чем вы пользуетесь.',
      highlights: [
        { label: 'Входящие', value: 'от 99 ₸/мин' },
        { label: 'Интернет', value: 'от 390 ₸/10 МБ' },
      ],
      rows: [
        { label: 'Входящие звонки', value: 'от 99 ₸ за минуту, в зависимости от страны' },
        { label: 'Исходящие звонки', value: 'от 149 ₸ за минуту' },
        { label: 'Мобильный интернет', value: 'от 390 ₸ за 10 МБ' },
        { label: 'Исходящие СМС', value: '49 ₸' },
      ],
      notes: ['Тарификация поминутная, интернет — блоками по 100 КБ', 'Цены указаны с НДС'],
    },
    kk: {
      name: 'Әдепкі роуминг',
      description: 'Барлық нөмірде қосулы: тек пайдаланған қызметіңіз үшін төлейсіз.',
      highlights: [
        { label: 'Кіріс', value: '99 ₸/мин бастап' },
        { label: 'Интернет', value: '390 ₸/10 МБ бастап' },
      ],
      rows: [
        { label: 'Кіріс қоңыраулар', value: 'елге байланысты минутына 99 ₸ бастап' },
        { label: 'Шығыс қоңыраулар', value: 'минутына 149 ₸ бастап' },
        { label: 'Мобильді интернет', value: '10 МБ үшін 390 ₸ бастап' },
        { label: 'Шығыс SMS', value: '49 ₸' },
      ],
      notes: ['Минуттық тарификация, интернет — 100 КБ блокпен', 'Бағалар ҚҚС-пен көрсетілген'],
    },
  },
};

const CALLS_DEFAULT: RoamingTariffSeed = {
  id: 'calls-default',
  kind: 'calls',
  zone: '*',
  price: 0,
  period: 'day',
  byDefault: true,
  ussd: null,
  text: {
    ru: {
      name: 'Международные звонки',
      description: 'Звонки из Казахстана за границу без подключения пакетов.',
      highlights: [{ label: 'Звонки', value: 'от 39 ₸/мин' }],
      rows: [
        { label: 'СНГ и Грузия', value: '39 ₸ за минуту' },
        { label: 'Европа и Турция', value: '89 ₸ за минуту' },
        { label: 'Азия и Ближний Восток', value: '99 ₸ за минуту' },
        { label: 'Остальной мир', value: '149 ₸ за минуту' },
      ],
      notes: ['Тарификация поминутная', 'Цены указаны с НДС'],
    },
    kk: {
      name: 'Халықаралық қоңыраулар',
      description: 'Пакет қоспай-ақ Қазақстаннан шетелге қоңыраулар.',
      highlights: [{ label: 'Қоңыраулар', value: '39 ₸/мин бастап' }],
      rows: [
        { label: 'ТМД және Грузия', value: 'минутына 39 ₸' },
        { label: 'Еуропа және Түркия', value: 'минутына 89 ₸' },
        { label: 'Азия және Таяу Шығыс', value: 'минутына 99 ₸' },
        { label: 'Әлемнің басқа елдері', value: 'минутына 149 ₸' },
      ],
      notes: ['Минуттық тарификация', 'Бағалар ҚҚС-пен көрсетілген'],
    },
  },
};

export const ROAMING_TARIFFS: readonly RoamingTariffSeed[] = [
  ROAMING_DEFAULT,
  roamingPackage('roaming-cis-month', 'cis', 'month', ROAMING_FROM_KZT_PER_MONTH, 2, 60, '*120*1#'),
  roamingPackage('roaming-europe-week', 'europe', 'week', 6900, 3, 60, '*120*3#'),
  roamingPackage('roaming-europe-month', 'europe', 'month', 14900, 10, 200, '*120*4#'),
  roamingPackage('roaming-asia-week', 'asia', 'week', 7900, 3, 60, '*120*5#'),
  roamingPackage('roaming-asia-month', 'asia', 'month', 16900, 10, 200, '*120*6#'),
  roamingPackage('roaming-world-day', 'world', 'day', 2990, 1, 30, '*120*7#'),
  roamingPackage('roaming-world-month', 'world', 'month', 24900, 8, 120, '*120*8#'),
  CALLS_DEFAULT,
  callsPackage('calls-cis-100', 'cis', 2500, 100, '*121*1#'),
  callsPackage('calls-europe-60', 'europe', 4900, 60, '*121*2#'),
  callsPackage('calls-asia-60', 'asia', 5900, 60, '*121*3#'),
  callsPackage('calls-world-60', 'world', 7900, 60, '*121*4#'),
];
