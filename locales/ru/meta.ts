import { products } from './products.ts';

/**
 * Page meta per route (Russian, the source of the keys): `title` goes into `<title>` through
 * `shell.head.titleTemplate`, `description` into the meta description, `heading` is the page's h1.
 * A page whose key is missing falls back to `common.siteTitle` / `common.siteDescription`. A
 * product page's title and heading are its name (`./products.ts`, the one source of it).
 */
export const meta = {
  mainPage: {
    title: 'Связь и цифровые решения для бизнеса',
    description:
      'Мобильная связь, интернет для офиса, облака, IoT и информационная безопасность для компаний и ИП Казахстана. Подключение онлайн и консультация специалиста.',
    heading: 'Связь и цифровые решения для вашего бизнеса',
  },
  blog: {
    title: 'Блог для бизнеса',
    description:
      'Статьи о связи, интернете, облаках и цифровизации: как компаниям Казахстана экономить на связи и расти с цифровыми сервисами.',
    heading: 'Блог',
  },
  blogItem: {
    title: 'Статья блога',
    description: 'Статья блога Dala Business о связи и цифровых решениях для бизнеса.',
    heading: 'Статья блога',
  },
  support: {
    title: 'Помощь',
    description:
      'Ответы на вопросы бизнес-клиентов: документы, оплата, регистрация устройств и номеров, подписание через ЭЦП.',
    heading: 'Поможем найти ответы на вопросы',
  },
  supportSection: {
    title: 'Помощь',
    description: 'Справочный раздел Dala Business для бизнес-клиентов.',
    heading: 'Помощь',
  },
  contacts: {
    title: 'Контакты',
    description:
      'Отдел продаж, центр поддержки мобильной связи и интернета для офиса, контакты оператора фискальных данных.',
    heading: 'Контакты',
  },
  accessibility: {
    title: 'Заявление о доступности',
    description:
      'Доступность сайта Dala Business для людей с инвалидностью: стандарт WCAG 2.2 AA, как мы его проверяем, известные ограничения и куда сообщить о барьере.',
    heading: 'Заявление о доступности',
  },
  personalData: {
    title: 'Обработка персональных данных',
    description:
      'Какие персональные данные собирает Dala Business через формы сайта и личный кабинет, зачем, сколько хранит, кто их получает и как узнать о них, исправить или удалить их.',
    heading: 'Как мы обрабатываем персональные данные',
  },
  search: {
    title: 'Поиск по сайту',
    description: 'Поиск по услугам, статьям блога и разделам помощи Dala Business.',
    heading: 'Поиск по сайту',
  },
  fixInternet: {
    title: products['internet-for-office'].name,
    description:
      'Проводной интернет для офиса от 15 900 ₸ в месяц: тарифы с понижением скорости после 20:00 и без него, подключение от 3 рабочих дней.',
    heading: products['internet-for-office'].name,
  },
  reprice: {
    title: 'Интернет для офиса с бонусами',
    description:
      'Специальное предложение на интернет для офиса: оставьте заявку, и мы подберём тариф и перезвоним в ближайшее время.',
    heading: 'Интернет для офиса с бонусами',
  },
  applicationForConnection: {
    title: 'Заявка на подключение интернета для офиса',
    description: 'Онлайн-заявка на подключение интернета для офиса в личном кабинете.',
    heading: 'Заявка на подключение интернета для офиса',
  },
  applicationForConsultancy: {
    title: 'Заявка принята',
    description:
      'Ваша заявка на консультацию принята. Специалист свяжется с вами в течение 2 рабочих дней.',
    heading: 'Заявка принята',
  },
  connectedCars: {
    title: products['connected-cars'].name,
    description:
      'GPS-мониторинг автопарка: трекер, контроль маршрутов и расхода топлива, рассрочка вместе с тарифом.',
    heading: products['connected-cars'].name,
  },
  ormanAi: {
    title: products['orman-ai'].name,
    description:
      'Система раннего обнаружения лесных пожаров на основе искусственного интеллекта: камеры с обзором 360° и дальностью до 25 км.',
    heading: products['orman-ai'].name,
  },
  ipVpn: {
    title: products['ip-vpn'].name,
    description: 'Защищённая корпоративная сеть между филиалами компании по всему Казахстану.',
    heading: products['ip-vpn'].name,
  },
  ofd: {
    title: products.ofd.name,
    description:
      'Передача данных с онлайн-касс в налоговые органы: абонентская плата после первого чека, работа с кассами партнёров.',
    heading: products.ofd.name,
  },
  ats: {
    title: products['virtual-ats'].name,
    description:
      'Облачная АТС для бизнеса от 700 ₸ в месяц: многоканальный номер, конференции до 100 участников, 7 дней бесплатно.',
    heading: products['virtual-ats'].name,
  },
  roaming: {
    title: products.roaming.name,
    description:
      'Роуминг для сотрудников в командировках от 2200 ₸ в месяц и выгодные звонки за границу.',
    heading: products.roaming.name,
  },
  mobileConnection: {
    title: products['mobile-connection'].name,
    description:
      'Корпоративные тарифы мобильной связи: подключение онлайн, свои или новые номера, виртуальная АТС бесплатно.',
    heading: products['mobile-connection'].name,
  },
  mobileApplication: {
    title: 'Заявка на подключение мобильной связи',
    description: 'Онлайн-заявка на подключение мобильной связи в личном кабинете.',
    heading: 'Заявка на подключение мобильной связи',
  },
  simManagement: {
    title: products['sim-management'].name,
    description: 'Платформа управления SIM-картами в сетях 2G/3G/4G для компаний от 200 SIM-карт.',
    heading: products['sim-management'].name,
  },
  iotZhkh: {
    title: products['iot-zhkh'].name,
    description:
      'Дистанционный сбор показаний счётчиков: более 500 типов устройств, тарифы на 5 лет.',
    heading: products['iot-zhkh'].name,
  },
  iot: {
    title: products.iot.name,
    description:
      'Сеть NB-IoT для датчиков и счётчиков: до 100 000 устройств на базовую станцию и до 10 лет работы от батареи.',
    heading: products.iot.name,
  },
  mobileAd: {
    title: products['mobile-ad'].name,
    description:
      'СМС-рассылки и таргетированная реклама от 24 ₸ за контакт: более 8,7 млн абонентов, триггеры и ретаргетинг.',
    heading: products['mobile-ad'].name,
  },
  microsoft: {
    title: products['microsoft-365'].name,
    description:
      'Подписка на офисный пакет: 30 дней бесплатно до 25 пользователей и скидка 20% на годовую подписку.',
    heading: products['microsoft-365'].name,
  },
  robee: {
    title: products.robee.name,
    description:
      'Роботизация рутинных процессов (RPA): разовая оплата при подключении, три варианта лицензий.',
    heading: products.robee.name,
  },
  beevoice: {
    title: products['bee-voice'].name,
    description:
      'Голосовые роботы на основе искусственного интеллекта для обзвона и приёма звонков на 60+ языках.',
    heading: products['bee-voice'].name,
  },
  teams: {
    title: products.teams.name,
    description:
      'Звонки на мобильные, городские и международные номера прямо из Microsoft Teams через SIP-транк оператора.',
    heading: products.teams.name,
  },
  ddos: {
    title: products.ddos.name,
    description:
      'Anti-DDoS для сайтов и сервисов компании: фильтрация атак, личный кабинет для каждого клиента.',
    heading: products.ddos.name,
  },
  mfs: {
    title: products.mfs.name,
    description:
      'Приём платежей с баланса телефона: более 300 сервисов, интеграция от 7 до 15 рабочих дней.',
    heading: products.mfs.name,
  },
  aws: {
    title: products.aws.name,
    description: 'Облачные сервисы Amazon Web Services для компаний Казахстана через оператора.',
    heading: products.aws.name,
  },
  awsDirectConnect: {
    title: products['aws-direct-connect'].name,
    description:
      'Выделенный канал до облака AWS: задержка около 90 мс, скорость от 1 до 100 Гбит/с, SLA до 99,99%.',
    heading: products['aws-direct-connect'].name,
  },
  azure: {
    title: products.azure.name,
    description: 'Облачные сервисы Microsoft Azure для компаний Казахстана через оператора.',
    heading: products.azure.name,
  },
  azureExpressRoute: {
    title: products['azure-express-route'].name,
    description:
      'Частное подключение к Microsoft Azure: от 50 Мбит/с до 100 Гбит/с, SLA до 99,95%.',
    heading: products['azure-express-route'].name,
  },
  jelide: {
    title: products.jelide.name,
    description:
      'Роутер с резервным каналом: переключение на 4G за 10 секунд, 4 часа автономной работы.',
    heading: products.jelide.name,
  },
  soc: {
    title: products.soc.name,
    description:
      'Круглосуточный мониторинг и реагирование на инциденты информационной безопасности, сертификация ISO 27001.',
    heading: products.soc.name,
  },
  tariffsArchive: {
    title: 'Архив тарифов',
    description: 'Тарифы для бизнеса, которые больше не подключаются, и их условия.',
    heading: 'Архив тарифов',
  },
  anyDevice: {
    title: products['any-device'].name,
    description:
      'Связь вместе с ноутбуками и смартфонами для сотрудников: оплата единым счётом, техника в собственности компании.',
    heading: products['any-device'].name,
  },
  businessUnlim: {
    title: products['business-unlim'].name,
    description:
      'Пакеты мобильного интернета 200 и 400 ГБ от 8 990 ₸ в месяц, скорость после лимита 1,5 Мбит/с.',
    heading: products['business-unlim'].name,
  },
  birlik: {
    title: products.birlik.name,
    description:
      'Мобильная связь, интернет для офиса и виртуальная АТС в одном пакете, подключение от 3 рабочих дней.',
    heading: products.birlik.name,
  },
  birlikLanding: {
    title: `${products.birlik.name} — специальное предложение`,
    description:
      'Мобильная связь, интернет для офиса и виртуальная АТС одним пакетом. Оставьте заявку на подключение.',
    heading: products.birlik.name,
  },
  mca: {
    title: products['mobile-corporate-access'].name,
    description:
      'Защищённый доступ сотрудников и устройств к корпоративной сети через выделенный APN.',
    heading: products['mobile-corporate-access'].name,
  },
  iotM2m: {
    title: products['iot-m2m'].name,
    description:
      'Решения интернета вещей: подключённые автомобили, NB-IoT, управление SIM-картами и M2M-передача данных.',
    heading: products['iot-m2m'].name,
  },
  m2m: {
    title: products['m2m'].name,
    description: 'Тарифы для терминалов, датчиков и банкоматов с малым и большим трафиком.',
    heading: products['m2m'].name,
  },
  partners: {
    title: products.partners.name,
    description:
      'Сервисы партнёров для работы с документами и сотрудниками: электронный документооборот и HR-решения.',
    heading: products.partners.name,
  },
  kenseHandsetOffer: {
    title: products['kense-handset-offer'].name,
    description:
      'Специальное предложение для действующих клиентов: подключите групповой тариф и получите персональное предложение на смартфоны.',
    heading: products['kense-handset-offer'].name,
  },
  satelliteInternet: {
    title: products['satellite-internet'].name,
    description:
      'Спутниковый интернет для удалённых объектов: до 220 Мбит/с, до 128 устройств, доступность 99,9%.',
    heading: products['satellite-internet'].name,
  },
  becomeAgent: {
    title: 'Стать агентом оператора',
    description:
      'Станьте агентом оператора: ознакомьтесь с договором, зарегистрируйтесь на портале агентов и подпишите заявление.',
    heading: 'Как стать агентом',
  },
  successCases: {
    title: 'Истории успеха',
    description:
      'Как компании Казахстана решают бизнес-задачи с нашими услугами. Поделитесь своим кейсом.',
    heading: 'Истории успеха',
  },
  auth: {
    title: 'Вход в личный кабинет',
    description: 'Вход в личный кабинет бизнес-клиента по БИН/ИИН и номеру телефона.',
    heading: 'Вход в личный кабинет',
  },
  profile: {
    title: 'Профиль компании',
    description: 'Данные компании в личном кабинете.',
    heading: 'Профиль компании',
  },
  cabinetHome: {
    title: 'Мои заявки',
    description: 'Что нужно сделать по заявкам компании и все её открытые заявки.',
    heading: 'Мои заявки',
  },
  profileApplicationsInternet: {
    title: 'Заявки на интернет для офиса',
    description: 'Ваши заявки на подключение интернета для офиса.',
    heading: 'Заявки на интернет для офиса',
  },
  profileApplicationsMobile: {
    title: 'Заявки на мобильную связь',
    description: 'Ваши заявки на подключение мобильной связи.',
    heading: 'Заявки на мобильную связь',
  },
  profileApplicationInternet: {
    title: 'Заявка на интернет для офиса',
    description: 'Заявка на подключение интернета для офиса: данные, статус и история.',
    heading: 'Заявка на интернет для офиса',
  },
  profileApplicationMobile: {
    title: 'Заявка на мобильную связь',
    description: 'Заявка на подключение мобильной связи: данные, статус и история.',
    heading: 'Заявка на мобильную связь',
  },
  kiosk: {
    title: 'Киоск',
    description:
      'Сенсорный экран Dala Business в офисе продаж: каталог услуг для бизнеса, заявка на консультацию и проверки.',
    heading: 'Связь и цифровые решения для вашего бизнеса',
  },
  kioskSection: {
    title: 'Киоск: каталог услуг',
    description: 'Услуги раздела каталога Dala Business на сенсорном экране офиса продаж.',
    heading: 'Каталог услуг',
  },
  kioskProduct: {
    title: 'Киоск: услуга',
    description: 'Услуга Dala Business на сенсорном экране офиса продаж.',
    heading: 'Услуга',
  },
  kioskConsultation: {
    title: 'Киоск: заявка на консультацию',
    description:
      'Заявка на консультацию специалиста Dala Business с сенсорного экрана офиса продаж.',
    heading: 'Заявка на консультацию',
  },
  kioskHandsetOffer: {
    title: `Киоск: ${products['kense-handset-offer'].name}`,
    description:
      'Проверка по БИН/ИИН, доступно ли компании предложение на смартфоны с тарифом «Кеңсе».',
    heading: products['kense-handset-offer'].name,
  },
  kioskAddressCheck: {
    title: 'Киоск: интернет в офис',
    description: 'Проверка, можно ли подключить интернет по адресу офиса.',
    heading: 'Проверьте адрес офиса',
  },
  notFound: {
    title: 'Страница не найдена',
    description: 'Такой страницы нет на сайте. Вернитесь на главную или воспользуйтесь поиском.',
    heading: 'Страница не найдена',
  },
};
