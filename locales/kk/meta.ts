import type { meta as source } from '../ru/meta.ts';
import type { Shape } from '../types.ts';
import { products } from './products.ts';

export const meta: Shape<typeof source> = {
  mainPage: {
    title: 'Бизнеске арналған байланыс және цифрлық шешімдер',
    description:
      'Қазақстандағы компаниялар мен ЖК-ға арналған мобильді байланыс, кеңсеге интернет, бұлттар, IoT және ақпараттық қауіпсіздік. Онлайн қосылу және маман кеңесі.',
    heading: 'Бизнесіңізге арналған байланыс және цифрлық шешімдер',
  },
  blog: {
    title: 'Бизнеске арналған блог',
    description:
      'Байланыс, интернет, бұлттар және цифрландыру туралы мақалалар: Қазақстан компаниялары байланысқа қалай үнемдеп, цифрлық сервистермен қалай өседі.',
    heading: 'Блог',
  },
  blogItem: {
    title: 'Блог мақаласы',
    description:
      'Бизнеске арналған байланыс және цифрлық шешімдер туралы Dala Business блогының мақаласы.',
    heading: 'Блог мақаласы',
  },
  support: {
    title: 'Көмек',
    description:
      'Бизнес-клиенттердің сұрақтарына жауаптар: құжаттар, төлем, құрылғылар мен нөмірлерді тіркеу, ЭЦҚ арқылы қол қою.',
    heading: 'Сұрақтарыңызға жауап табуға көмектесеміз',
  },
  supportSection: {
    title: 'Көмек',
    description: 'Бизнес-клиенттерге арналған Dala Business анықтамалық бөлімі.',
    heading: 'Көмек',
  },
  contacts: {
    title: 'Байланыс',
    description:
      'Сату бөлімі, мобильді байланыс пен кеңсе интернетін қолдау орталығы, фискалдық деректер операторының байланыстары.',
    heading: 'Байланыс',
  },
  accessibility: {
    title: 'Қолжетімділік туралы мәлімдеме',
    description:
      'Dala Business сайтының мүмкіндігі шектеулі адамдарға қолжетімділігі: WCAG 2.2 AA стандарты, оны қалай тексереміз, белгілі шектеулер және кедергі туралы қайда хабарлауға болады.',
    heading: 'Қолжетімділік туралы мәлімдеме',
  },
  personalData: {
    title: 'Дербес деректерді өңдеу',
    description:
      'Dala Business сайттағы нысандар мен жеке кабинет арқылы қандай дербес деректер жинайды, не үшін, қанша сақтайды, оларды кім алады және олар туралы қалай білуге, оларды қалай түзетуге немесе жоюға болады.',
    heading: 'Дербес деректерді қалай өңдейміз',
  },
  search: {
    title: 'Сайт бойынша іздеу',
    description: 'Dala Business қызметтері, блог мақалалары және көмек бөлімдері бойынша іздеу.',
    heading: 'Сайт бойынша іздеу',
  },
  fixInternet: {
    title: products['internet-for-office'].name,
    description:
      'Айына 15 900 ₸-ден бастап кеңсеге сымды интернет: 20:00-ден кейін жылдамдығы төмендейтін және төмендемейтін тарифтер, 3 жұмыс күнінен бастап қосу.',
    heading: products['internet-for-office'].name,
  },
  reprice: {
    title: 'Бонустары бар кеңсе интернеті',
    description:
      'Кеңсеге арналған интернетке арнайы ұсыныс: өтінім қалдырыңыз, біз тариф таңдап, жақын арада қайта хабарласамыз.',
    heading: 'Бонустары бар кеңсе интернеті',
  },
  applicationForConnection: {
    title: 'Кеңсеге интернет қосуға өтінім',
    description: 'Жеке кабинетте кеңсеге интернет қосуға онлайн өтінім.',
    heading: 'Кеңсеге интернет қосуға өтінім',
  },
  applicationForConsultancy: {
    title: 'Өтінім қабылданды',
    description: 'Кеңес алуға өтініміңіз қабылданды. Маман 2 жұмыс күні ішінде сізбен хабарласады.',
    heading: 'Өтінім қабылданды',
  },
  connectedCars: {
    title: products['connected-cars'].name,
    description:
      'Автопаркті GPS арқылы бақылау: трекер, бағыттар мен отын шығынын бақылау, тарифпен бірге бөліп төлеу.',
    heading: products['connected-cars'].name,
  },
  ormanAi: {
    title: products['orman-ai'].name,
    description:
      'Жасанды интеллектке негізделген орман өрттерін ерте анықтау жүйесі: 360° шолатын, 25 км-ге дейін көретін камералар.',
    heading: products['orman-ai'].name,
  },
  ipVpn: {
    title: products['ip-vpn'].name,
    description: 'Қазақстан бойынша компания филиалдары арасындағы қорғалған корпоративтік желі.',
    heading: products['ip-vpn'].name,
  },
  ofd: {
    title: products.ofd.name,
    description:
      'Онлайн-кассалардан салық органдарына деректер беру: абоненттік төлем алғашқы чектен кейін, серіктес кассалармен жұмыс.',
    heading: products.ofd.name,
  },
  ats: {
    title: products['virtual-ats'].name,
    description:
      'Айына 700 ₸-ден бастап бизнеске арналған бұлттық АТС: көпарналы нөмір, 100 қатысушыға дейін конференция, 7 күн тегін.',
    heading: products['virtual-ats'].name,
  },
  roaming: {
    title: products.roaming.name,
    description:
      'Іссапардағы қызметкерлерге айына 2200 ₸-ден бастап роуминг және шетелге тиімді қоңыраулар.',
    heading: products.roaming.name,
  },
  mobileConnection: {
    title: products['mobile-connection'].name,
    description:
      'Мобильді байланыстың корпоративтік тарифтері: онлайн қосылу, өз нөмірлеріңіз немесе жаңа нөмірлер, виртуалды АТС тегін.',
    heading: products['mobile-connection'].name,
  },
  mobileApplication: {
    title: 'Мобильді байланыс қосуға өтінім',
    description: 'Жеке кабинетте мобильді байланыс қосуға онлайн өтінім.',
    heading: 'Мобильді байланыс қосуға өтінім',
  },
  simManagement: {
    title: products['sim-management'].name,
    description:
      '200 және одан көп SIM-картасы бар компанияларға 2G/3G/4G желілеріндегі SIM-карталарды басқару платформасы.',
    heading: products['sim-management'].name,
  },
  iotZhkh: {
    title: products['iot-zhkh'].name,
    description:
      'Есептегіш көрсеткіштерін қашықтан жинау: 500-ден астам құрылғы түрі, 5 жылға арналған тарифтер.',
    heading: products['iot-zhkh'].name,
  },
  iot: {
    title: products.iot.name,
    description:
      'Датчиктер мен есептегіштерге арналған NB-IoT желісі: бір базалық станцияға 100 000 құрылғыға дейін, батареядан 10 жылға дейін жұмыс.',
    heading: products.iot.name,
  },
  mobileAd: {
    title: products['mobile-ad'].name,
    description:
      'Бір байланыс үшін 24 ₸-ден бастап SMS-таратылымдар мен таргеттелген жарнама: 8,7 млн-нан астам абонент, триггерлер және ретаргетинг.',
    heading: products['mobile-ad'].name,
  },
  microsoft: {
    title: products['microsoft-365'].name,
    description:
      'Кеңсе пакетіне жазылым: 25 пайдаланушыға дейін 30 күн тегін және жылдық жазылымға 20% жеңілдік.',
    heading: products['microsoft-365'].name,
  },
  robee: {
    title: products.robee.name,
    description:
      'Күнделікті процестерді роботтандыру (RPA): қосылған кезде бір рет төлеу, лицензияның үш нұсқасы.',
    heading: products.robee.name,
  },
  beevoice: {
    title: products['bee-voice'].name,
    description:
      'Жасанды интеллектке негізделген дауыстық роботтар 60-тан астам тілде қоңырау шалады және қоңырау қабылдайды.',
    heading: products['bee-voice'].name,
  },
  teams: {
    title: products.teams.name,
    description:
      'Оператордың SIP-транкі арқылы Microsoft Teams-тен тікелей мобильді, қалалық және халықаралық нөмірлерге қоңырау шалу.',
    heading: products.teams.name,
  },
  ddos: {
    title: products.ddos.name,
    description:
      'Компания сайттары мен сервистеріне арналған Anti-DDoS: шабуылдарды сүзу, әр клиентке жеке кабинет.',
    heading: products.ddos.name,
  },
  mfs: {
    title: products.mfs.name,
    description:
      'Телефон балансынан төлем қабылдау: 300-ден астам сервис, интеграция 7-ден 15 жұмыс күніне дейін.',
    heading: products.mfs.name,
  },
  aws: {
    title: products.aws.name,
    description: 'Қазақстан компанияларына оператор арқылы Amazon Web Services бұлттық сервистері.',
    heading: products.aws.name,
  },
  awsDirectConnect: {
    title: products['aws-direct-connect'].name,
    description:
      'AWS бұлтына дейін бөлінген арна: кідіріс шамамен 90 мс, жылдамдық 1-ден 100 Гбит/с-қа дейін, SLA 99,99%-ға дейін.',
    heading: products['aws-direct-connect'].name,
  },
  azure: {
    title: products.azure.name,
    description: 'Қазақстан компанияларына оператор арқылы Microsoft Azure бұлттық сервистері.',
    heading: products.azure.name,
  },
  azureExpressRoute: {
    title: products['azure-express-route'].name,
    description:
      'Microsoft Azure-ға жеке қосылым: 50 Мбит/с-тан 100 Гбит/с-қа дейін, SLA 99,95%-ға дейін.',
    heading: products['azure-express-route'].name,
  },
  jelide: {
    title: products.jelide.name,
    description:
      'Резервтік арнасы бар роутер: 10 секундта 4G-ге ауысады, 4 сағат дербес жұмыс істейді.',
    heading: products.jelide.name,
  },
  soc: {
    title: products.soc.name,
    description:
      'Ақпараттық қауіпсіздік оқиғаларын тәулік бойы бақылау және оларға әрекет ету, ISO 27001 сертификаты.',
    heading: products.soc.name,
  },
  tariffsArchive: {
    title: 'Тарифтер мұрағаты',
    description: 'Енді қосылмайтын бизнес тарифтері және олардың шарттары.',
    heading: 'Тарифтер мұрағаты',
  },
  anyDevice: {
    title: products['any-device'].name,
    description:
      'Қызметкерлерге ноутбуктер мен смартфондармен бірге байланыс: бірыңғай шот бойынша төлем, техника компания меншігінде.',
    heading: products['any-device'].name,
  },
  businessUnlim: {
    title: products['business-unlim'].name,
    description:
      'Айына 8 990 ₸-ден бастап 200 және 400 ГБ мобильді интернет пакеттері, лимиттен кейінгі жылдамдық 1,5 Мбит/с.',
    heading: products['business-unlim'].name,
  },
  birlik: {
    title: products.birlik.name,
    description:
      'Мобильді байланыс, кеңсеге интернет және виртуалды АТС бір пакетте, 3 жұмыс күнінен бастап қосу.',
    heading: products.birlik.name,
  },
  birlikLanding: {
    title: `${products.birlik.name} — арнайы ұсыныс`,
    description:
      'Мобильді байланыс, кеңсеге интернет және виртуалды АТС бір пакетте. Қосылуға өтінім қалдырыңыз.',
    heading: products.birlik.name,
  },
  mca: {
    title: products['mobile-corporate-access'].name,
    description:
      'Бөлінген APN арқылы қызметкерлер мен құрылғылардың корпоративтік желіге қорғалған қолжетімділігі.',
    heading: products['mobile-corporate-access'].name,
  },
  iotM2m: {
    title: products['iot-m2m'].name,
    description:
      'Заттар интернеті шешімдері: қосылған автомобильдер, NB-IoT, SIM-карталарды басқару және M2M деректер беру.',
    heading: products['iot-m2m'].name,
  },
  m2m: {
    title: products['m2m'].name,
    description:
      'Трафигі аз және көп терминалдарға, датчиктер мен банкоматтарға арналған тарифтер.',
    heading: products['m2m'].name,
  },
  partners: {
    title: products.partners.name,
    description:
      'Құжаттармен және қызметкерлермен жұмыс істеуге арналған серіктес сервистері: электрондық құжат айналымы және HR шешімдері.',
    heading: products.partners.name,
  },
  kenseHandsetOffer: {
    title: products['kense-handset-offer'].name,
    description:
      'Қолданыстағы клиенттерге арнайы ұсыныс: топтық тарифті қосып, смартфондарға жеке ұсыныс алыңыз.',
    heading: products['kense-handset-offer'].name,
  },
  satelliteInternet: {
    title: products['satellite-internet'].name,
    description:
      'Шалғай нысандарға арналған спутниктік интернет: 220 Мбит/с-қа дейін, 128 құрылғыға дейін, қолжетімділік 99,9%.',
    heading: products['satellite-internet'].name,
  },
  becomeAgent: {
    title: 'Оператордың агенті болу',
    description:
      'Оператордың агенті болыңыз: шартпен танысып, агенттер порталында тіркеліп, өтінішке қол қойыңыз.',
    heading: 'Қалай агент болуға болады',
  },
  successCases: {
    title: 'Табыс тарихтары',
    description:
      'Қазақстан компаниялары біздің қызметтермен бизнес міндеттерін қалай шешеді. Өз кейсіңізбен бөлісіңіз.',
    heading: 'Табыс тарихтары',
  },
  auth: {
    title: 'Жеке кабинетке кіру',
    description: 'Бизнес-клиенттің жеке кабинетіне БСН/ЖСН және телефон нөмірі арқылы кіру.',
    heading: 'Жеке кабинетке кіру',
  },
  profile: {
    title: 'Компания профилі',
    description: 'Жеке кабинеттегі компания деректері.',
    heading: 'Компания профилі',
  },
  cabinetHome: {
    title: 'Менің өтінімдерім',
    description: 'Компания өтінімдері бойынша не істеу керек және оның барлық ашық өтінімдері.',
    heading: 'Менің өтінімдерім',
  },
  profileApplicationsInternet: {
    title: 'Кеңсе интернетіне өтінімдер',
    description: 'Кеңсеге интернет қосуға берген өтінімдеріңіз.',
    heading: 'Кеңсе интернетіне өтінімдер',
  },
  profileApplicationsMobile: {
    title: 'Мобильді байланысқа өтінімдер',
    description: 'Мобильді байланыс қосуға берген өтінімдеріңіз.',
    heading: 'Мобильді байланысқа өтінімдер',
  },
  profileApplicationInternet: {
    title: 'Кеңсе интернетіне өтінім',
    description: 'Кеңсеге интернет қосуға өтінім: деректері, мәртебесі және тарихы.',
    heading: 'Кеңсе интернетіне өтінім',
  },
  profileApplicationMobile: {
    title: 'Мобильді байланысқа өтінім',
    description: 'Мобильді байланыс қосуға өтінім: деректері, мәртебесі және тарихы.',
    heading: 'Мобильді байланысқа өтінім',
  },
  kiosk: {
    title: 'Киоск',
    description:
      'Сату кеңсесіндегі Dala Business сенсорлық экраны: бизнеске арналған қызметтер каталогы, кеңес алуға өтінім және тексерулер.',
    heading: 'Бизнесіңізге арналған байланыс және цифрлық шешімдер',
  },
  kioskSection: {
    title: 'Киоск: қызметтер каталогы',
    description:
      'Сату кеңсесінің сенсорлық экранындағы Dala Business каталогы бөлімінің қызметтері.',
    heading: 'Қызметтер каталогы',
  },
  kioskProduct: {
    title: 'Киоск: қызмет',
    description: 'Сату кеңсесінің сенсорлық экранындағы Dala Business қызметі.',
    heading: 'Қызмет',
  },
  kioskConsultation: {
    title: 'Киоск: кеңес алуға өтінім',
    description: 'Сату кеңсесінің сенсорлық экранынан Dala Business маманының кеңесіне өтінім.',
    heading: 'Кеңес алуға өтінім',
  },
  kioskHandsetOffer: {
    title: `Киоск: ${products['kense-handset-offer'].name}`,
    description:
      '«Кеңсе» тарифімен смартфондарға ұсыныстың компанияға қолжетімділігін БСН/ЖСН бойынша тексеру.',
    heading: products['kense-handset-offer'].name,
  },
  kioskAddressCheck: {
    title: 'Киоск: кеңсеге интернет',
    description: 'Кеңсе мекенжайына интернет қосуға бола ма, тексеру.',
    heading: 'Кеңсе мекенжайын тексеріңіз',
  },
  notFound: {
    title: 'Бет табылмады',
    description: 'Сайтта мұндай бет жоқ. Басты бетке оралыңыз немесе іздеуді пайдаланыңыз.',
    heading: 'Бет табылмады',
  },
};
