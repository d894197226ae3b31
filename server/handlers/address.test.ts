import { describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_LIMIT } from '../../contract/index.ts';
import {
  callContract,
  callUnchecked,
  errorOf,
  startTestServer,
  useTestServer,
} from '../test/server.ts';

const server = useTestServer();

describe('office address check', () => {
  it('finds cities by name in either language, towns with their parent city and district', async () => {
    const all = await callContract(server, 'addressCities');
    expect(all.body.cities.map((c) => c.id)).toEqual(
      expect.arrayContaining(['almaty', 'astana', 'kosshy']),
    );
    const kosshy = await callContract(server, 'addressCities', { q: 'косш' });
    expect(kosshy.body.cities).toEqual([
      {
        id: 'kosshy',
        name: 'Косшы',
        kind: 'town',
        region: 'Акмолинская область',
        parent: { cityId: 'astana', cityName: 'Астана', district: 'Целиноградский район' },
      },
    ]);
    const kk = await callContract(server, 'addressCities', { q: 'Қарағ' }, { lang: 'kk' });
    expect(kk.body.cities.map((c) => c.name)).toEqual(['Қарағанды']);
    const none = await callContract(server, 'addressCities', { q: 'Лондон' });
    expect(none.body.cities).toEqual([]);
  });

  it('gives the hint list of towns under a parent city its own query, whatever the directory size', async () => {
    const big = await startTestServer();
    try {
      // A real directory: many settlements ahead of the towns in its order.
      const insert = big.db.prepare(`INSERT INTO address_cities (id, name_ru, name_kk, kind,
        region_ru, region_kk, parent_id, district_ru, district_kk, sort)
        VALUES (?, ?, ?, ?, 'Область', 'Облысы', ?, ?, ?, ?)`);
      for (let i = 0; i < 30; i += 1) {
        insert.run(`village-${i}`, `Село ${i}`, `Ауыл ${i}`, 'village', null, null, null, -100 + i);
      }
      insert.run('late-town', 'Поздний', 'Кеш', 'town', 'almaty', 'Район', 'Ауданы', 1000);

      const first = await callContract(big, 'addressCities');
      expect(first.body.cities).toHaveLength(ADDRESS_SEARCH_LIMIT);
      expect(first.body.cities.filter((c) => c.parent)).toEqual([]);

      const hints = await callContract(
        big,
        'addressCities',
        { underParent: 'true' },
        { lang: 'kk' },
      );
      expect(hints.body.cities.map((c) => c.id).sort()).toEqual(
        ['boralday', 'kaskelen', 'kosshy', 'late-town', 'otegen-batyr', 'talapker'].sort(),
      );
      expect(hints.body.cities.every((c) => c.parent !== null)).toBe(true);
      expect(hints.body.cities.find((c) => c.id === 'late-town')?.parent).toEqual({
        cityId: 'almaty',
        cityName: 'Алматы',
        district: 'Ауданы',
      });
      // It still narrows by name, and refuses anything but `true`.
      const named = await callContract(big, 'addressCities', { underParent: 'true', q: 'кос' });
      expect(named.body.cities.map((c) => c.id)).toEqual(['kosshy']);
      const wrong = await callUnchecked(big, 'addressCities', { underParent: 'yes' });
      expect(errorOf(wrong).fields?.underParent?.code).toBe('FIELD_INVALID');
    } finally {
      await big.stop();
    }
  });

  it('finds streets, districts and microdistricts of a city, and the houses of a street', async () => {
    const streets = await callContract(server, 'addressStreets', { cityId: 'almaty', q: 'сам' });
    expect(streets.body.streets).toEqual([
      { id: 'almaty-samal-2', cityId: 'almaty', name: 'Самал-2', kind: 'microdistrict' },
    ]);
    const byWord = await callContract(server, 'addressStreets', { cityId: 'almaty', q: 'батыра' });
    expect(byWord.body.streets.map((s) => s.id)).toEqual(['almaty-nauryzbay-batyr']);
    const houses = await callContract(server, 'addressHouses', {
      streetId: 'almaty-abay',
      q: '15',
    });
    expect(houses.body.houses.map((h) => h.number)).toEqual(['150/230', '151']);
    expect((await callContract(server, 'addressStreets', { cityId: 'paris' })).status).toBe(422);
    expect(errorOf(await callUnchecked(server, 'addressHouses', {})).fields?.streetId?.code).toBe(
      'FIELD_REQUIRED',
    );
  });

  it.each([
    ['almaty-dostyk-97', true, 'fiber', 3],
    ['almaty-orbita-1-7', true, 'radio', 7],
    ['almaty-shanyrak-2-8', false, null, null],
  ])('coverage of %s: covered %s by %s', async (houseId, covered, technology, days) => {
    const res = await callContract(server, 'addressCoverage', { houseId });
    expect(res.body).toMatchObject({
      covered,
      matched: true,
      technology,
      connectionBusinessDays: days,
    });
  });

  it('matches a typed address to the directory, and says when it cannot', async () => {
    const typed = await callContract(
      server,
      'addressCoverage',
      { cityId: 'astana', street: 'сыганак', house: '18г' },
      { lang: 'kk' },
    );
    expect(typed.body).toEqual({
      covered: true,
      matched: true,
      houseId: 'astana-syganak-18Г',
      address: 'Астана қ., Сығанақ көшесі, 18Г',
      technology: 'fiber',
      connectionBusinessDays: 3,
    });
    const unknown = await callContract(server, 'addressCoverage', {
      cityId: 'astana',
      street: 'Новая',
      house: '1',
    });
    expect(unknown.body).toMatchObject({
      covered: false,
      matched: false,
      address: 'Астана, Новая, 1',
    });
    const forbidden = await callContract(server, 'addressCoverage', {
      cityId: 'astana',
      street: 'ул. Новая',
      house: '1',
    });
    expect(errorOf(forbidden).fields?.street).toEqual({
      code: 'FORBIDDEN_CHARACTERS',
      message: 'Недопустимые символы: !”№%:%:,.(;)_+=-№$',
      params: { chars: '.' },
    });
    expect(errorOf(await callContract(server, 'addressCoverage')).fields?.cityId?.code).toBe(
      'FIELD_REQUIRED',
    );
  });
});

describe('delivery zones', () => {
  it('lists the zones and checks points against them', async () => {
    const zones = await callContract(server, 'deliveryZones', undefined, { lang: 'kk' });
    expect(zones.body.zones.map((z) => z.name)).toEqual([
      'Алматы',
      'Астана',
      'Қарағанды',
      'Шымкент',
    ]);
    const check = async (lat: number, lng: number) =>
      (await callContract(server, 'deliveryZoneCheck', { lat: String(lat), lng: String(lng) }))
        .body;
    expect(await check(43.238, 76.945)).toEqual({ inZone: true, cityId: 'almaty' });
    expect(await check(49.806, 73.087)).toEqual({ inZone: true, cityId: 'karaganda' });
    expect(await check(43.2, 76.62)).toEqual({ inZone: false, cityId: null });
    expect(await check(47.1, 51.9)).toEqual({ inZone: false, cityId: null });
    const bad = await callUnchecked(server, 'deliveryZoneCheck', { lat: 'north', lng: 200 });
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['lat', 'lng']);
  });
});

describe('delivery address search (geocode)', () => {
  const find = async (q: string, lang: 'ru' | 'kk' = 'ru') =>
    (await callContract(server, 'addressGeocode', { q }, { lang })).body.results;
  const zoneOfPoint = async (point: { lat: number; lng: number }) =>
    (
      await callContract(server, 'deliveryZoneCheck', {
        lat: String(point.lat),
        lng: String(point.lng),
      })
    ).body;

  it('finds a building by city, street and house, however they are written', async () => {
    for (const q of [
      'Алматы, пр. Абая, 10',
      'г. Алматы, проспект Абая 10',
      'абая 10 алматы',
      'Алматы, Абай даңғылы, 10',
    ]) {
      const [first] = await find(q);
      expect(first, q).toMatchObject({
        address: 'г. Алматы, пр. Абая, 10',
        precision: 'house',
        cityId: 'almaty',
      });
    }
    const [kk] = await find('Астана, Сығанақ көшесі, 18г', 'kk');
    expect(kk).toMatchObject({ address: 'Астана қ., Сығанақ көшесі, 18Г', precision: 'house' });
  });

  it('answers a street without a known house, and a town alone, with less precision', async () => {
    const [street] = await find('Караганда, Ерубаева 999');
    expect(street).toMatchObject({ address: 'г. Караганда, ул. Ерубаева', precision: 'street' });
    const [town] = await find('Шымкент');
    expect(town).toMatchObject({ address: 'г. Шымкент', precision: 'city', cityId: 'shymkent' });
    expect(await find('Лондон, Бейкер-стрит 221')).toEqual([]);
  });

  it('gives points the delivery-zone check agrees with: the city in, the outskirts out', async () => {
    const [inside] = await find('Алматы, Толе би 101');
    expect(await zoneOfPoint(inside!.point)).toEqual({ inZone: true, cityId: 'almaty' });
    const [outskirts] = await find('Алматы, мкр Шанырак-2, 8');
    expect(outskirts?.precision).toBe('house');
    expect(await zoneOfPoint(outskirts!.point)).toEqual({ inZone: false, cityId: null });
    const [aktobe] = await find('Актобе, Абилкайыр хана 2');
    expect(await zoneOfPoint(aktobe!.point)).toEqual({ inZone: false, cityId: null });
  });

  it('needs something to look for', async () => {
    const empty = await callContract(server, 'addressGeocode', { q: '  ' });
    expect(empty.status).toBe(422);
    expect(Object.keys(errorOf(empty).fields ?? {})).toEqual(['q']);
  });
});
