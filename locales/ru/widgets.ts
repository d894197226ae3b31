/**
 * UI strings of the `widgets` namespace (Russian, the source of the keys): the three lead widgets
 * (consultation, handset offer, office address) and the public application flows around them
 * (office internet, mobile connection, the hand-off into the cabinet).
 *
 * Each section is also exported on its own: an embed widget imports only the sections it shows
 * (both languages), so a partner page does not download the words of the other widgets. Placeholders
 * are rosetta's `{{name}}`. The words for failed calls are the §8 catalogue (`contract/errors.ts`).
 */

/** Words every widget shares. */
export const common = {
  /** The error summary's title over a failed form. */
  errorSummaryTitle: 'Исправьте ошибки',
  submit: 'Отправить заявку',
  sending: 'Отправляем заявку…',
  back: 'Назад',
  successTitle: 'Заявка принята',
  required: {
    name: 'Введите имя',
    companyName: 'Введите название компании',
    consent: 'Подтвердите согласие на обработку персональных данных',
  },
  emailInvalid: 'Введите адрес электронной почты в формате name@example.kz',
  fields: {
    name: 'Имя',
    phone: 'Номер телефона',
    bin: 'БИН организации',
    companyName: 'Название компании',
    email: 'Электронная почта',
    optional: 'Необязательно',
  },
  consent: 'Я согласен на сбор, обработку и хранение персональных данных',
  /** Monthly price: «5 990 ₸/мес.» */
  perMonth: '{{price}} ₸/мес.',
};

/** The consultation form (§2.13) with its inline SMS confirmation. */
export const consultation = {
  title: 'Подберём решение для вашего бизнеса',
  description:
    'Оставьте заявку — специалист свяжется с вами в течение {{days}} рабочих дней и ответит на вопросы.',
  managerHelped: 'Мне помог заполнить заявку менеджер',
  agentLogin: 'Логин агента',
  agentLoginHint: 'Его сообщит менеджер, который помог с заявкой',
  agentLoginRequired: 'Введите логин агента',
  comment: 'Какие устройства вас интересуют',
  commentHint: 'Модели и количество — необязательно',
  checkingAgent: 'Проверяем логин агента…',
  sms: {
    title: 'Подтвердите номер телефона',
    sentTo: 'Мы отправили код подтверждения на номер {{phone}}.',
    confirm: 'Подтвердить',
    confirming: 'Проверяем код…',
    edit: 'Изменить данные заявки',
    codeRequired: 'Введите код из SMS',
    codeLength: 'Код состоит из {{length}} цифр',
  },
  successText: 'Специалист свяжется с вами в течение {{days}} рабочих дней.',
};

/** The handset special offer (§2.17): the BIN check and the connection request. */
export const handset = {
  title: 'Проверьте, доступно ли предложение',
  description: 'Введите БИН компании — проверка займёт несколько секунд.',
  binLabel: 'БИН компании',
  check: 'Узнать',
  checking: 'Проверяем компанию…',
  eligible: {
    title: 'Поздравляем!',
    text: 'Ваша компания — в числе будущих владельцев смартфонов. Оставьте заявку, и мы свяжемся с вами.',
  },
  notEligible: {
    title: 'Предложение недоступно',
    text: 'К сожалению, это предложение недоступно для вашей компании. Оставьте заявку — наш менеджер подберёт индивидуальные условия.',
  },
  checkAnother: 'Проверить другой БИН',
  formTitle: 'Заявка на подключение',
  summaryTitle: 'Тариф',
  tariff: 'Тариф',
  payment: 'Ежемесячный платёж за номер',
  successText: 'Мы свяжемся с вами в ближайшее время.',
};

/** The office-address check (§2.15). */
export const address = {
  title: 'Введите адрес офиса',
  description: 'Проверим, можно ли подключить интернет по этому адресу.',
  city: 'Город или населённый пункт',
  street: 'Улица, район или микрорайон',
  house: 'Дом',
  searchHint: 'Начните вводить название и выберите из списка',
  houseHint: 'Начните вводить номер и выберите из списка',
  streetDisabledHint: 'Сначала выберите город',
  houseDisabledHint: 'Сначала выберите улицу',
  searching: 'Ищем…',
  noMatches: 'Ничего не найдено. Проверьте название или введите адрес вручную',
  loadFailed: 'Не удалось загрузить список. Попробуйте ещё раз или введите адрес вручную',
  required: {
    city: 'Выберите город из списка',
    street: 'Выберите улицу, район или микрорайон из списка',
    house: 'Выберите дом из списка',
    cityText: 'Введите город или населённый пункт',
    streetText: 'Введите улицу, район или микрорайон',
    houseText: 'Введите номер дома',
  },
  notFound: 'Не нашли свой адрес?',
  manual: 'Ввести вручную',
  manualTitle: 'Адрес вручную',
  manualHint: 'Менеджер проверит техническую возможность подключения по этому адресу.',
  backToList: 'Выбрать адрес из списка',
  houseManualHint: 'Например, 17А или 150/230',
  continue: 'Продолжить',
  checking: 'Проверяем адрес…',
  hintTitle: 'Не нашли свой посёлок?',
  hintText: 'Некоторые населённые пункты в справочнике указаны в составе города и района:',
  /** «Косшы — г. Астана, Целиноградский район» */
  hintItem: '{{town}} — {{city}}, {{district}}',
  /** The second line of a settlement in the list. */
  underCity: '{{city}}, {{district}}',
  streetKinds: {
    street: 'ул. {{name}}',
    avenue: 'пр. {{name}}',
    district: '{{name}} р-н',
    microdistrict: 'мкр. {{name}}',
  },
  result: {
    coveredTitle: 'Адрес в зоне покрытия',
    coveredText: 'Подключим интернет от {{days}} рабочих дней.',
    fiber: 'По оптоволокну',
    radio: 'По радиорелейной линии',
    notCoveredTitle: 'Адрес пока вне зоны покрытия',
    notCoveredText:
      'Оставьте заявку на консультацию — менеджер предложит другие варианты подключения.',
    manualTitle: 'Проверим адрес вручную',
    manualText:
      'Этого адреса нет в нашем справочнике. Продолжите оформление — менеджер проверит техническую возможность и свяжется с вами.',
    change: 'Изменить адрес',
  },
};

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
  retry: 'Повторить',
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
  sms: '{{sms}} SMS',
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
    bin: 'БИН',
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
