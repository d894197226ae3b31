/**
 * UI strings of the `widgets` namespace (Russian, the source of the keys): the three lead widgets
 * (consultation, handset offer, office address) and the public application flows around them
 * (office internet, mobile connection, the hand-off into the cabinet).
 *
 * The sections the embed widgets show are files of their own (`widgets/<section>.ts`), which a
 * widget imports (both languages): a bundler does not split a module between chunks, so with one
 * file every widget's first render carried the other widgets' words. Placeholders are rosetta's
 * `{{name}}`. The words for failed calls are the §8 catalogue (`contract/errors.ts`).
 */

import { common } from './widgets/common.ts';
import { consultation } from './widgets/consultation.ts';
import { handset } from './widgets/handset.ts';
import { address } from './widgets/address.ts';

export { common, consultation, handset, address };

/** The office-internet public flow (§2.15). */
export const officeInternet = {
  tabsLabel: 'Режим скорости',
  reduced: 'С понижением',
  reducedHint: 'Скорость снижается после 20:00',
  constant: 'Без понижения',
  constantHint: 'Одна и та же скорость 24/7',
  speed: '{{speed}} Мбит/с',
  speedReduced: 'до 20:00, затем ниже',
  speedConstant: 'круглосуточно',
  connect: 'Подключить',
  more: 'Узнать подробнее об {{service}}',
  // Mid-sentence: lower case.
  service: 'интернете для офиса',
  details:
    'Проводной интернет на скорости {{speed}} Мбит/с. Подключение — от 3 рабочих дней, по радиорелейной линии — от 7. Оплата ежемесячно, после установки.',
  detailsReduced: 'После 20:00 скорость снижается.',
  detailsConstant: 'Скорость не снижается в вечерние часы.',
  loading: 'Загружаем тарифы…',
  chosenTariff: 'Выбранный тариф',
  changeTariff: 'Изменить тариф',
  apply: 'Оформить заявку',
  applying: 'Оформляем заявку…',
  consult: 'Оставить заявку на консультацию',
  linkedAddress: 'Адрес офиса проверен — он в зоне покрытия',
  linkedAddressHint: 'Выберите тариф — адрес подставим в заявку.',
  reprice: {
    title: 'Оставьте заявку',
    description: 'Подберём тариф с бонусами для вашего офиса и перезвоним.',
    /** When the promo does not run: no bonuses promised. */
    descriptionWithoutPromo: 'Подберём тариф для вашего офиса и перезвоним.',
    /** The promo's state by the backend's day (issue 35); `{{date}}`: its last day in words. */
    promo: {
      running: 'Бонусы — для заявок, поданных до {{date}} года включительно.',
      ended:
        'Акция с бонусами завершилась {{date}} года. Заявку можно оставить и сейчас — менеджер перезвонит и подберёт условия.',
      upcoming:
        'Акция с бонусами ещё не началась. Оставьте заявку — менеджер перезвонит и подберёт условия.',
    },
    successText: 'Мы перезвоним в ближайшее время.',
    home: 'Перейти на главную',
  },
};

/** The mobile-connection public flow (§2.16). */
export const mobileConnection = {
  tariffsTitle: 'Тарифы',
  archive: 'Архив тарифов',
  choose: 'Выбрать',
  moreAbout: 'Подробнее о тарифе',
  perNumber: 'за номер в месяц',
  data: '{{gb}} ГБ интернета',
  dataUnlimited: 'Безлимитный интернет',
  minutes: '{{minutes}} минут на другие номера по Казахстану',
  sms: '{{sms}} СМС',
  ownCalls: 'Безлимитные звонки на номера Dala',
  // §2.16: every mobile application may connect the virtual PBX for free.
  pbxFree: 'Виртуальная АТС без доплаты',
  maxNumbers: 'До {{max}} номеров и {{extra}} дополнительных',
  loading: 'Загружаем тарифы…',
  stepTitle: 'Выберите количество номеров для подключения «{{tariff}}»',
  count: 'Количество номеров',
  countHint: 'От 1 до {{max}}',
  countRange: 'Введите число от 1 до {{max}}',
  additional: 'Дополнительные номера',
  additionalHint: '{{price}} ₸ за каждый, не больше {{max}}',
  additionalCount: 'Дополнительных номеров: {{count}}',
  addMore: 'Добавить ещё номера',
  removeAdditional: 'Убрать дополнительные номера',
  decrease: 'Убрать один дополнительный номер',
  increase: 'Добавить один дополнительный номер',
  additionalMax: 'Для этого тарифа не больше {{max}} дополнительных номеров',
  section1: 'Новые или свои номера',
  choiceNew: 'Все номера новые',
  choiceOwn: 'Все номера мои',
  choicePartly: 'Часть номеров мои',
  choiceOwnHint: 'Перенесём ваши номера на тариф',
  choicePartlyHint: 'Перенесём ваши номера на тариф, остальные будут новыми',
  ownNumbers: 'Ваши номера',
  ownNumbersHint: 'По одному в строке, например +7 701 123 45 67',
  ownNumbersRequired: 'Введите ваши номера',
  ownNumbersInvalid: 'Проверьте номера: {{numbers}}',
  ownNumbersAll: 'Укажите столько своих номеров, сколько подключаете: {{count}}',
  ownNumbersPartly: 'Укажите от 1 до {{max}} номеров — остальные будут новыми',
  ownNumbersDuplicate: 'Номер {{number}} указан дважды',
  section2: 'Виртуальная АТС',
  pbx: 'Подключить виртуальную АТС бесплатно',
  pbxLink: 'Подробнее о виртуальной АТС',
  section3: 'Роуминг',
  roaming: 'Включить базовый роуминг на всех номерах',
  roamingLink: 'Подробнее о роуминге',
  total: 'Ежемесячный платёж',
  totalValue: '{{price}} ₸/мес.',
  totalBreakdown: '{{count}} × {{price}} ₸ + {{extra}} × {{extraPrice}} ₸',
  continue: 'Продолжить',
  continuing: 'Оформляем заявку…',
  back: 'К тарифам',
};

/** The hand-off into the cabinet: the resume screen and the wizard's first screen. */
export const handoff = {
  resume: {
    internetTitle: 'Завершите старую заявку на интернет для офиса',
    mobileTitle: 'Завершите старую заявку на мобильную связь',
    text: 'Нужно завершить старую заявку, прежде чем подать новую. Продолжите с шага, на котором остановились, или завершите её и отправьте текущую.',
    address: 'Адрес подключения',
    phone: 'Телефон',
    tariff: 'Тариф',
    payment: 'Ежемесячный платёж',
    numbers: 'Номеров',
    continueOld: 'Продолжить старую заявку',
    finishCurrent: 'Завершить текущую',
    finishing: 'Завершаем старую заявку…',
    home: 'Перейти на главную',
  },
  summary: {
    tariff: 'Тариф',
    address: 'Адрес подключения',
    numbers: 'Номера',
    numbersValue: 'основных: {{main}}, дополнительных: {{extra}}',
    payment: 'Ежемесячный платёж',
  },
};

export const widgets = {
  common,
  consultation,
  handset,
  address,
  officeInternet,
  mobileConnection,
  handoff,
};
