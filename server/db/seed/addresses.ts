/**
 * The office-address directory of the coverage check (fictional coverage over real street
 * names), the courier delivery zones, and the operator's agents. Technology per building: fibre
 * (connection from 3 business days), radio relay (from 7), or none (outside coverage).
 */
import type { SettlementKind, StreetKind } from '../../../contract/index.ts';

type Tech = 'fiber' | 'radio' | null;

export interface CitySeed {
  id: string;
  ru: string;
  kk: string;
  kind: SettlementKind;
  regionRu: string;
  regionKk: string;
  /** Towns the directory lists under a bigger city and its district (the §2.15 hint list). */
  parent?: { id: string; districtRu: string; districtKk: string };
}

const CITY_REGION = {
  regionRu: 'город республиканского значения',
  regionKk: 'республикалық маңызы бар қала',
};
const AKMOLA = { regionRu: 'Акмолинская область', regionKk: 'Ақмола облысы' };
const ALMATY_REGION = { regionRu: 'Алматинская область', regionKk: 'Алматы облысы' };
const TSELINOGRAD = {
  id: 'astana',
  districtRu: 'Целиноградский район',
  districtKk: 'Целиноград ауданы',
};
const ILI = { id: 'almaty', districtRu: 'Илийский район', districtKk: 'Іле ауданы' };
const KARASAI = { id: 'almaty', districtRu: 'Карасайский район', districtKk: 'Қарасай ауданы' };

export const CITIES: readonly CitySeed[] = [
  { id: 'almaty', ru: 'Алматы', kk: 'Алматы', kind: 'city', ...CITY_REGION },
  { id: 'astana', ru: 'Астана', kk: 'Астана', kind: 'city', ...CITY_REGION },
  { id: 'shymkent', ru: 'Шымкент', kk: 'Шымкент', kind: 'city', ...CITY_REGION },
  { id: 'karaganda', ru: 'Караганда', kk: 'Қарағанды', kind: 'city', regionRu: 'Карагандинская область', regionKk: 'Қарағанды облысы' },
  { id: 'aktobe', ru: 'Актобе', kk: 'Ақтөбе', kind: 'city', regionRu: 'Актюбинская область', regionKk: 'Ақтөбе облысы' },
  { id: 'kosshy', ru: 'Косшы', kk: 'Қосшы', kind: 'town', ...AKMOLA, parent: TSELINOGRAD },
  { id: 'talapker', ru: 'Талапкер', kk: 'Талапкер', kind: 'village', ...AKMOLA, parent: TSELINOGRAD },
  { id: 'boralday', ru: 'Боралдай', kk: 'Боралдай', kind: 'village', ...ALMATY_REGION, parent: ILI },
  { id: 'otegen-batyr', ru: 'Отеген батыр', kk: 'Өтеген батыр', kind: 'village', ...ALMATY_REGION, parent: ILI },
  { id: 'kaskelen', ru: 'Каскелен', kk: 'Қаскелең', kind: 'town', ...ALMATY_REGION, parent: KARASAI },
]; // prettier-ignore

export interface StreetSeed {
  cityId: string;
  slug: string;
  ru: string;
  kk: string;
  kind: StreetKind;
  /** House numbers as written on the buildings, space-separated. */
  houses: string;
  tech: Tech;
  /** Buildings whose technology differs from the street's. */
  except?: Record<string, Tech>;
}

export const STREETS: readonly StreetSeed[] = [
  // Almaty
  { cityId: 'almaty', slug: 'tole-bi', ru: 'Толе би', kk: 'Төле би', kind: 'street', houses: '99 101 103 105 107 109 110 112 187 189', tech: 'fiber', except: { '189': 'radio' } },
  { cityId: 'almaty', slug: 'dostyk', ru: 'Достык', kk: 'Достық', kind: 'avenue', houses: '38 43 85 91 97 105 132 136 210 240', tech: 'fiber' },
  { cityId: 'almaty', slug: 'abay', ru: 'Абая', kk: 'Абай', kind: 'avenue', houses: '10 42 52 68 109 143 150/230 151', tech: 'fiber' },
  { cityId: 'almaty', slug: 'al-farabi', ru: 'аль-Фараби', kk: 'Әл-Фараби', kind: 'avenue', houses: '5 7 17 77/7 95 140А', tech: 'fiber' },
  { cityId: 'almaty', slug: 'satpayev', ru: 'Сатпаева', kk: 'Сәтбаев', kind: 'street', houses: '18 22 30 90/20', tech: 'fiber' },
  { cityId: 'almaty', slug: 'nauryzbay-batyr', ru: 'Наурызбай батыра', kk: 'Наурызбай батыр', kind: 'street', houses: '17 50 65', tech: 'fiber' },
  { cityId: 'almaty', slug: 'samal-2', ru: 'Самал-2', kk: 'Самал-2', kind: 'microdistrict', houses: '33 56А 58 97', tech: 'fiber' },
  { cityId: 'almaty', slug: 'orbita-1', ru: 'Орбита-1', kk: 'Орбита-1', kind: 'microdistrict', houses: '1 7 14', tech: 'radio' },
  { cityId: 'almaty', slug: 'alatau-district', ru: 'Алатауский', kk: 'Алатау', kind: 'district', houses: '12 45 118', tech: 'radio', except: { '118': null } },
  { cityId: 'almaty', slug: 'shanyrak-2', ru: 'Шанырак-2', kk: 'Шаңырақ-2', kind: 'microdistrict', houses: '3 8 15', tech: null },
  // Astana
  { cityId: 'astana', slug: 'mangilik-el', ru: 'Мангилик Ел', kk: 'Мәңгілік Ел', kind: 'avenue', houses: '8 20 29 49 55/20', tech: 'fiber' },
  { cityId: 'astana', slug: 'kabanbay-batyr', ru: 'Кабанбай батыра', kk: 'Қабанбай батыр', kind: 'avenue', houses: '11 17 19 53 62', tech: 'fiber' },
  { cityId: 'astana', slug: 'syganak', ru: 'Сыганак', kk: 'Сығанақ', kind: 'street', houses: '10 18Г 29 43 70', tech: 'fiber' },
  { cityId: 'astana', slug: 'kenesary', ru: 'Кенесары', kk: 'Кенесары', kind: 'street', houses: '1 40 65 70', tech: 'fiber' },
  { cityId: 'astana', slug: 'respubliki', ru: 'Республики', kk: 'Республика', kind: 'avenue', houses: '1 24 48', tech: 'fiber' },
  { cityId: 'astana', slug: 'uly-dala', ru: 'Улы Дала', kk: 'Ұлы Дала', kind: 'avenue', houses: '2 5 11/1', tech: 'fiber' },
  { cityId: 'astana', slug: 'koktal', ru: 'Коктал', kk: 'Көктал', kind: 'microdistrict', houses: '12 25', tech: 'radio' },
  // Shymkent
  { cityId: 'shymkent', slug: 'respubliki', ru: 'Республики', kk: 'Республика', kind: 'avenue', houses: '12 18 34', tech: 'fiber' },
  { cityId: 'shymkent', slug: 'tauke-khan', ru: 'Тауке хана', kk: 'Тәуке хан', kind: 'avenue', houses: '5 37 55 100', tech: 'fiber' },
  { cityId: 'shymkent', slug: 'kazybek-bi', ru: 'Казыбек би', kk: 'Қазыбек би', kind: 'street', houses: '1 7 23', tech: 'fiber' },
  { cityId: 'shymkent', slug: 'nursat', ru: 'Нурсат', kk: 'Нұрсат', kind: 'microdistrict', houses: '10 25 115', tech: 'radio' },
  { cityId: 'shymkent', slug: 'abay-district', ru: 'Абайский', kk: 'Абай', kind: 'district', houses: '3 17', tech: null },
  // Karaganda
  { cityId: 'karaganda', slug: 'bukhar-zhyrau', ru: 'Бухар-Жырау', kk: 'Бұқар жырау', kind: 'avenue', houses: '30 49/6 53 66', tech: 'fiber' },
  { cityId: 'karaganda', slug: 'erubaeva', ru: 'Ерубаева', kk: 'Ерубаев', kind: 'street', houses: '33 35 50', tech: 'fiber' },
  { cityId: 'karaganda', slug: 'nurken-abdirov', ru: 'Нуркена Абдирова', kk: 'Нұркен Әбдіров', kind: 'avenue', houses: '15 30', tech: 'fiber' },
  { cityId: 'karaganda', slug: 'yugo-vostok', ru: 'Юго-Восток', kk: 'Оңтүстік-Шығыс', kind: 'microdistrict', houses: '12 21', tech: 'radio' },
  // Aktobe
  { cityId: 'aktobe', slug: 'abilkaiyr-khan', ru: 'Абилкайыр хана', kk: 'Әбілқайыр хан', kind: 'avenue', houses: '2 40 62', tech: 'fiber' },
  { cityId: 'aktobe', slug: 'sankibai-batyr', ru: 'Санкибай батыра', kk: 'Саңқыбай батыр', kind: 'avenue', houses: '1 23', tech: 'fiber' },
  { cityId: 'aktobe', slug: '12-mkr', ru: '12-й', kk: '12-ші', kind: 'microdistrict', houses: '4 17', tech: 'radio' },
  // towns listed under a parent city
  { cityId: 'kosshy', slug: 'respubliki', ru: 'Республики', kk: 'Республика', kind: 'street', houses: '1 5 20', tech: 'radio' },
  { cityId: 'talapker', slug: 'tsentralnaya', ru: 'Центральная', kk: 'Орталық', kind: 'street', houses: '2 14', tech: null },
  { cityId: 'boralday', slug: 'aerodromnaya', ru: 'Аэродромная', kk: 'Аэродром', kind: 'street', houses: '10 31', tech: 'radio' },
  { cityId: 'otegen-batyr', slug: 'titova', ru: 'Титова', kk: 'Титов', kind: 'street', houses: '5 120', tech: 'radio' },
  { cityId: 'kaskelen', slug: 'nauryzbay-batyr', ru: 'Наурызбай батыра', kk: 'Наурызбай батыр', kind: 'street', houses: '10 45', tech: 'fiber' },
]; // prettier-ignore

/** Courier delivery zones: rough outlines of the cities' built-up areas, [lat, lng]. */
export const DELIVERY_ZONES = [
  { cityId: 'almaty', ru: 'Алматы', kk: 'Алматы', polygon: [[43.36, 76.82], [43.36, 77.02], [43.3, 77.06], [43.19, 77.02], [43.17, 76.9], [43.22, 76.8]] },
  { cityId: 'astana', ru: 'Астана', kk: 'Астана', polygon: [[51.23, 71.33], [51.22, 71.55], [51.1, 71.58], [51.04, 71.45], [51.07, 71.3], [51.17, 71.28]] },
  { cityId: 'shymkent', ru: 'Шымкент', kk: 'Шымкент', polygon: [[42.4, 69.52], [42.4, 69.7], [42.3, 69.73], [42.24, 69.62], [42.27, 69.5]] },
  { cityId: 'karaganda', ru: 'Караганда', kk: 'Қарағанды', polygon: [[49.9, 73.02], [49.89, 73.2], [49.78, 73.22], [49.74, 73.1], [49.78, 72.98]] },
] as const satisfies ReadonlyArray<{ cityId: string; ru: string; kk: string; polygon: ReadonlyArray<readonly [number, number]> }>; // prettier-ignore

/** Agent logins the consultation form accepts (check-agent). `m.li` has left: not valid. */
export const AGENTS = [
  { login: 'a.nurlanova', name: 'Нурланова Айгерим', region: 'Алматы', active: true },
  { login: 'd.kasymov', name: 'Касымов Дидар', region: 'Астана', active: true },
  { login: 'agent-shym-017', name: 'Жумабаев Ерболат', region: 'Шымкент', active: true },
  { login: 'partner.techno', name: 'ТОО «Техно Партнёр»', region: 'Караганда', active: true },
  { login: 'm.li', name: 'Ли Марина', region: 'Алматы', active: false },
] as const;
