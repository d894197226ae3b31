import { products } from '../../../kk/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products.azure.name,
    tagline: 'Бизнеске арналған Microsoft бұлты',
    description:
      'Серверлерге, дерекқорларға, сақтық көшірмеге және жасанды интеллект сервистеріне арналған Microsoft бұлтты платформасы. Шарт пен төлем Dala Business арқылы теңгемен, инженерлеріміздің қолдауы орыс және қазақ тілдерінде.',
    action: { label: 'Кеңес алу', target: 'consultation' },
  },
  features: {
    title: 'Azure не береді',
    items: [
      {
        icon: 'server',
        title: 'Виртуалды машиналар',
        description: 'Бірнеше минутта іске қосылатын Windows және Linux серверлері.',
      },
      {
        icon: 'refresh',
        title: 'Сақтық көшірме',
        description:
          'Серверлер мен деректердің бұлттағы көшірмесі және ақаудан кейін жылдам қалпына келтіру.',
      },
      {
        icon: 'robot',
        title: 'ЖИ сервистері',
        description: 'Сөзді, мәтінді және суретті тануға арналған дайын модельдер.',
      },
      {
        icon: 'link',
        title: 'Azure-ға жеке арна',
        description: 'Интернетті айналып өтетін 50 Мбит/с-тен 100 Гбит/с-ке дейінгі қосылым.',
        link: { label: 'Azure ExpressRoute', href: '/kk/azure-express-route' },
      },
    ],
  },
  benefits: {
    title: 'Неге Dala Business арқылы',
    items: [
      {
        icon: 'document',
        title: 'Қазақстандық шарт',
        description: 'Құжаттар мен шоттар қазақстандық заңды тұлғадан.',
      },
      {
        icon: 'wallet',
        title: 'Теңгемен төлеу',
        description: 'Валюталық төлемсіз және шетелдік картасыз.',
      },
      {
        icon: 'users',
        title: 'Microsoft экожүйесі',
        description: 'Azure, Microsoft 365 және Teams-тегі телефония — бір жеткізушіде.',
      },
    ],
  },
  faq: {
    title: 'Жиі қойылатын сұрақтар',
    items: [
      {
        title: 'Azure-ға жеке арна арқылы қосылуға бола ма?',
        text: '<p>Иә, <a href="/kk/azure-express-route">Azure ExpressRoute</a> арқылы: 50 Мбит/с-тен 100 Гбит/с-ке дейін, SLA 99,95%-ға дейін.</p>',
      },
      {
        title: 'Azure қалай төленеді?',
        text: '<p>Ресурстарды нақты тұтынуға қарай Dala Business-тің теңгедегі шоты бойынша. Жабу құжаттары — ай сайын.</p>',
      },
      {
        title: 'Сіздерде Microsoft 365 бар ма?',
        text: '<p>Иә, жазылымды бізден рәсімдеуге болады — жаңа клиенттерге 30 күндік сынақ кезеңімен. Толығырақ — <a href="/kk/microsoft-365">Microsoft 365</a> бетінде.</p>',
      },
    ],
  },
  steps: {
    title: 'Қосылу процесі',
    items: [
      { title: 'Өтінім қалдырыңыз', subtitle: 'Бұлтта шешкіңіз келетін міндеттерді сипаттаңыз.' },
      { title: 'Есепті алыңыз', subtitle: 'Azure сервистерін таңдап, құнын бағалаймыз.' },
      { title: 'Шартқа қол қойыңыз', subtitle: 'Компанияңызға Azure жазылымын ашамыз.' },
    ],
  },
  otherServices: {
    title: 'Басқа қызметтер',
    products: ['azure-express-route', 'microsoft-365', 'teams', 'aws'],
  },
};

export default content;
