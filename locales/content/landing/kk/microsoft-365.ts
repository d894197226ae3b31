import { products } from '../../../kk/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products['microsoft-365'].name,
    tagline: 'Жазылым бойынша кеңсе пакеті',
    description:
      'Корпоративтік пошта, Word, Excel, PowerPoint, Teams және бұлтты қойма жазылым арқылы. Dala Business арқылы рәсімдеңіз: жаңа клиенттерге 25 адамға дейінгі командаға 30 күн тегін.',
    action: { label: 'Өтінім қалдыру', target: 'consultation' },
    highlights: ['30 күн тегін', '25 пайдаланушыға дейін', 'Жылдық жазылымға 20% жеңілдік'],
  },
  promo: {
    label: 'Жаңа клиенттерге',
    title: 'Microsoft 365-ті тегін байқап көріңіз',
    benefit1: '25 пайдаланушыға дейінгі командаға 30 күн тегін',
    benefit2:
      'Содан кейін Business Standard немесе Business Premium жылдық жазылымына 12 айға 20% жеңілдік',
    benefitLabel: '−20%',
    btn: { label: 'Өтінім қалдыру', target: 'consultation' },
    note: 'Сынақ кезеңі тек жаңа клиенттерге беріледі.',
  },
  features: {
    title: 'Жазылымға не кіреді',
    items: [
      {
        icon: 'mail',
        title: 'Корпоративтік пошта',
        description: 'Компания доменіндегі пошта, күнтізбелер мен контактілер.',
      },
      {
        icon: 'document',
        title: 'Office қосымшалары',
        description: 'Компьютердегі, браузердегі және смартфондағы Word, Excel, PowerPoint.',
      },
      {
        icon: 'message',
        title: 'Microsoft Teams',
        description: 'Чаттар, бейнекездесулер және құжаттармен бірлесіп жұмыс істеу.',
      },
      {
        icon: 'cloud',
        title: 'Бұлтты қойма',
        description: 'Қызметкерлердің файлдары OneDrive-та, ортақ қалталар SharePoint-те.',
      },
    ],
  },
  benefits: {
    title: 'Неге Dala Business арқылы',
    items: [
      {
        icon: 'wallet',
        title: 'Теңгемен төлеу',
        description: 'Шот пен құжаттар қазақстандық заңды тұлғадан.',
      },
      {
        icon: 'headset',
        title: 'Іске қосуға көмек',
        description: 'Поштаны көшіруге және есептік жазбаларды баптауға көмектесеміз.',
      },
      {
        icon: 'phone',
        title: products.teams.name,
        description: 'Teams-тен кәдімгі нөмірлерге қоңырау шалуды қосамыз.',
        link: { label: 'Толығырақ', href: '/kk/teams' },
      },
    ],
  },
  faq: {
    title: 'Жиі қойылатын сұрақтар',
    items: [
      {
        title: 'Сынақ кезеңі кімге беріледі?',
        text: '<p>Тек жаңа клиенттерге: 25 пайдаланушыға дейінгі командаға 30 күн тегін.</p>',
      },
      {
        title: 'Сынақ кезеңінен кейін не болады?',
        text: '<p>Business Standard немесе Business Premium жылдық жазылымын 20% жеңілдікпен рәсімдей аласыз. Жеңілдік 12 ай бойы сақталады.</p>',
      },
      {
        title: 'Teams-тен телефон нөмірлеріне қоңырау шалуға бола ма?',
        text: '<p>Иә, біздің <a href="/kk/teams">Microsoft Teams-тегі телефония</a> қызметімізбен. Ол үшін Teams және Teams Phone лицензиялары қажет.</p>',
      },
    ],
  },
  steps: {
    title: 'Қосылу процесі',
    items: [
      { title: 'Өтінім қалдырыңыз', subtitle: 'Пайдаланушылар санын көрсетіңіз.' },
      { title: 'Сынақ қолжетімділігін алыңыз', subtitle: '30 күн тегін — 25 пайдаланушыға дейін.' },
      {
        title: 'Жазылымды таңдаңыз',
        subtitle: 'Business Standard немесе Business Premium, бір жылға 20% жеңілдікпен.',
      },
    ],
  },
  otherServices: {
    title: 'Басқа қызметтер',
    products: ['teams', 'azure', 'aws', 'virtual-ats'],
  },
};

export default content;
