import { products as names } from '../../ru/products.ts';
import type { CatalogueSource } from '../types.ts';
import { named } from './named.ts';

/**
 * Every product of the site in Russian: the home catalogue, the kiosk and «Другие услуги» read it.
 * Its titles are the products' names (`../../ru/products.ts`).
 */
const catalogue: CatalogueSource = {
  groups: {
    connection: 'Связь',
    internet: 'Интернет',
    iot: 'IoT',
    cloud: 'Облака',
    security: 'Безопасность',
    advertising: 'Реклама и рассылки',
    automation: 'Автоматизация',
    more: 'Ещё',
  },
  tasks: {
    communication: 'Связь с клиентами и сотрудниками',
    office: 'Интернет и связь в офисе',
    'remote-sites': 'Связь на удалённых объектах',
    monitoring: 'Мониторинг и учёт',
    cloud: 'ИТ-инфраструктура и облака',
    security: 'Защита бизнеса',
    customers: 'Привлечение клиентов',
    automation: 'Автоматизация процессов',
  },
  products: named(names, [
    {
      slug: 'virtual-ats',
      group: 'connection',
      description:
        'Облачная телефония для офиса: единый номер, запись разговоров, IVR. От 700 ₸ в месяц.',
      tasks: ['communication', 'office'],
    },
    {
      slug: 'mobile-connection',
      group: 'connection',
      description:
        'Корпоративные тарифы для сотрудников с онлайн-подключением и доставкой SIM-карт.',
      tasks: ['communication'],
    },
    {
      slug: 'roaming',
      group: 'connection',
      description:
        'Связь в командировках: пакеты роуминга от 2200 ₸ в месяц и выгодные международные звонки.',
      tasks: ['communication'],
    },
    {
      slug: 'teams',
      group: 'connection',
      description:
        'Звонки на мобильные, городские и международные номера прямо из Microsoft Teams.',
      tasks: ['communication', 'cloud'],
    },
    {
      slug: 'business-unlim',
      group: 'connection',
      description:
        'Мобильный интернет для работы: 200 или 400 ГБ, а после лимита — без отключения.',
      tasks: ['communication', 'remote-sites'],
    },
    {
      slug: 'birlik',
      group: 'internet',
      description:
        'Мобильная связь, интернет для офиса и виртуальная АТС одним пакетом и в одном договоре.',
      tasks: ['office', 'communication'],
    },
    {
      slug: 'internet-for-office',
      group: 'internet',
      description:
        'Проводной интернет от 15 900 ₸ в месяц: тарифы 5–20 Мбит/с, подключение от 3 рабочих дней.',
      tasks: ['office'],
    },
    {
      slug: 'jelide',
      group: 'internet',
      description:
        'Резервный интернет: роутер, который переключается на 4G за 10 секунд, если пропал основной канал.',
      tasks: ['office', 'security'],
    },
    {
      slug: 'ip-vpn',
      group: 'internet',
      description: 'Защищённая частная сеть между офисами, складами и филиалами по всей стране.',
      tasks: ['office', 'remote-sites', 'security'],
    },
    {
      slug: 'any-device',
      group: 'internet',
      description:
        'Ноутбуки, смартфоны и роутеры вместе со связью — в одном счёте, оборудование остаётся у компании.',
      tasks: ['office', 'communication'],
    },
    {
      slug: 'satellite-internet',
      group: 'internet',
      description:
        'Интернет до 220 Мбит/с там, где нет кабеля и сотовой сети: на месторождениях, в степи, в пути.',
      tasks: ['remote-sites'],
    },
    {
      slug: 'iot-m2m',
      group: 'iot',
      description:
        'Все решения интернета вещей: от SIM-карт для датчиков до мониторинга транспорта.',
      tasks: ['monitoring', 'remote-sites'],
    },
    {
      slug: 'connected-cars',
      group: 'iot',
      description: 'GPS-трекер и онлайн-мониторинг транспорта: маршруты, стоянки, стиль вождения.',
      tasks: ['monitoring'],
    },
    {
      slug: 'iot-zhkh',
      group: 'iot',
      description:
        'Платформа дистанционного сбора показаний счётчиков воды, тепла, газа и электроэнергии.',
      tasks: ['monitoring', 'automation'],
    },
    {
      slug: 'iot',
      group: 'iot',
      description: 'Энергоэффективная сеть для датчиков и счётчиков: до 10 лет от одной батареи.',
      tasks: ['monitoring'],
    },
    {
      slug: 'sim-management',
      group: 'iot',
      description: 'Личный кабинет для парка от 200 SIM-карт: статусы, лимиты и расход трафика.',
      tasks: ['monitoring', 'automation'],
    },
    {
      slug: 'mobile-corporate-access',
      group: 'iot',
      description:
        'Выделенная точка доступа (APN): устройства видят только вашу корпоративную сеть.',
      tasks: ['security', 'remote-sites'],
    },
    {
      slug: 'm2m',
      group: 'iot',
      description:
        'SIM-карты и пакеты трафика для терминалов, счётчиков, охранных систем и банкоматов.',
      tasks: ['monitoring', 'remote-sites'],
    },
    {
      slug: 'azure',
      group: 'cloud',
      description:
        'Облачная платформа Microsoft с оплатой в тенге и поддержкой на русском и казахском.',
      tasks: ['cloud'],
    },
    {
      slug: 'azure-express-route',
      group: 'cloud',
      description: 'Частный канал в Azure от 50 Мбит/с до 100 Гбит/с с SLA до 99,95%.',
      tasks: ['cloud', 'security'],
    },
    {
      slug: 'aws',
      group: 'cloud',
      description: 'Облачные сервисы AWS для хостинга, данных и аналитики — через договор с нами.',
      tasks: ['cloud'],
    },
    {
      slug: 'aws-direct-connect',
      group: 'cloud',
      description: 'Прямой канал в AWS от 1 до 100 Гбит/с с задержкой около 90 мс.',
      tasks: ['cloud', 'security'],
    },
    {
      slug: 'microsoft-365',
      group: 'cloud',
      description: 'Почта, Office и Teams по подписке. 30 дней бесплатно для новых клиентов.',
      tasks: ['cloud', 'communication'],
    },
    {
      slug: 'orman-ai',
      group: 'security',
      description:
        'Система раннего обнаружения лесных пожаров: камеры и ИИ видят дым на расстоянии до 30 км.',
      tasks: ['security', 'monitoring'],
    },
    {
      slug: 'ddos',
      group: 'security',
      description: 'Фильтрация атак до того, как они дойдут до ваших сайтов и сервисов.',
      tasks: ['security'],
    },
    {
      slug: 'soc',
      group: 'security',
      description:
        'Мониторинг событий безопасности и реагирование на киберинциденты, сертификация ISO 27001.',
      tasks: ['security'],
    },
    {
      slug: 'mobile-ad',
      group: 'advertising',
      description:
        'СМС-рассылки по целевой аудитории: более 8,7 млн абонентов, от 24 ₸ за контакт.',
      tasks: ['customers'],
    },
    {
      slug: 'ofd',
      group: 'automation',
      description:
        'Передача чеков онлайн-касс в КГД без лишних хлопот. Оплата — только после первого чека.',
      tasks: ['automation'],
    },
    {
      slug: 'bee-voice',
      group: 'automation',
      description: 'ИИ-робот обзванивает клиентов и принимает звонки на более чем 60 языках.',
      tasks: ['automation', 'customers'],
    },
    {
      slug: 'robee',
      group: 'automation',
      description: 'Программный робот (RPA) берёт на себя рутинные операции в учётных системах.',
      tasks: ['automation'],
    },
    {
      slug: 'mfs',
      group: 'automation',
      description:
        'Приём платежей с баланса телефона: более 300 услуг, интеграция за 7–15 рабочих дней.',
      tasks: ['automation', 'customers'],
    },
    {
      slug: 'partners',
      group: 'more',
      description: 'Электронный документооборот и HR-сервисы от проверенных партнёров.',
      tasks: ['automation'],
    },
    {
      slug: 'kense-handset-offer',
      group: 'more',
      description:
        'Спецпредложение: подключите групповой тариф, добавьте номера и получите смартфоны.',
      tasks: ['communication'],
    },
  ]),
};

export default catalogue;
