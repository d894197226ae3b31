import { products } from '../../../ru/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products['microsoft-365'].name,
    tagline: 'Офисный пакет по подписке',
    description:
      'Корпоративная почта, Word, Excel, PowerPoint, Teams и облачное хранилище по подписке. Оформите через Dala Business: новым клиентам — 30 дней бесплатно для команды до 25 человек.',
    action: { label: 'Оставить заявку', target: 'consultation' },
    highlights: ['30 дней бесплатно', 'До 25 пользователей', 'Скидка 20% на годовую подписку'],
  },
  promo: {
    label: 'Для новых клиентов',
    title: 'Попробуйте Microsoft 365 бесплатно',
    benefit1: '30 дней бесплатно для команды до 25 пользователей',
    benefit2:
      'Затем скидка 20% на годовую подписку Business Standard или Business Premium — на 12 месяцев',
    benefitLabel: '−20%',
    btn: { label: 'Оставить заявку', target: 'consultation' },
    note: 'Пробный период доступен только новым клиентам.',
  },
  features: {
    title: 'Что входит в подписку',
    items: [
      {
        icon: 'mail',
        title: 'Корпоративная почта',
        description: 'Почта на домене компании, календари и контакты.',
      },
      {
        icon: 'document',
        title: 'Приложения Office',
        description: 'Word, Excel, PowerPoint на компьютере, в браузере и на смартфоне.',
      },
      {
        icon: 'message',
        title: 'Microsoft Teams',
        description: 'Чаты, видеовстречи и совместная работа над документами.',
      },
      {
        icon: 'cloud',
        title: 'Облачное хранилище',
        description: 'Файлы сотрудников в OneDrive и общие папки в SharePoint.',
      },
    ],
  },
  benefits: {
    title: 'Почему через Dala Business',
    items: [
      {
        icon: 'wallet',
        title: 'Оплата в тенге',
        description: 'Счёт и документы от казахстанского юрлица.',
      },
      {
        icon: 'headset',
        title: 'Помощь с запуском',
        description: 'Поможем перенести почту и настроить учётные записи.',
      },
      {
        icon: 'phone',
        title: products.teams.name,
        description: 'Подключим звонки на обычные номера прямо из Teams.',
        link: { label: 'Подробнее', href: '/teams' },
      },
    ],
  },
  faq: {
    title: 'Частые вопросы',
    items: [
      {
        title: 'Кому доступен пробный период?',
        text: '<p>Только новым клиентам: 30 дней бесплатно для команды до 25 пользователей.</p>',
      },
      {
        title: 'Что будет после пробного периода?',
        text: '<p>Вы сможете оформить годовую подписку Business Standard или Business Premium со скидкой 20%. Скидка сохраняется 12 месяцев.</p>',
      },
      {
        title: 'Можно ли звонить на телефонные номера из Teams?',
        text: '<p>Да, с нашей услугой <a href="/teams">телефонии в Microsoft Teams</a>. Для неё нужны лицензии Teams и Teams Phone.</p>',
      },
    ],
  },
  steps: {
    title: 'Процесс подключения',
    items: [
      { title: 'Оставьте заявку', subtitle: 'Укажите число пользователей.' },
      { title: 'Получите пробный доступ', subtitle: '30 дней бесплатно — до 25 пользователей.' },
      {
        title: 'Выберите подписку',
        subtitle: 'Business Standard или Business Premium со скидкой 20% на год.',
      },
    ],
  },
  otherServices: {
    title: 'Другие услуги',
    products: ['teams', 'azure', 'aws', 'virtual-ats'],
  },
};

export default content;
