import { products } from '../../../ru/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products['azure-express-route'].name,
    description:
      'Частное подключение вашей сети к Microsoft Azure и Microsoft 365 без выхода в публичный интернет. Стабильная скорость от 50 Мбит/с до 100 Гбит/с и гарантированная доступность.',
    action: { label: 'Получить консультацию', target: 'consultation' },
    highlights: ['От 50 Мбит/с до 100 Гбит/с', 'SLA до 99,95%'],
  },
  features: {
    title: 'Характеристики',
    items: [
      {
        icon: 'speed',
        title: 'От 50 Мбит/с до 100 Гбит/с',
        description: 'Скорость подбирается под нагрузку и может расти вместе с ней.',
      },
      { icon: 'check', title: 'SLA до 99,95%', description: 'Гарантированная доступность канала.' },
      {
        icon: 'lock',
        title: 'Без публичного интернета',
        description: 'Трафик идёт по частному каналу и не пересекается с интернетом.',
      },
    ],
  },
  usages: {
    kind: 'list',
    title: 'Кому подходит',
    items: [
      {
        icon: 'server',
        title: 'Гибридная ИТ-инфраструктура',
        description: 'Свои серверы и Azure в одной сети.',
      },
      {
        icon: 'bank',
        title: 'Регулируемые отрасли',
        description: 'Банки, страхование, госсектор — требования к каналам передачи данных.',
      },
      {
        icon: 'chart',
        title: 'Большие объёмы данных',
        description: 'Аналитика, резервное копирование, миграция.',
      },
    ],
  },
  faq: {
    title: 'Частые вопросы',
    items: [
      {
        title: 'Какую скорость можно заказать?',
        text: '<p>От 50 Мбит/с до 100 Гбит/с. Скорость можно увеличить, когда вырастет нагрузка.</p>',
      },
      {
        title: 'Какой SLA у канала?',
        text: '<p>До 99,95% — уровень зависит от схемы подключения и резервирования.</p>',
      },
      {
        title: 'Где оформить сами сервисы Azure?',
        text: '<p>У нас: подробнее на странице <a href="/azure">Microsoft Azure</a>.</p>',
      },
    ],
  },
  steps: {
    title: 'Процесс подключения',
    items: [
      { title: 'Оставьте заявку', subtitle: 'Укажите скорость и площадку подключения.' },
      { title: 'Согласуйте схему', subtitle: 'Выберем вариант резервирования и уровень SLA.' },
      { title: 'Подключите канал', subtitle: 'Организуем канал и проверим связность с Azure.' },
    ],
  },
  otherServices: {
    title: 'Другие услуги',
    products: ['azure', 'aws-direct-connect', 'ip-vpn', 'microsoft-365'],
  },
};

export default content;
