import { products } from '../../../kk/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products['azure-express-route'].name,
    description:
      'Желіңізді Microsoft Azure мен Microsoft 365-ке жария интернетке шықпай жалғайтын жеке қосылым. 50 Мбит/с-тен 100 Гбит/с-ке дейінгі тұрақты жылдамдық және кепілдік берілген қолжетімділік.',
    action: { label: 'Кеңес алу', target: 'consultation' },
    highlights: ['50 Мбит/с-тен 100 Гбит/с-ке дейін', 'SLA 99,95%-ға дейін'],
  },
  features: {
    title: 'Сипаттамалар',
    items: [
      {
        icon: 'speed',
        title: '50 Мбит/с-тен 100 Гбит/с-ке дейін',
        description: 'Жылдамдық жүктемеге қарай таңдалады және онымен бірге өсе алады.',
      },
      {
        icon: 'check',
        title: 'SLA 99,95%-ға дейін',
        description: 'Арнаның кепілдік берілген қолжетімділігі.',
      },
      {
        icon: 'lock',
        title: 'Жария интернетсіз',
        description: 'Трафик жеке арнамен өтеді және интернетпен қиылыспайды.',
      },
    ],
  },
  usages: {
    kind: 'list',
    title: 'Кімге лайық',
    items: [
      {
        icon: 'server',
        title: 'Гибридті IT-инфрақұрылым',
        description: 'Өз серверлеріңіз бен Azure бір желіде.',
      },
      {
        icon: 'bank',
        title: 'Реттелетін салалар',
        description:
          'Банктер, сақтандыру, мемлекеттік сектор — деректер беру арналарына қойылатын талаптар.',
      },
      {
        icon: 'chart',
        title: 'Деректердің үлкен көлемі',
        description: 'Талдау, сақтық көшірме, көшіру.',
      },
    ],
  },
  faq: {
    title: 'Жиі қойылатын сұрақтар',
    items: [
      {
        title: 'Қандай жылдамдыққа тапсырыс беруге болады?',
        text: '<p>50 Мбит/с-тен 100 Гбит/с-ке дейін. Жүктеме өскенде жылдамдықты арттыруға болады.</p>',
      },
      {
        title: 'Арнаның SLA деңгейі қандай?',
        text: '<p>99,95%-ға дейін — деңгей қосылу мен резервтеу сызбасына байланысты.</p>',
      },
      {
        title: 'Azure сервистерінің өзін қайдан рәсімдеуге болады?',
        text: '<p>Бізден: толығырақ <a href="/kk/azure">Microsoft Azure</a> бетінде.</p>',
      },
    ],
  },
  steps: {
    title: 'Қосылу процесі',
    items: [
      { title: 'Өтінім қалдырыңыз', subtitle: 'Жылдамдық пен қосылу алаңын көрсетіңіз.' },
      { title: 'Сызбаны келісіңіз', subtitle: 'Резервтеу нұсқасы мен SLA деңгейін таңдаймыз.' },
      {
        title: 'Арнаны қосыңыз',
        subtitle: 'Арнаны ұйымдастырып, Azure-мен байланысты тексереміз.',
      },
    ],
  },
  otherServices: {
    title: 'Басқа қызметтер',
    products: ['azure', 'aws-direct-connect', 'ip-vpn', 'microsoft-365'],
  },
};

export default content;
