import { products } from '../../../ru/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products['aws-direct-connect'].name,
    description:
      'Выделенный канал из вашей инфраструктуры в Amazon Web Services в обход публичного интернета. Предсказуемая задержка, высокая скорость и защищённая передача данных для критичных систем.',
    action: { label: 'Получить консультацию', target: 'consultation' },
    highlights: ['Задержка около 90 мс', 'От 1 до 100 Гбит/с', 'SLA до 99,99%'],
  },
  features: {
    title: 'Характеристики',
    items: [
      {
        icon: 'clock',
        title: 'Около 90 мс',
        description: 'Задержка до облака AWS — стабильная, без скачков публичного интернета.',
      },
      {
        icon: 'speed',
        title: 'От 1 до 100 Гбит/с',
        description: 'Скорость канала под ваши объёмы данных.',
      },
      { icon: 'check', title: 'SLA 99,9%', description: 'Доступность при подключении в регионе.' },
      {
        icon: 'shield',
        title: 'SLA 99,99%',
        description: 'Доступность при подключении через партнёров с резервированием.',
      },
    ],
  },
  usages: {
    kind: 'list',
    title: 'Когда нужен прямой канал',
    items: [
      {
        icon: 'server',
        title: 'Гибридная инфраструктура',
        description: 'Собственный ЦОД и AWS работают как единая сеть.',
      },
      {
        icon: 'refresh',
        title: 'Миграция и резервное копирование',
        description: 'Большие объёмы данных переносятся быстро и предсказуемо.',
      },
      {
        icon: 'bank',
        title: 'Финансы и госсектор',
        description: 'Данные не проходят через публичный интернет.',
      },
    ],
  },
  faq: {
    title: 'Частые вопросы',
    items: [
      {
        title: 'Какая будет задержка до AWS?',
        text: '<p>Около 90 мс — и, в отличие от интернета, она стабильна в любое время суток.</p>',
      },
      {
        title: 'Чем отличаются SLA 99,9% и 99,99%?',
        text: '<p>99,9% — доступность при подключении в регионе, 99,99% — при подключении через партнёров с резервированием каналов.</p>',
      },
      {
        title: 'Нужен ли договор на сами сервисы AWS?',
        text: '<p>Облачные сервисы AWS тоже можно оформить у нас — подробнее на странице <a href="/aws">Amazon Web Services</a>.</p>',
      },
    ],
  },
  steps: {
    title: 'Процесс подключения',
    items: [
      { title: 'Оставьте заявку', subtitle: 'Укажите нужную скорость и площадку подключения.' },
      { title: 'Согласуйте схему', subtitle: 'Инженеры предложат вариант с нужным уровнем SLA.' },
      { title: 'Подключите канал', subtitle: 'Организуем канал и проверим связность с AWS.' },
    ],
  },
  otherServices: {
    title: 'Другие услуги',
    products: ['aws', 'azure-express-route', 'ip-vpn', 'ddos'],
  },
};

export default content;
