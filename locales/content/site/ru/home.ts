import type { HomeSource } from '../../types.ts';

const content: HomeSource = {
  hero: {
    title: 'Связь и цифровые решения для вашего бизнеса',
    description:
      'Мобильная связь, интернет для офиса, облачные сервисы, IoT и информационная безопасность — для малого, среднего и крупного бизнеса по всему Казахстану.',
    action: { label: 'Подобрать решение', target: 'consultation' },
    catalogueLink: 'Все продукты',
  },
  featured: {
    title: 'Популярные предложения',
    products: ['virtual-ats', 'internet-for-office', 'business-unlim', 'roaming'],
    until: 'Акция до {{endsOn}} включительно',
  },
  catalogue: {
    title: 'Все продукты',
    description: 'Выберите задачу — покажем продукты, которые её решают.',
    filterLabel: 'Задача',
    allTasks: 'Все задачи',
    empty: 'Для этой задачи пока нет продуктов. Оставьте заявку — подберём решение.',
    more: 'Подробнее',
  },
  benefits: {
    title: 'Почему Dala Business',
    items: [
      {
        icon: 'globe',
        title: 'Своя сеть',
        description: '12 000 км магистрали и мобильная сеть по всей стране.',
      },
      {
        icon: 'monitor',
        title: 'Подключение онлайн',
        description: 'Заявка, договор и подпись ЭЦП — без визита в офис.',
      },
      {
        icon: 'headset',
        title: 'Персональный менеджер',
        description: 'Один человек отвечает за все услуги вашей компании.',
      },
      {
        icon: 'briefcase',
        title: '28 000 корпоративных клиентов',
        description: 'От индивидуальных предпринимателей до крупных холдингов.',
      },
    ],
  },
  consultation: {
    title: 'Подберём решение для вас',
    description: 'Расскажите о задаче — специалист свяжется с вами в течение 2 рабочих дней.',
  },
};

export default content;
