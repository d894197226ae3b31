import { products } from '../../../ru/products.ts';
import type { LandingSource } from '../../types.ts';

const content: LandingSource = {
  hero: {
    title: products['iot-m2m'].name,
    tagline: 'Интернет вещей для бизнеса',
    description:
      'Подключаем к сети всё, что должно передавать данные: счётчики, датчики, терминалы, транспорт и промышленное оборудование. Выберите готовое решение или соберите своё вместе с нашими инженерами.',
    action: { label: 'Получить консультацию', target: 'consultation' },
  },
  features: {
    title: 'Решения',
    items: [
      {
        icon: 'lock',
        title: products['mobile-corporate-access'].name,
        description:
          'Выделенная точка доступа APN: устройства с SIM-картами работают только в вашей сети.',
        link: { label: 'Подробнее', href: '/mobile-corporate-access' },
      },
      {
        icon: 'signal',
        title: products.iot.name,
        description:
          'Энергоэффективная сеть для датчиков и счётчиков: до 10 лет работы от батареи.',
        link: { label: 'Подробнее', href: '/iot' },
      },
      {
        icon: 'sim',
        title: products['sim-management'].name,
        description: 'Личный кабинет для парка от 200 SIM-карт в сетях 2G/3G/4G.',
        link: { label: 'Подробнее', href: '/sim-management' },
      },
      {
        icon: 'car',
        title: products['connected-cars'].name,
        description: 'GPS-мониторинг транспорта: маршруты, стоянки и стиль вождения онлайн.',
        link: { label: 'Подробнее', href: '/connected-cars' },
      },
      {
        icon: 'chip',
        title: products.m2m.name,
        description: 'SIM-карты и пакеты трафика для терминалов, банкоматов и охранных систем.',
        link: { label: 'Подробнее', href: '/m2m' },
      },
      {
        icon: 'thermometer',
        title: 'Термо-SIM',
        description:
          'Промышленная SIM-карта для жёстких условий: работает от −40 до +105 °C. Предоставляется бесплатно.',
      },
    ],
  },
  benefits: {
    title: 'Почему Dala Business',
    items: [
      {
        icon: 'signal',
        title: 'Все нужные сети',
        description: '2G, 3G, 4G и NB-IoT — выбирайте технологию под устройство, а не наоборот.',
      },
      {
        icon: 'settings',
        title: 'Под ключ',
        description:
          'Помогаем выбрать оборудование, настроить передачу данных и подключить платформу.',
      },
      {
        icon: 'lock',
        title: 'Защищённые каналы',
        description: 'Данные устройств можно вести в закрытую корпоративную сеть.',
      },
      {
        icon: 'headset',
        title: 'Поддержка инженеров',
        description: 'Специалисты по IoT помогают на этапе пилота и после запуска.',
      },
    ],
  },
  usages: {
    kind: 'list',
    title: 'Где применяют',
    items: [
      {
        icon: 'home',
        title: 'ЖКХ',
        description: 'Дистанционный сбор показаний счётчиков воды, тепла и электроэнергии.',
      },
      {
        icon: 'truck',
        title: 'Логистика',
        description: 'Мониторинг транспорта, грузов и температурного режима.',
      },
      {
        icon: 'factory',
        title: 'Промышленность',
        description: 'Телеметрия оборудования и удалённых объектов.',
      },
      {
        icon: 'bank',
        title: 'Финансы и ритейл',
        description: 'Банкоматы, платёжные терминалы и онлайн-кассы.',
      },
    ],
  },
  faq: {
    title: 'Частые вопросы',
    items: [
      {
        title: 'Чем M2M-SIM отличается от обычной?',
        text: '<p>M2M-SIM рассчитана на устройства, а не на людей: для неё есть пакеты трафика под телеметрию, и работает она только в специализированном оборудовании. Подробнее — на странице <a href="/m2m">M2M-передачи данных</a>.</p>',
      },
      {
        title: 'Сколько стоит Термо-SIM?',
        text: '<p>Термо-SIM предоставляется бесплатно. Она выдерживает температуры от −40 до +105 °C и подходит для уличного и промышленного оборудования.</p>',
      },
      {
        title: 'Что выбрать: NB-IoT или обычную M2M-связь?',
        text: '<p>NB-IoT подходит для устройств, которые передают мало данных и должны годами работать от батареи, — счётчиков и датчиков. Для терминалов, камер и трекеров, где данных больше, выбирайте M2M в сетях 2G/3G/4G.</p>',
      },
    ],
  },
  steps: {
    title: 'Процесс подключения',
    items: [
      {
        title: 'Оставьте заявку',
        subtitle: 'Расскажите, какие устройства и какие данные нужно передавать.',
      },
      {
        title: 'Запустите пилот',
        subtitle: 'Подберём SIM-карты и тарифы, проверим работу на ваших объектах.',
      },
      {
        title: 'Масштабируйте',
        subtitle: 'Подключим весь парк устройств и дадим доступ к управлению SIM-картами.',
      },
    ],
  },
  otherServices: {
    title: 'Другие услуги',
    products: ['iot-zhkh', 'orman-ai', 'satellite-internet', 'ip-vpn'],
  },
};

export default content;
