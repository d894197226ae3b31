import type * as source from '../ru/widgets.ts';
import type { Shape } from '../types.ts';

import { common } from './widgets/common.ts';
import { consultation } from './widgets/consultation.ts';
import { handset } from './widgets/handset.ts';
import { address } from './widgets/address.ts';

export { common, consultation, handset, address };

export const officeInternet: Shape<typeof source.officeInternet> = {
  tabsLabel: 'Жылдамдық режимі',
  reduced: 'Төмендетумен',
  reducedHint: 'Жылдамдық 20:00-ден кейін төмендейді',
  constant: 'Төмендетусіз',
  constantHint: 'Тәулік бойы бірдей жылдамдық, 24/7',
  speed: '{{speed}} Мбит/с',
  speedReduced: '20:00-ге дейін, кейін төменірек',
  speedConstant: 'тәулік бойы',
  connect: 'Қосу',
  // The service opens the Kazakh sentence, so it keeps its capital here (ru: «…об интернете…»).
  more: '{{service}} туралы толығырақ білу',
  service: 'Кеңсеге арналған интернет',
  details:
    '{{speed}} Мбит/с жылдамдықтағы сымды интернет. Қосу — 3 жұмыс күнінен бастап, радиорелелік желі арқылы — 7 жұмыс күнінен бастап. Төлем ай сайын, орнатудан кейін.',
  detailsReduced: '20:00-ден кейін жылдамдық төмендейді.',
  detailsConstant: 'Кешкі уақытта жылдамдық төмендемейді.',
  loading: 'Тарифтер жүктелуде…',
  chosenTariff: 'Таңдалған тариф',
  changeTariff: 'Тарифті өзгерту',
  apply: 'Өтінімді рәсімдеу',
  applying: 'Өтінім рәсімделуде…',
  consult: 'Кеңес алуға өтінім қалдыру',
  linkedAddress: 'Кеңсенің мекенжайы тексерілді — ол қамту аймағында',
  linkedAddressHint: 'Тарифті таңдаңыз — мекенжайды өтінімге өзіміз қоямыз.',
  reprice: {
    title: 'Өтінім қалдырыңыз',
    description: 'Кеңсеңізге бонустары бар тариф таңдап, сізге қайта қоңырау шаламыз.',
    descriptionWithoutPromo: 'Кеңсеңізге тариф таңдап, сізге қайта қоңырау шаламыз.',
    promo: {
      running: 'Бонустар берілетін өтінімдердің соңғы күні — {{date}}.',
      ended:
        'Бонустары бар акция аяқталды, соңғы күні — {{date}}. Өтінімді қазір де қалдыруға болады — менеджер қайта қоңырау шалып, шарттарды ұсынады.',
      upcoming:
        'Бонустары бар акция әлі басталған жоқ. Өтінім қалдырыңыз — менеджер қайта қоңырау шалып, шарттарды ұсынады.',
    },
    successText: 'Жақын арада сізге қайта қоңырау шаламыз.',
    home: 'Басты бетке өту',
  },
};

export const mobileConnection: Shape<typeof source.mobileConnection> = {
  tariffsTitle: 'Тарифтер',
  archive: 'Тарифтер мұрағаты',
  choose: 'Таңдау',
  moreAbout: 'Тариф туралы толығырақ',
  perNumber: 'бір нөмір үшін айына',
  data: '{{gb}} ГБ интернет',
  dataUnlimited: 'Шексіз интернет',
  minutes: 'Қазақстан бойынша басқа нөмірлерге {{minutes}} минут',
  sms: '{{sms}} SMS',
  ownCalls: 'Dala нөмірлеріне шексіз қоңыраулар',
  pbxFree: 'Виртуалды АТС қосымша төлемсіз',
  maxNumbers: '{{max}} нөмірге дейін және {{extra}} қосымша нөмір',
  loading: 'Тарифтер жүктелуде…',
  stepTitle: '«{{tariff}}» тарифіне қосылатын нөмірлер санын таңдаңыз',
  count: 'Нөмірлер саны',
  countHint: '1-ден {{max}}-ге дейін',
  countRange: '1-ден {{max}}-ге дейінгі санды енгізіңіз',
  additional: 'Қосымша нөмірлер',
  additionalHint: 'Әрқайсысы {{price}} ₸, {{max}}-ден аспайды',
  additionalCount: 'Қосымша нөмірлер: {{count}}',
  addMore: 'Тағы нөмір қосу',
  removeAdditional: 'Қосымша нөмірлерді алып тастау',
  decrease: 'Бір қосымша нөмірді алып тастау',
  increase: 'Бір қосымша нөмір қосу',
  additionalMax: 'Бұл тарифте {{max}}-ден артық қосымша нөмір болмайды',
  section1: 'Жаңа немесе өз нөмірлеріңіз',
  choiceNew: 'Барлық нөмірлер жаңа',
  choiceOwn: 'Барлық нөмірлер менікі',
  choicePartly: 'Нөмірлердің бір бөлігі менікі',
  choiceOwnHint: 'Нөмірлеріңізді тарифке ауыстырамыз',
  choicePartlyHint: 'Нөмірлеріңізді тарифке ауыстырамыз, қалғандары жаңа болады',
  ownNumbers: 'Сіздің нөмірлеріңіз',
  ownNumbersHint: 'Әр жолға біреуден, мысалы +7 701 123 45 67',
  ownNumbersRequired: 'Нөмірлеріңізді енгізіңіз',
  ownNumbersInvalid: 'Нөмірлерді тексеріңіз: {{numbers}}',
  ownNumbersAll: 'Қосылатын нөмірлер санындай нөмір көрсетіңіз: {{count}}',
  ownNumbersPartly: '1-ден {{max}}-ге дейін нөмір көрсетіңіз — қалғандары жаңа болады',
  ownNumbersDuplicate: '{{number}} нөмірі екі рет көрсетілген',
  section2: 'Виртуалды АТС',
  pbx: 'Виртуалды АТС-ты тегін қосу',
  pbxLink: 'Виртуалды АТС туралы толығырақ',
  section3: 'Роуминг',
  roaming: 'Барлық нөмірлерде базалық роумингті қосу',
  roamingLink: 'Роуминг туралы толығырақ',
  total: 'Ай сайынғы төлем',
  totalValue: '{{price}} ₸/ай',
  totalBreakdown: '{{count}} × {{price}} ₸ + {{extra}} × {{extraPrice}} ₸',
  continue: 'Жалғастыру',
  continuing: 'Өтінім рәсімделуде…',
  back: 'Тарифтерге оралу',
};

export const handoff: Shape<typeof source.handoff> = {
  resume: {
    internetTitle: 'Кеңсеге арналған интернетке ескі өтінімді аяқтаңыз',
    mobileTitle: 'Мобильді байланысқа ескі өтінімді аяқтаңыз',
    text: 'Жаңа өтінім беру үшін алдымен ескі өтінімді аяқтау керек. Тоқтаған қадамыңыздан жалғастырыңыз немесе оны аяқтап, ағымдағы өтінімді жіберіңіз.',
    address: 'Қосылу мекенжайы',
    phone: 'Телефон',
    tariff: 'Тариф',
    payment: 'Ай сайынғы төлем',
    numbers: 'Нөмірлер',
    continueOld: 'Ескі өтінімді жалғастыру',
    finishCurrent: 'Ағымдағысын аяқтау',
    finishing: 'Ескі өтінім аяқталуда…',
    home: 'Басты бетке өту',
  },
  summary: {
    tariff: 'Тариф',
    address: 'Қосылу мекенжайы',
    numbers: 'Нөмірлер',
    numbersValue: 'негізгі: {{main}}, қосымша: {{extra}}',
    payment: 'Ай сайынғы төлем',
  },
};

export const widgets: Shape<typeof source.widgets> = {
  common,
  consultation,
  handset,
  address,
  officeInternet,
  mobileConnection,
  handoff,
};
