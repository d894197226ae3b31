import { products } from '../../../ru/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products.azure.name,
    tagline: 'Облако Microsoft для бизнеса',
    description:
      'Облачная платформа Microsoft для серверов, баз данных, резервного копирования и сервисов искусственного интеллекта. Договор и оплата в тенге через Dala Business, поддержка наших инженеров на русском и казахском.',
    action: { label: 'Получить консультацию', target: 'consultation' },
  },
  features: {
    title: 'Что даёт Azure',
    items: [
      {
        icon: 'server',
        title: 'Виртуальные машины',
        description: 'Windows- и Linux-серверы, которые разворачиваются за минуты.',
      },
      {
        icon: 'refresh',
        title: 'Резервное копирование',
        description: 'Копии серверов и данных в облаке и быстрое восстановление после сбоя.',
      },
      {
        icon: 'robot',
        title: 'Сервисы ИИ',
        description: 'Готовые модели для распознавания речи, текста и изображений.',
      },
      {
        icon: 'link',
        title: 'Частный канал в Azure',
        description: 'Подключение от 50 Мбит/с до 100 Гбит/с в обход интернета.',
        link: { label: 'Azure ExpressRoute', href: '/azure-express-route' },
      },
    ],
  },
  benefits: {
    title: 'Почему через Dala Business',
    items: [
      {
        icon: 'document',
        title: 'Казахстанский договор',
        description: 'Документы и счета от казахстанского юрлица.',
      },
      {
        icon: 'wallet',
        title: 'Оплата в тенге',
        description: 'Без валютных платежей и иностранных карт.',
      },
      {
        icon: 'users',
        title: 'Экосистема Microsoft',
        description: 'Azure вместе с Microsoft 365 и телефонией в Teams — у одного поставщика.',
      },
    ],
  },
  faq: {
    title: 'Частые вопросы',
    items: [
      {
        title: 'Можно ли подключиться к Azure по частному каналу?',
        text: '<p>Да, через <a href="/azure-express-route">Azure ExpressRoute</a>: от 50 Мбит/с до 100 Гбит/с с SLA до 99,95%.</p>',
      },
      {
        title: 'Как оплачивается Azure?',
        text: '<p>По счёту Dala Business в тенге, по фактическому потреблению ресурсов. Закрывающие документы — каждый месяц.</p>',
      },
      {
        title: 'Есть ли у вас Microsoft 365?',
        text: '<p>Да, подписку можно оформить у нас — с 30-дневным пробным периодом для новых клиентов. Подробнее — на странице <a href="/microsoft-365">Microsoft 365</a>.</p>',
      },
    ],
  },
  steps: {
    title: 'Процесс подключения',
    items: [
      { title: 'Оставьте заявку', subtitle: 'Опишите задачи, которые хотите решить в облаке.' },
      { title: 'Получите расчёт', subtitle: 'Подберём сервисы Azure и оценим стоимость.' },
      { title: 'Подпишите договор', subtitle: 'Откроем подписку Azure для вашей компании.' },
    ],
  },
  otherServices: {
    title: 'Другие услуги',
    products: ['azure-express-route', 'microsoft-365', 'teams', 'aws'],
  },
};

export default content;
