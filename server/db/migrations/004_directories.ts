import type { Db } from '../database.ts';
import { AGENTS, CITIES, DELIVERY_ZONES, STREETS } from '../seed/addresses.ts';
import { BLOG_ARTICLES } from '../seed/blog.ts';
import { ROAMING_COUNTRIES, ROAMING_TARIFFS } from '../seed/roaming.ts';

/** Loads the directories: agents, office addresses, delivery zones, roaming, blog, revoked keys. */
export function seedDirectories(db: Db): void {
  const agent = db.prepare('INSERT INTO agents (login, name, region, active) VALUES (?, ?, ?, ?)');
  for (const a of AGENTS) agent.run(a.login, a.name, a.region, a.active ? 1 : 0);

  const city =
    db.prepare(`INSERT INTO address_cities (id, name_ru, name_kk, kind, region_ru, region_kk,
    parent_id, district_ru, district_kk, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  CITIES.forEach(
    (c, i) =>
    city.run(
      c.id, c.ru, c.kk, c.kind, c.regionRu, c.regionKk, c.parent?.id ?? null,
      c.parent?.districtRu ?? null, c.parent?.districtKk ?? null, i,
    ), // prettier-ignore
  );

  const street = db.prepare(
    'INSERT INTO address_streets (id, city_id, name_ru, name_kk, kind) VALUES (?, ?, ?, ?, ?)',
  );
  const house = db.prepare(
    'INSERT INTO address_houses (id, street_id, number, technology, sort) VALUES (?, ?, ?, ?, ?)',
  );
  for (const s of STREETS) {
    const streetId = `${s.cityId}-${s.slug}`;
    street.run(streetId, s.cityId, s.ru, s.kk, s.kind);
    s.houses.split(' ').forEach((number, i) => {
      const tech = s.except && number in s.except ? s.except[number] : s.tech;
      house.run(`${streetId}-${number.replace('/', '-')}`, streetId, number, tech ?? null, i);
    });
  }

  const zone = db.prepare(
    'INSERT INTO delivery_zones (city_id, name_ru, name_kk, polygon_json) VALUES (?, ?, ?, ?)',
  );
  for (const z of DELIVERY_ZONES) zone.run(z.cityId, z.ru, z.kk, JSON.stringify(z.polygon));

  const country = db.prepare(
    'INSERT INTO roaming_countries (code, name_ru, name_kk, zone, popular, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  ROAMING_COUNTRIES.forEach((c, i) =>
    country.run(c.code, c.ru, c.kk, c.zone, c.popular ? 1 : 0, i),
  );

  const tariff = db.prepare(`INSERT INTO roaming_tariffs (id, kind, zone, price, period, by_default,
    ussd, text_json, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  ROAMING_TARIFFS.forEach((t, i) =>
    tariff.run(
      t.id,
      t.kind,
      t.zone,
      t.price,
      t.period,
      t.byDefault ? 1 : 0,
      t.ussd,
      JSON.stringify(t.text),
      i,
    ),
  );

  const article = db.prepare(`INSERT INTO blog_articles (id, created_date, reading_time,
    related_json, text_json) VALUES (?, ?, ?, ?, ?)`);
  for (const a of BLOG_ARTICLES) {
    article.run(
      a.id,
      a.createdDate,
      a.readingTime,
      JSON.stringify(a.related),
      JSON.stringify(a.text),
    );
  }

  // The retired reference format's revocation list (its module is gone; migration 008 drops the
  // table: revocation is by the CA's CRL now). Kept so this migration does what it always did.
  db.prepare('INSERT INTO eds_revoked (serial, revoked_on) VALUES (?, ?)').run(
    '5a1c0005',
    '2025-01-15',
  );
}
