import { products as names } from '../../kk/products.ts';
import type { CatalogueSource } from '../types.ts';
import { named } from './named.ts';

/** Сайттағы барлық өнім қазақ тілінде: басты беттегі каталог пен «Басқа қызметтер» осыны оқиды. */
const catalogue: CatalogueSource = {
  groups: {
    connection: 'Байланыс',
    internet: 'Интернет',
    iot: 'IoT',
    cloud: 'Бұлт',
    security: 'Қауіпсіздік',
    advertising: 'Жарнама және хабарламалар',
    automation: 'Автоматтандыру',
    more: 'Тағы',
  },
  tasks: {
    communication: 'Клиенттермен және қызметкерлермен байланыс',
    office: 'Кеңседегі интернет пен байланыс',
    'remote-sites': 'Шалғай нысандардағы байланыс',
    monitoring: 'Мониторинг және есепке алу',
    cloud: 'IT-инфрақұрылым және бұлт',
    security: 'Бизнесті қорғау',
    customers: 'Клиент тарту',
    automation: 'Процестерді автоматтандыру',
  },
  products: named(names, [
    {
      slug: 'virtual-ats',
      group: 'connection',
      description:
        'Кеңсеге арналған бұлтты телефония: бірыңғай нөмір, қоңырауларды жазу, IVR. Айына 700 ₸-ден.',
      tasks: ['communication', 'office'],
    },
    {
      slug: 'mobile-connection',
      group: 'connection',
      description:
        'Қызметкерлерге арналған корпоративтік тарифтер: онлайн қосылу және SIM-карталарды жеткізу.',
      tasks: ['communication'],
    },
    {
      slug: 'roaming',
      group: 'connection',
      description:
        'Іссапардағы байланыс: айына 2200 ₸-ден бастап роуминг пакеттері және тиімді халықаралық қоңыраулар.',
      tasks: ['communication'],
    },
    {
      slug: 'teams',
      group: 'connection',
      description:
        'Microsoft Teams ішінен ұялы, қалалық және халықаралық нөмірлерге тікелей қоңырау шалыңыз.',
      tasks: ['communication', 'cloud'],
    },
    {
      slug: 'business-unlim',
      group: 'connection',
      description:
        'Жұмысқа арналған мобильді интернет: 200 немесе 400 ГБ, лимиттен кейін де ажыратылмайды.',
      tasks: ['communication', 'remote-sites'],
    },
    {
      slug: 'birlik',
      group: 'internet',
      description:
        'Мобильді байланыс, кеңсеге арналған интернет және виртуалды АТС — бір пакетте, бір шартпен.',
      tasks: ['office', 'communication'],
    },
    {
      slug: 'internet-for-office',
      group: 'internet',
      description:
        'Айына 15 900 ₸-ден бастап сымды интернет: 5–20 Мбит/с тарифтері, 3 жұмыс күнінен бастап қосылу.',
      tasks: ['office'],
    },
    {
      slug: 'jelide',
      group: 'internet',
      description:
        'Резервтік интернет: негізгі арна үзілсе, 10 секунд ішінде 4G желісіне ауысатын роутер.',
      tasks: ['office', 'security'],
    },
    {
      slug: 'ip-vpn',
      group: 'internet',
      description:
        'Бүкіл ел бойынша кеңселер, қоймалар мен филиалдар арасындағы қорғалған жеке желі.',
      tasks: ['office', 'remote-sites', 'security'],
    },
    {
      slug: 'any-device',
      group: 'internet',
      description:
        'Ноутбук, смартфон және роутер байланыспен бірге — бір шотта, жабдық компанияның меншігінде қалады.',
      tasks: ['office', 'communication'],
    },
    {
      slug: 'satellite-internet',
      group: 'internet',
      description:
        'Кабель де, ұялы желі де жоқ жерде 220 Мбит/с-ке дейін интернет: кен орнында, далада, жолда.',
      tasks: ['remote-sites'],
    },
    {
      slug: 'iot-m2m',
      group: 'iot',
      description:
        'Заттар интернетінің барлық шешімі: датчиктерге арналған SIM-картадан көлік мониторингіне дейін.',
      tasks: ['monitoring', 'remote-sites'],
    },
    {
      slug: 'connected-cars',
      group: 'iot',
      description: 'GPS-трекер және көлікті онлайн бақылау: бағыттар, тұрақтар, жүргізу мәнері.',
      tasks: ['monitoring'],
    },
    {
      slug: 'iot-zhkh',
      group: 'iot',
      description:
        'Су, жылу, газ және электр есептегіштерінің көрсеткіштерін қашықтан жинайтын платформа.',
      tasks: ['monitoring', 'automation'],
    },
    {
      slug: 'iot',
      group: 'iot',
      description:
        'Датчиктер мен есептегіштерге арналған энергия үнемдейтін желі: бір батареядан 10 жылға дейін.',
      tasks: ['monitoring'],
    },
    {
      slug: 'sim-management',
      group: 'iot',
      description:
        '200 және одан көп SIM-картаға арналған жеке кабинет: мәртебелер, лимиттер, трафик шығыны.',
      tasks: ['monitoring', 'automation'],
    },
    {
      slug: 'mobile-corporate-access',
      group: 'iot',
      description:
        'Бөлек қолжетімділік нүктесі (APN): құрылғылар тек сіздің корпоративтік желіңізді көреді.',
      tasks: ['security', 'remote-sites'],
    },
    {
      slug: 'm2m',
      group: 'iot',
      description:
        'Терминалдарға, есептегіштерге, күзет жүйелері мен банкоматтарға арналған SIM-карталар мен трафик пакеттері.',
      tasks: ['monitoring', 'remote-sites'],
    },
    {
      slug: 'azure',
      group: 'cloud',
      description:
        'Microsoft бұлтты платформасы: төлем теңгемен, қолдау орыс және қазақ тілдерінде.',
      tasks: ['cloud'],
    },
    {
      slug: 'azure-express-route',
      group: 'cloud',
      description: 'Azure-ға 50 Мбит/с-тен 100 Гбит/с-ке дейінгі жеке арна, SLA 99,95%-ға дейін.',
      tasks: ['cloud', 'security'],
    },
    {
      slug: 'aws',
      group: 'cloud',
      description:
        'Хостинг, деректер және талдау үшін AWS бұлтты сервистері — біздермен жасалған шарт арқылы.',
      tasks: ['cloud'],
    },
    {
      slug: 'aws-direct-connect',
      group: 'cloud',
      description: 'AWS-ке 1-ден 100 Гбит/с-ке дейінгі тікелей арна, кідіріс шамамен 90 мс.',
      tasks: ['cloud', 'security'],
    },
    {
      slug: 'microsoft-365',
      group: 'cloud',
      description: 'Пошта, Office және Teams жазылым арқылы. Жаңа клиенттерге 30 күн тегін.',
      tasks: ['cloud', 'communication'],
    },
    {
      slug: 'orman-ai',
      group: 'security',
      description:
        'Орман өрттерін ерте анықтау жүйесі: камералар мен ЖИ түтінді 30 км-ге дейінгі қашықтықтан көреді.',
      tasks: ['security', 'monitoring'],
    },
    {
      slug: 'ddos',
      group: 'security',
      description: 'Шабуылдар сайттарыңыз бен сервистеріңізге жеткенге дейін сүзгіден өтеді.',
      tasks: ['security'],
    },
    {
      slug: 'soc',
      group: 'security',
      description:
        'Қауіпсіздік оқиғаларын бақылау және киберинциденттерге әрекет ету, ISO 27001 сертификаты.',
      tasks: ['security'],
    },
    {
      slug: 'mobile-ad',
      group: 'advertising',
      description:
        'Мақсатты аудиторияға SMS-хабарламалар: 8,7 млн-нан астам абонент, бір байланыс 24 ₸-ден.',
      tasks: ['customers'],
    },
    {
      slug: 'ofd',
      group: 'automation',
      description:
        'Онлайн-кассалардың чектерін МКК-ға оңай жіберу. Төлем алғашқы чектен кейін ғана алынады.',
      tasks: ['automation'],
    },
    {
      slug: 'bee-voice',
      group: 'automation',
      description:
        'ЖИ-робот клиенттерге 60-тан астам тілде қоңырау шалады және қоңырауларды қабылдайды.',
      tasks: ['automation', 'customers'],
    },
    {
      slug: 'robee',
      group: 'automation',
      description:
        'Бағдарламалық робот (RPA) есеп жүйелеріндегі күнделікті операцияларды өз мойнына алады.',
      tasks: ['automation'],
    },
    {
      slug: 'mfs',
      group: 'automation',
      description:
        'Телефон балансынан төлем қабылдау: 300-ден астам қызмет, интеграция 7–15 жұмыс күнінде.',
      tasks: ['automation', 'customers'],
    },
    {
      slug: 'partners',
      group: 'more',
      description: 'Сенімді серіктестерден электрондық құжат айналымы және HR-сервистер.',
      tasks: ['automation'],
    },
    {
      slug: 'kense-handset-offer',
      group: 'more',
      description: 'Арнайы ұсыныс: топтық тарифті қосып, нөмір қосыңыз және смартфон алыңыз.',
      tasks: ['communication'],
    },
  ]),
};

export default catalogue;
