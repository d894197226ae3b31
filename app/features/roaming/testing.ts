import type {
  RoamingCountry,
  RoamingTariff,
  RoamingTariffDetails,
} from '../../../contract/domain.ts';

/** Shaped like the reference backend's roaming data (server/db/seed/roaming.ts). */
export const COUNTRIES: RoamingCountry[] = [
  { code: 'RU', name: 'Россия', popular: true, zone: 'СНГ и Грузия' },
  { code: 'TR', name: 'Турция', popular: true, zone: 'Европа и Турция' },
  { code: 'DE', name: 'Германия', popular: true, zone: 'Европа и Турция' },
  { code: 'TM', name: 'Туркменистан', popular: false, zone: 'СНГ и Грузия' },
  { code: 'JP', name: 'Япония', popular: false, zone: 'Азия и Ближний Восток' },
];

export const POPULAR = COUNTRIES.filter((c) => c.popular);

export const DEFAULT_TARIFF: RoamingTariff = {
  id: 'roaming-default',
  kind: 'roaming',
  name: 'Роуминг по умолчанию',
  description: 'Подключён на всех номерах: оплата только за то, чем вы пользуетесь.',
  price: 0,
  period: 'day',
  connectedByDefault: true,
  ussd: null,
  highlights: [{ label: 'Входящие', value: 'от 99 ₸/мин' }],
};

export const WEEK_TARIFF: RoamingTariff = {
  id: 'roaming-europe-week',
  kind: 'roaming',
  name: 'Бизнес Роуминг: Европа и Турция на неделю',
  description: 'Интернет и звонки в странах зоны «Европа и Турция» по фиксированной цене.',
  price: 6900,
  period: 'week',
  connectedByDefault: false,
  ussd: '*120*3#',
  highlights: [
    { label: 'Интернет', value: '3 ГБ' },
    { label: 'Звонки', value: '60 мин' },
  ],
};

export const CALLS_TARIFF: RoamingTariff = {
  id: 'calls-europe-60',
  kind: 'calls',
  name: '60 минут: Европа и Турция',
  description: 'Звонки из Казахстана на номера стран зоны «Европа и Турция».',
  price: 4900,
  period: 'month',
  connectedByDefault: false,
  ussd: '*121*2#',
  highlights: [{ label: 'Звонки', value: '60 мин' }],
};

export const WEEK_DETAILS: RoamingTariffDetails = {
  ...WEEK_TARIFF,
  zone: 'Европа и Турция',
  countries: [
    'Турция',
    'Германия',
    'Франция',
    'Италия',
    'Испания',
    'Великобритания',
    'Нидерланды',
    'Чехия',
    'Польша',
    'Австрия',
  ],
  rows: [
    { label: 'Стоимость', value: '6 900 ₸ в неделю' },
    { label: 'Как подключить', value: 'наберите *120*3#' },
  ],
  notes: ['Пакет действует 7 дней с момента подключения', 'Цены указаны с НДС'],
};
