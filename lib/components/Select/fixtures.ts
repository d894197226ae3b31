import type { SelectOption } from './Select.tsx';

/* The regions of Kazakhstan (the sign-note page's select), for tests and stories. */

const regions: [id: string, ru: string, kk: string][] = [
  ['almaty', 'Алматы', 'Алматы'],
  ['astana', 'Астана', 'Астана'],
  ['shymkent', 'Шымкент', 'Шымкент'],
  ['abai', 'Абайская область', 'Абай облысы'],
  ['akmola', 'Акмолинская область', 'Ақмола облысы'],
  ['aktobe', 'Актюбинская область', 'Ақтөбе облысы'],
  ['almaty-region', 'Алматинская область', 'Алматы облысы'],
  ['atyrau', 'Атырауская область', 'Атырау облысы'],
  ['east-kz', 'Восточно-Казахстанская область', 'Шығыс Қазақстан облысы'],
  ['zhambyl', 'Жамбылская область', 'Жамбыл облысы'],
  ['zhetysu', 'Жетысуская область', 'Жетісу облысы'],
  ['west-kz', 'Западно-Казахстанская область', 'Батыс Қазақстан облысы'],
  ['karaganda', 'Карагандинская область', 'Қарағанды облысы'],
  ['kostanay', 'Костанайская область', 'Қостанай облысы'],
  ['kyzylorda', 'Кызылординская область', 'Қызылорда облысы'],
  ['mangystau', 'Мангистауская область', 'Маңғыстау облысы'],
  ['pavlodar', 'Павлодарская область', 'Павлодар облысы'],
  ['north-kz', 'Северо-Казахстанская область', 'Солтүстік Қазақстан облысы'],
  ['turkistan', 'Туркестанская область', 'Түркістан облысы'],
  ['ulytau', 'Улытауская область', 'Ұлытау облысы'],
];

export const regionsRu: SelectOption[] = regions.map(([id, ru]) => ({ id, label: ru }));
export const regionsKk: SelectOption[] = regions.map(([id, , kk]) => ({ id, label: kk }));

/** Many options, for speed: the regions' names with a numbered settlement each. */
export function manyOptions(count: number): SelectOption[] {
  return Array.from({ length: count }, (_, i) => {
    const [, ru] = regions[i % regions.length]!;
    return { id: `place-${i}`, label: `${ru}, населённый пункт №${i + 1}` };
  });
}
