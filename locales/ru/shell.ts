import { products } from './products.ts';

/** Words of the site shell (Russian, the source of the keys): header, menu, footer, search, 404. */
export const shell = {
  head: {
    /** `<title>` of a page: its own title, then the brand. */
    titleTemplate: '{{title}} — Dala Business',
  },
  skipLink: 'Перейти к основному содержанию',
  logo: '— на главную',
  nav: {
    label: 'Основная навигация',
    main: 'Главная',
    services: 'Услуги',
    blog: 'Блог',
    help: 'Помощь',
    contacts: 'Контакты',
    menu: 'Меню',
    closeMenu: 'Закрыть меню',
    cabinet: 'Кабинет',
    successCases: 'Истории успеха',
    becomeAgent: 'Стать агентом',
  },
  menu: {
    label: 'Услуги',
    sections: {
      connection: 'Связь',
      internet: 'Интернет',
      iot: 'IoT',
      cloud: 'Облака',
      security: 'Безопасность',
      advertising: 'Реклама и рассылки',
      automation: 'Автоматизация',
      more: 'Ещё',
    },
  },
  /** Every product's name and its short form (`./products.ts`, the one source). */
  products,
  language: {
    label: 'Язык сайта',
    ru: { short: 'Рус', name: 'Русский' },
    kk: { short: 'Қаз', name: 'Қазақша' },
  },
  profile: {
    menuLabel: 'Меню кабинета',
    loadingCompany: 'Загружаем данные компании',
    applications: 'Мои заявки',
    internet: 'Интернет для офиса',
    mobile: 'Мобильная связь',
    profile: 'Профиль',
    logout: 'Выйти',
  },
  search: {
    label: 'Поиск по сайту',
    placeholder: 'Поиск по сайту',
    submit: 'Найти',
    minLength: 'Введите не менее {{min}} символов',
    /** The count line of the search page, by plural category (ru: one / few / many / other). */
    count: {
      one: 'Найден {{count}} результат',
      few: 'Найдено {{count}} результата',
      many: 'Найдено {{count}} результатов',
      other: 'Найдено {{count}} результата',
    },
    nothingFound: 'Ничего не найдено',
    nothingFoundHint: 'Попробуйте другое слово или проверьте, нет ли опечатки.',
    results: 'Результаты поиска',
    loading: 'Ищем…',
    failed: 'Не удалось выполнить поиск. Попробуйте позже.',
  },
  footer: {
    forBusiness: 'Для бизнеса',
    about: {
      title: 'О компании',
      about: 'О компании',
      tender: 'Закупки',
      news: 'Новости',
      documents: 'Документы компании',
      offices: 'Адреса офисов',
    },
    support: {
      title: 'Поддержка',
      note: 'Бесплатно для абонентов Dala',
      newConnections: 'Подключение новых услуг',
      mobile: 'Поддержка мобильной связи',
      internet: 'Техподдержка интернета для офиса',
    },
    /** The link to the personal-data notice, in both footers. */
    personalData: 'Обработка персональных данных',
    /** The link to the accessibility statement, in both footers. */
    accessibility: 'Доступность сайта',
    copyright: '© {{year}} Dala Business. Все права защищены.',
  },
  notFound: {
    text: 'Возможно, страница была удалена или в адресе есть ошибка.',
    home: 'Вернуться на главную',
  },
  page: {
    cabinetLoading: 'Загружаем личный кабинет…',
    consultancyText: 'Специалист свяжется с вами в течение 2 рабочих дней.',
    breadcrumbs: 'Путь к странице',
    supportSections: 'Разделы помощи',
  },
};
