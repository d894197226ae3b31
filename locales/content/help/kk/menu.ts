import type { HelpMenuSection } from '../../types.ts';

/** Анықтама мәзірі қазақ тілінде: мәзір ретімен үш топ (content-areas.md §2.2). */
const menu: readonly HelpMenuSection[] = [
  {
    name: 'Мобильді байланыс',
    url: 'mobile-connection',
    links: [
      { name: 'Пайдалы ақпарат және төлем', link: 'info' },
      { name: 'Қолданыстағы клиенттерге арналған құжаттар', link: 'connection-client-documents' },
      { name: '2017 жылғы 1 мамырға дейін шарт жасасқан заңды тұлғаларға', link: 'law-info' },
      { name: '2017 жылғы 1 мамырдан кейін шарт жасасқан заңды тұлғаларға', link: 'law-info-2' },
      { name: '«Мобильді бюджет» клиенттеріне арналған құжаттар', link: 'balance' },
      { name: 'Жаңа клиенттерге арналған құжаттар', link: 'documents' },
      { name: 'Қол қоюшылар туралы жадынама', link: 'sign-note' },
    ],
  },
  {
    name: 'Кеңсе байланысы және интернет',
    url: 'office-connection-internet',
    links: [
      { name: 'Қосылу туралы ақпарат', link: 'connection-info' },
      { name: 'Қалай клиент болуға болады', link: 'client-info' },
      { name: 'Интернет клиенттеріне арналған құжаттар', link: 'internet-client-documents' },
      { name: 'Қалай агент болуға болады', link: 'agent-info' },
      {
        name: 'GPON/FTTB желілерін салу бойынша қалай серіктес болуға болады',
        link: 'partner-info',
      },
    ],
  },
  {
    name: 'Сервистік қызметтер',
    url: 'service',
    links: [
      { name: '«Мобильді бизнес» жеке кабинеті', link: 'mb-cabinet' },
      { name: 'Құжаттарға ЭЦҚ арқылы қол қою', link: 'ecp-sign' },
      { name: 'Қашықтан қызмет көрсету', link: 'remote-maintenance' },
      { name: 'Құрылғыларды (IMEI) тіркеу', link: 'device-registration' },
    ],
  },
];

export default menu;
