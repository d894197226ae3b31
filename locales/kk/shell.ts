import type { shell as source } from '../ru/shell.ts';
import type { Shape } from '../types.ts';
import { products } from './products.ts';

export const shell: Shape<typeof source> = {
  head: {
    titleTemplate: '{{title}} — Dala Business',
  },
  skipLink: 'Негізгі мазмұнға өту',
  logo: '— басты бетке',
  nav: {
    label: 'Негізгі навигация',
    main: 'Басты бет',
    services: 'Қызметтер',
    blog: 'Блог',
    help: 'Көмек',
    contacts: 'Байланыс',
    menu: 'Мәзір',
    closeMenu: 'Мәзірді жабу',
    cabinet: 'Кабинет',
    successCases: 'Табыс тарихтары',
    becomeAgent: 'Агент болу',
  },
  menu: {
    label: 'Қызметтер',
    sections: {
      connection: 'Байланыс',
      internet: 'Интернет',
      iot: 'IoT',
      cloud: 'Бұлттар',
      security: 'Қауіпсіздік',
      advertising: 'Жарнама және таратылымдар',
      automation: 'Автоматтандыру',
      more: 'Басқа',
    },
  },
  /** Every product's name and its short form (`./products.ts`, the one source). */
  products,
  language: {
    label: 'Сайт тілі',
    ru: { short: 'Рус', name: 'Русский' },
    kk: { short: 'Қаз', name: 'Қазақша' },
  },
  profile: {
    menuLabel: 'Кабинет мәзірі',
    loadingCompany: 'Компания деректері жүктелуде',
    applications: 'Менің өтінімдерім',
    internet: 'Кеңсеге арналған интернет',
    mobile: 'Мобильді байланыс',
    profile: 'Профиль',
    logout: 'Шығу',
  },
  search: {
    label: 'Сайт бойынша іздеу',
    placeholder: 'Сайт бойынша іздеу',
    submit: 'Іздеу',
    minLength: 'Кемінде {{min}} таңба енгізіңіз',
    // Kazakh keeps the noun singular after a numeral, so every category reads the same.
    count: {
      one: '{{count}} нәтиже табылды',
      few: '{{count}} нәтиже табылды',
      many: '{{count}} нәтиже табылды',
      other: '{{count}} нәтиже табылды',
    },
    nothingFound: 'Ештеңе табылмады',
    nothingFoundHint: 'Басқа сөзбен іздеп көріңіз немесе қате жазылмағанын тексеріңіз.',
    results: 'Іздеу нәтижелері',
    loading: 'Іздеп жатырмыз…',
    failed: 'Іздеу орындалмады. Кейінірек қайталап көріңіз.',
  },
  footer: {
    forBusiness: 'Бизнеске',
    about: {
      title: 'Компания туралы',
      about: 'Компания туралы',
      tender: 'Сатып алулар',
      news: 'Жаңалықтар',
      documents: 'Компания құжаттары',
      offices: 'Кеңселер мекенжайлары',
    },
    support: {
      title: 'Қолдау',
      note: 'Dala абоненттері үшін тегін',
      newConnections: 'Жаңа қызметтерді қосу',
      mobile: 'Мобильді байланысты қолдау',
      internet: 'Кеңсе интернетінің техникалық қолдауы',
    },
    /** The link to the personal-data notice, in both footers. */
    personalData: 'Дербес деректерді өңдеу',
    accessibility: 'Сайттың қолжетімділігі',
    copyright: '© {{year}} Dala Business. Барлық құқықтар қорғалған.',
  },
  notFound: {
    text: 'Бет жойылған болуы мүмкін немесе мекенжайда қате бар.',
    home: 'Басты бетке оралу',
  },
  page: {
    cabinetLoading: 'Жеке кабинет жүктелуде…',
    consultancyText: 'Маман 2 жұмыс күні ішінде сізбен хабарласады.',
    breadcrumbs: 'Бетке апаратын жол',
    supportSections: 'Көмек бөлімдері',
  },
};
