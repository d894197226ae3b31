import type { HelpMenuSection } from '../../types.ts';

/** The help menu in Russian: three groups in menu order (content-areas.md §2.2). */
const menu: readonly HelpMenuSection[] = [
  {
    name: 'Мобильная связь',
    url: 'mobile-connection',
    links: [
      { name: 'Полезная информация и оплата', link: 'info' },
      { name: 'Документы для действующих клиентов', link: 'connection-client-documents' },
      { name: 'Юридическим лицам с договором до 1 мая 2017 года', link: 'law-info' },
      { name: 'Юридическим лицам с договором после 1 мая 2017 года', link: 'law-info-2' },
      { name: 'Документы для клиентов «Мобильный бюджет»', link: 'balance' },
      { name: 'Документы для новых клиентов', link: 'documents' },
      { name: 'Памятка о подписантах', link: 'sign-note' },
    ],
  },
  {
    name: 'Офисная связь и интернет',
    url: 'office-connection-internet',
    links: [
      { name: 'Информация о подключении', link: 'connection-info' },
      { name: 'Как стать клиентом', link: 'client-info' },
      { name: 'Документы для клиентов интернета', link: 'internet-client-documents' },
      { name: 'Как стать агентом', link: 'agent-info' },
      { name: 'Как стать партнёром по строительству сетей GPON/FTTB', link: 'partner-info' },
    ],
  },
  {
    name: 'Сервисные услуги',
    url: 'service',
    links: [
      { name: 'Личный кабинет «Мобильный бизнес»', link: 'mb-cabinet' },
      { name: 'Подписание документов через ЭЦП', link: 'ecp-sign' },
      { name: 'Дистанционное обслуживание', link: 'remote-maintenance' },
      { name: 'Регистрация устройств (IMEI)', link: 'device-registration' },
    ],
  },
];

export default menu;
