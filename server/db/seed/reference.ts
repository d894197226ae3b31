import { ENTREPRENEUR_POSITION_ID } from '../../../contract/rules/bin.ts';

/**
 * Reference data of the stand-in CRM. Bank names and BICs are the real public ones.
 *
 * Tariffs: the spec fixes office internet «от 15 900 ₸» with tariffs of 5, 10, 15 and 20 Мбит/с,
 * each with and without the evening reduction (so the 5 Мбит/с reduced tariff is 15 900 ₸ and
 * nothing is cheaper), business-unlim 8 990 / 12 990 ₸, and the group tariff's 30 ГБ, 200 minutes
 * and 100 SMS. Every other price — the other seven office tariffs, the «Кеңсе» price per number
 * (the spec gives none; the online application needs one to show the monthly payment), the
 * archived tariff — and the number caps are SAMPLE values of this reference backend, to be
 * replaced by the operator's CRM. `seed.test.ts` holds them to the spec.
 */
export const BANKS = [
  { id: 'halyk', bic: 'HSBKKZKX', ibanCode: '601', ru: 'АО «Народный сберегательный банк Казахстана»', kk: '«Қазақстан Халық Жинақ Банкі» АҚ' },
  { id: 'kaspi', bic: 'CASPKZKA', ibanCode: '722', ru: 'АО «Kaspi Bank»', kk: '«Kaspi Bank» АҚ' },
  { id: 'forte', bic: 'IRTYKZKA', ibanCode: '996', ru: 'АО «ForteBank»', kk: '«ForteBank» АҚ' },
  { id: 'bcc', bic: 'KCJBKZKX', ibanCode: '856', ru: 'АО «Банк ЦентрКредит»', kk: '«Банк ЦентрКредит» АҚ' },
  { id: 'jusan', bic: 'TSESKZKA', ibanCode: '998', ru: 'АО «First Heartland Jusan Bank»', kk: '«First Heartland Jusan Bank» АҚ' },
  { id: 'freedom', bic: 'KSNVKZKA', ibanCode: '551', ru: 'АО «Freedom Bank Kazakhstan»', kk: '«Freedom Bank Kazakhstan» АҚ' },
  { id: 'eurasian', bic: 'EURIKZKA', ibanCode: '948', ru: 'АО «Евразийский банк»', kk: '«Еуразиялық банк» АҚ' },
  { id: 'rbk', bic: 'KINCKZKA', ibanCode: '821', ru: 'АО «Bank RBK»', kk: '«Bank RBK» АҚ' },
  { id: 'homecredit', bic: 'INLMKZKA', ibanCode: '886', ru: 'АО «Home Credit Bank»', kk: '«Home Credit Bank» АҚ' },
  { id: 'nurbank', bic: 'NURSKZKX', ibanCode: '849', ru: 'АО «Нурбанк»', kk: '«Нұрбанк» АҚ' },
  { id: 'altyn', bic: 'ATYNKZKA', ibanCode: '009', ru: 'АО «Altyn Bank»', kk: '«Altyn Bank» АҚ' },
  { id: 'citi', bic: 'CITIKZKA', ibanCode: '832', ru: 'АО «Ситибанк Казахстан»', kk: '«Ситибанк Қазақстан» АҚ' },
] as const; // prettier-ignore

export const POSITIONS = [
  { id: 'general-director', ru: 'Генеральный директор', kk: 'Бас директор' },
  { id: 'director', ru: 'Директор', kk: 'Директор' },
  { id: 'board-chairman', ru: 'Председатель правления', kk: 'Басқарма төрағасы' },
  { id: 'president', ru: 'Президент', kk: 'Президент' },
  { id: 'managing-director', ru: 'Управляющий директор', kk: 'Басқарушы директор' },
  { id: 'executive-director', ru: 'Исполнительный директор', kk: 'Атқарушы директор' },
  { id: 'branch-head', ru: 'Руководитель филиала', kk: 'Филиал басшысы' },
  { id: 'representative-head', ru: 'Руководитель представительства', kk: 'Өкілдік басшысы' },
  { id: ENTREPRENEUR_POSITION_ID, ru: 'Индивидуальный предприниматель', kk: 'Жеке кәсіпкер' },
] as const;

interface TariffSeed {
  id: string;
  product: 'internet' | 'mobile';
  ru: string;
  kk: string;
  monthlyPrice: number;
  speedMbps?: number;
  speedMode?: 'reduced' | 'constant';
  dataGb?: number;
  minutesOther?: number;
  sms?: number;
  maxNumbers?: number;
  maxAdditionalNumbers?: number;
  archived?: boolean;
}

const internet = (speed: number, mode: 'reduced' | 'constant', price: number): TariffSeed => ({
  id: `office-${speed}-${mode}`,
  product: 'internet',
  ru: `Интернет для офиса ${speed} Мбит/с`,
  kk: `Кеңсеге арналған интернет ${speed} Мбит/с`,
  monthlyPrice: price,
  speedMbps: speed,
  speedMode: mode,
});

export const TARIFFS: readonly TariffSeed[] = [
  internet(5, 'reduced', 15_900),
  internet(10, 'reduced', 18_900),
  internet(15, 'reduced', 21_900),
  internet(20, 'reduced', 24_900),
  internet(5, 'constant', 19_900),
  internet(10, 'constant', 23_900),
  internet(15, 'constant', 27_900),
  internet(20, 'constant', 31_900),
  {
    id: 'kense',
    product: 'mobile',
    ru: 'Кеңсе',
    kk: 'Кеңсе',
    monthlyPrice: 5_990,
    dataGb: 30,
    minutesOther: 200,
    sms: 100,
    maxNumbers: 50,
    maxAdditionalNumbers: 20,
  },
  {
    id: 'business-unlim-9',
    product: 'mobile',
    ru: 'Бизнес Безлимит 9',
    kk: 'Бизнес Шексіз 9',
    monthlyPrice: 8_990,
    dataGb: 200,
    maxNumbers: 30,
    maxAdditionalNumbers: 10,
  },
  {
    id: 'business-unlim-13',
    product: 'mobile',
    ru: 'Бизнес Безлимит 13',
    kk: 'Бизнес Шексіз 13',
    monthlyPrice: 12_990,
    dataGb: 400,
    maxNumbers: 30,
    maxAdditionalNumbers: 10,
  },
  {
    id: 'biznes-start-2019',
    product: 'mobile',
    ru: 'Бизнес Старт (архив)',
    kk: 'Бизнес Старт (мұрағат)',
    monthlyPrice: 3_990,
    dataGb: 10,
    minutesOther: 100,
    sms: 50,
    archived: true,
  },
];

export const PICKUP_CITIES = [
  { id: 'almaty', ru: 'Алматы', kk: 'Алматы', addressRu: 'г. Алматы, пр. Абая, 150/230, бизнес-центр «Самал», 1 этаж', addressKk: 'Алматы қ., Абай даңғылы, 150/230, «Самал» бизнес-орталығы, 1-қабат', manager: 'Ахметова Динара Серикқызы', phone: '+77017110150' },
  { id: 'astana', ru: 'Астана', kk: 'Астана', addressRu: 'г. Астана, пр. Мангилик Ел, 55/20, офис 104', addressKk: 'Астана қ., Мәңгілік Ел даңғылы, 55/20, 104-кеңсе', manager: 'Жумабеков Арман Болатович', phone: '+77017110210' },
  { id: 'shymkent', ru: 'Шымкент', kk: 'Шымкент', addressRu: 'г. Шымкент, пр. Тауке хана, 37', addressKk: 'Шымкент қ., Тәуке хан даңғылы, 37', manager: 'Садыкова Гульнара Абдуллаевна', phone: '+77017110325' },
  { id: 'karaganda', ru: 'Караганда', kk: 'Қарағанды', addressRu: 'г. Караганда, пр. Бухар-Жырау, 49/6', addressKk: 'Қарағанды қ., Бұқар жырау даңғылы, 49/6', manager: 'Ким Виктория Олеговна', phone: '+77017110721' },
  { id: 'aktobe', ru: 'Актобе', kk: 'Ақтөбе', addressRu: 'г. Актобе, пр. Абилкайыр хана, 62', addressKk: 'Ақтөбе қ., Әбілқайыр хан даңғылы, 62', manager: 'Утегенов Ерлан Маратович', phone: '+77017110713' },
  { id: 'atyrau', ru: 'Атырау', kk: 'Атырау', addressRu: 'г. Атырау, ул. Сатпаева, 19Б', addressKk: 'Атырау қ., Сәтбаев көшесі, 19Б', manager: 'Нурлыбаева Айгерим Кайратовна', phone: '+77017110712' },
  { id: 'aktau', ru: 'Актау', kk: 'Ақтау', addressRu: 'г. Актау, 14-й мкр., 38, ТЦ «Астана», 2 этаж', addressKk: 'Ақтау қ., 14-шағын аудан, 38, «Астана» СО, 2-қабат', manager: 'Есенгалиев Нурлан Жанабаевич', phone: '+77017110729' },
  { id: 'pavlodar', ru: 'Павлодар', kk: 'Павлодар', addressRu: 'г. Павлодар, ул. Академика Сатпаева, 65', addressKk: 'Павлодар қ., Академик Сәтбаев көшесі, 65', manager: 'Петренко Ольга Николаевна', phone: '+77017110718' },
  { id: 'oskemen', ru: 'Усть-Каменогорск', kk: 'Өскемен', addressRu: 'г. Усть-Каменогорск, пр. Назарбаева, 24', addressKk: 'Өскемен қ., Назарбаев даңғылы, 24', manager: 'Кабдулов Даурен Муратович', phone: '+77017110723' },
  { id: 'kostanay', ru: 'Костанай', kk: 'Қостанай', addressRu: 'г. Костанай, ул. Аль-Фараби, 119', addressKk: 'Қостанай қ., Әл-Фараби көшесі, 119', manager: 'Смагулова Асель Ерболовна', phone: '+77017110714' },
  { id: 'kyzylorda', ru: 'Кызылорда', kk: 'Қызылорда', addressRu: 'г. Кызылорда, ул. Желтоксан, 12', addressKk: 'Қызылорда қ., Желтоқсан көшесі, 12', manager: 'Ибрагимов Талгат Серикович', phone: '+77017110724' },
  { id: 'taraz', ru: 'Тараз', kk: 'Тараз', addressRu: 'г. Тараз, пр. Толе би, 93А', addressKk: 'Тараз қ., Төле би даңғылы, 93А', manager: 'Оспанова Жанар Айдаровна', phone: '+77017110726' },
  { id: 'oral', ru: 'Уральск', kk: 'Орал', addressRu: 'г. Уральск, пр. Достык, 180', addressKk: 'Орал қ., Достық даңғылы, 180', manager: 'Гарипов Руслан Ильдарович', phone: '+77017110711' },
  { id: 'petropavl', ru: 'Петропавловск', kk: 'Петропавл', addressRu: 'г. Петропавловск, ул. Конституции Казахстана, 28', addressKk: 'Петропавл қ., Қазақстан Конституциясы көшесі, 28', manager: 'Бондаренко Ирина Викторовна', phone: '+77017110715' },
  { id: 'semey', ru: 'Семей', kk: 'Семей', addressRu: 'г. Семей, ул. Шакарима, 20', addressKk: 'Семей қ., Шәкәрім көшесі, 20', manager: 'Мухамеджанов Бауыржан Канатович', phone: '+77017110722' },
  { id: 'turkistan', ru: 'Туркестан', kk: 'Түркістан', addressRu: 'г. Туркестан, пр. Тауке хана, 285', addressKk: 'Түркістан қ., Тәуке хан даңғылы, 285', manager: 'Абдрахманов Мейрамбек Ерланович', phone: '+77017110733' },
  { id: 'kokshetau', ru: 'Кокшетау', kk: 'Көкшетау', addressRu: 'г. Кокшетау, ул. Абая, 96', addressKk: 'Көкшетау қ., Абай көшесі, 96', manager: 'Шевченко Андрей Сергеевич', phone: '+77017110716' },
  { id: 'taldykorgan', ru: 'Талдыкорган', kk: 'Талдықорған', addressRu: 'г. Талдыкорган, ул. Жансугурова, 130', addressKk: 'Талдықорған қ., Жансүгіров көшесі, 130', manager: 'Алимжанова Сауле Маратовна', phone: '+77017110728' },
] as const; // prettier-ignore

export const PICKUP_HOURS = {
  ru: 'Пн–Пт 09:00–19:00, Сб 10:00–16:00, Вс — выходной',
  kk: 'Дс–Жм 09:00–19:00, Сб 10:00–16:00, Жс — демалыс',
} as const;
