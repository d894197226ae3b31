import { products } from '../../../ru/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products.aws.name,
    tagline: 'Облако Amazon для бизнеса в Казахстане',
    description:
      'Облачные серверы, хранилища, базы данных и аналитика AWS по договору с Dala Business: оплата в тенге по счёту, закрывающие документы для бухгалтерии и помощь наших инженеров на русском и казахском.',
    action: { label: 'Получить консультацию', target: 'consultation' },
  },
  features: {
    title: 'Что можно запустить в AWS',
    items: [
      {
        icon: 'server',
        title: 'Вычисления',
        description: 'Виртуальные серверы и контейнеры, которые масштабируются под нагрузку.',
      },
      {
        icon: 'cloud',
        title: 'Хранение данных',
        description: 'Объектные хранилища, резервные копии и архивы.',
      },
      {
        icon: 'chart',
        title: 'Базы данных и аналитика',
        description: 'Управляемые базы данных и сервисы для работы с большими данными.',
      },
      {
        icon: 'link',
        title: 'Прямой канал в AWS',
        description: 'Выделенное подключение от 1 до 100 Гбит/с вместо интернета.',
        link: { label: 'AWS Direct Connect', href: '/aws-direct-connect' },
      },
    ],
  },
  benefits: {
    title: 'Почему через Dala Business',
    items: [
      {
        icon: 'document',
        title: 'Договор в Казахстане',
        description: 'Работаете с казахстанским юрлицом, а не с иностранным провайдером.',
      },
      {
        icon: 'wallet',
        title: 'Оплата в тенге',
        description: 'Счёт в тенге и документы для бухгалтерии каждый месяц.',
      },
      {
        icon: 'headset',
        title: 'Поддержка на родном языке',
        description: 'Инженеры помогут спроектировать архитектуру и перенести сервисы.',
      },
    ],
  },
  faq: {
    title: 'Частые вопросы',
    items: [
      {
        title: 'Как оплачивать AWS без иностранной карты?',
        text: '<p>Через Dala Business: мы выставляем счёт в тенге и предоставляем закрывающие документы, а расчёты с AWS берём на себя.</p>',
      },
      {
        title: 'Можно ли подключиться к AWS не через интернет?',
        text: '<p>Да, с помощью <a href="/aws-direct-connect">AWS Direct Connect</a>: выделенный канал от 1 до 100 Гбит/с с задержкой около 90 мс.</p>',
      },
      {
        title: 'Поможете ли с переносом текущих систем?',
        text: '<p>Да. Наши инженеры оценят системы, предложат архитектуру в AWS и план миграции.</p>',
      },
    ],
  },
  steps: {
    title: 'Процесс подключения',
    items: [
      { title: 'Оставьте заявку', subtitle: 'Расскажите, какие задачи хотите перенести в облако.' },
      { title: 'Получите предложение', subtitle: 'Подготовим архитектуру и оценку стоимости.' },
      { title: 'Подпишите договор', subtitle: 'И получите доступ к консоли AWS.' },
    ],
  },
  otherServices: {
    title: 'Другие услуги',
    products: ['aws-direct-connect', 'azure', 'microsoft-365', 'soc'],
  },
};

export default content;
