/** UI strings of the `cabinet` namespace (Russian, the source of the keys). */
export const cabinet = {
  /** The cabinet login (§2.18) at /auth. */
  login: {
    intro: 'Введите БИН компании и номер телефона — мы отправим код подтверждения в SMS.',
    binLabel: 'БИН компании',
    phoneHint: 'Номер руководителя или контактный номер из заявки',
    companyName: 'Название компании',
    companyNameHint: 'Если вы ещё не клиент Dala Business',
    continue: 'Продолжить',
    sending: 'Отправляем код…',
    service: 'Услуга',
    intentTitle: 'Вы оформляете заявку',
    intentInternet: 'Интернет для офиса',
    intentMobile: 'Мобильная связь',
    intentText: 'После входа заявка сохранится в личном кабинете, и вы продолжите с этого места.',
    codeTitle: 'Введите код из SMS',
    codeSent: 'Мы отправили код на номер {{phone}}.',
    signIn: 'Войти',
    signingIn: 'Входим…',
    edit: 'Изменить БИН или телефон',
    gate: {
      title: 'Доступ в личный кабинет только для клиентов с поданной заявкой',
      text: 'Чтобы подать заявку, выберите услугу:',
      legend: 'Услуга',
      internet: 'Интернет для офиса',
      mobile: 'Мобильная связь',
      choose: 'Выберите услугу',
      go: 'Перейти',
    },
    methods: {
      label: 'Способ входа',
      sms: 'По SMS-коду',
      eds: 'По ЭЦП',
    },
    eds: {
      intro:
        'Войдите с ключом ЭЦП компании. Понадобится приложение NCALayer и ключ для аутентификации (файл AUTH_RSA256_…).',
      sign: 'Войти с ЭЦП',
      signing: 'Ожидаем подпись в NCALayer…',
      phoneHint: 'Контактный номер для заявки',
      useSms: 'Войти по SMS-коду',
    },
    mobile: {
      title: 'Используйте ноутбук или компьютер',
      text: 'Личный кабинет и онлайн-подключение рассчитаны на компьютер: для подписания документов понадобится ЭЦП.',
      home: 'На главную',
      close: 'Закрыть',
    },
  },
  /** What every EDS attempt (login, signing) says when it fails. */
  eds: {
    problemTitle: 'Ошибка',
    helpTitle: 'Что проверить',
    help: {
      install:
        'Установите NCALayer с сайта pki.gov.kz и запустите его — значок появится рядом с часами.',
      permission:
        'Если браузер спросит о доступе к устройствам в локальной сети, разрешите его для этого сайта.',
      certificate:
        'Если NCALayer запущен впервые, откройте https://127.0.0.1:13579 в этом браузере и один раз примите его сертификат.',
    },
  },
};
