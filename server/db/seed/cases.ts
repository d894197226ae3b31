/**
 * Demo success cases added after the first three Russian ones of migration 5: cases written in
 * Kazakh (the list shows every approved case, each in the language it was written in, so the
 * Kazakh page is not all Russian), and the Russian cases' results without made-up figures.
 *
 * Like real submissions, the texts pass the form's checks: no forbidden characters (so no commas,
 * full stops or hyphens), and no figure the spec does not give.
 */
import type { Locale } from '../../../contract/locale.ts';
import { encodePng } from '../../domain/image.ts';

export interface DemoCase {
  id: string;
  locale: Locale;
  productName: string;
  author: string;
  company: string;
  position: string;
  problem: string;
  solution: string;
  results: string;
  /** The photo's colour: a soft gradient from it to light grey. */
  hue: readonly [number, number, number];
  daysAgo: number;
}

export const KK_DEMO_CASES: readonly DemoCase[] = [
  {
    id: 'demo-case-kk-1',
    locale: 'kk',
    productName: 'Виртуалды АТС',
    author: 'Әсел Жұмабаева',
    company: 'ЖШС «Ақ Жол Тур»',
    position: 'Операциялық директор',
    problem:
      'Менеджерлер клиенттермен жеке ұялы нөмірлерден сөйлесетін ал демалыс күндері түскен қоңыраулар жауапсыз қалатын',
    solution:
      'Виртуалды АТС қосып бір қалалық нөмірге дауыстық мәзір мен менеджерлердің ұялы телефондарына бағыттауды баптадық',
    results:
      'Клиенттер бір нөмірге хабарласады ал барлық сөйлесулер жазылып жеке кабинетте сақталады',
    hue: [120, 60, 150],
    daysAgo: 25,
  },
  {
    id: 'demo-case-kk-2',
    locale: 'kk',
    productName: 'Кеңсеге арналған интернет',
    author: 'Нұрлан Сәрсенбаев',
    company: 'ЖШС «Сарыарқа Есеп»',
    position: 'Директор',
    problem:
      'Бухгалтерлер кешке бұлттағы бағдарламада есеп тапсырғанда кеңседегі интернет баяулап қалатын',
    solution: 'Кешке жылдамдығы төмендемейтін тарифке көштік',
    results:
      'Тоқсандық есептерді кешке де кідіріссіз тапсырамыз ал төлем тек орнатқаннан кейін басталды',
    hue: [20, 120, 110],
    daysAgo: 12,
  },
  {
    id: 'demo-case-kk-3',
    locale: 'kk',
    productName: 'Мобильді байланыс',
    author: 'Гүлнар Омарова',
    company: 'ЖШС «Жетісу Фуд Трейд»',
    position: 'Бас директор',
    problem:
      'Жүргізушілер мен жүк жөнелтушілер жеке нөмірлерін пайдаланатын және байланыс шығынын бақылау қиын болатын',
    solution:
      'Барлық қызметкерге Кеңсе топтық тарифін қосып виртуалды АТС пен базалық роумингті іске қостық',
    results: 'Байланыс шығыны бір шотта көрінеді ал клиенттер бір ортақ нөмірге қоңырау шалады',
    hue: [200, 110, 40],
    daysAgo: 4,
  },
];

/**
 * The Russian demo cases of migration 5 whose results carried figures nobody measured («в пять
 * раз меньше», «на 30 процентов»): what they say now, and what they said.
 */
export const RU_CASE_RESULTS: readonly { id: string; was: string; now: string }[] = [
  {
    id: 'demo-case-1',
    was: 'Пропущенных звонков стало в пять раз меньше и каждый разговор теперь записывается',
    now: 'В часы пик звонки встают в очередь вместо коротких гудков а каждый разговор записывается',
  },
  {
    id: 'demo-case-3',
    was: 'Расходы на связь снизились на 30 процентов а клиенты звонят на один общий номер',
    now: 'Расходы на связь видны в одном счёте а клиенты звонят на один общий номер',
  },
];

const photos = new Map<string, Buffer>();

/**
 * A soft diagonal gradient in the case's colour, 800×533: a real image, small on disk. Painted
 * once per colour and process (every test database seeds the same demo cases).
 */
export function demoCasePhoto(hue: readonly [number, number, number]): Buffer {
  const key = hue.join(',');
  const cached = photos.get(key);
  if (cached) return cached;
  const [r, g, b] = hue;
  const photo = encodePng(800, 533, (x, y) => {
    const t = (x + y) / (800 + 533);
    return [
      Math.round(r * (1 - t) + 245 * t),
      Math.round(g * (1 - t) + 245 * t),
      Math.round(b * (1 - t) + 245 * t),
    ];
  });
  photos.set(key, photo);
  return photo;
}
