/** Roaming data and the blog (designed here): read-only reference content in ru and kk. */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  type BlogArticle,
  type BlogArticleSummary,
  type BlogArticlesResponse,
  type Locale,
  type RoamingCountriesResponse,
  type RoamingCountry,
  type RoamingTariff,
  type RoamingTariffDetails,
  type RoamingTariffsResponse,
} from '../../contract/api.ts';
import type { Db } from '../db/database.ts';
import type { BlogText } from '../db/seed/blog.ts';
import { ROAMING_ZONES, type RoamingTariffText, type RoamingZone } from '../db/seed/roaming.ts';
import { readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { requiredId, roamingKindSchema } from '../http/schemas.ts';

interface CountryRow {
  code: string;
  name_ru: string;
  name_kk: string;
  zone: RoamingZone;
  popular: number;
}

interface TariffRow {
  id: string;
  kind: 'roaming' | 'calls';
  zone: RoamingZone | '*';
  price: number;
  period: 'day' | 'week' | 'month';
  by_default: number;
  ussd: string | null;
  text_json: string;
}

const zoneName = (zone: RoamingZone, locale: Locale) => ROAMING_ZONES[zone][locale];

function toCountry(row: CountryRow, locale: Locale): RoamingCountry {
  return {
    code: row.code,
    name: locale === 'kk' ? row.name_kk : row.name_ru,
    popular: row.popular === 1,
    zone: zoneName(row.zone, locale),
  };
}

function tariffText(row: TariffRow, locale: Locale): RoamingTariffText {
  return (JSON.parse(row.text_json) as Record<Locale, RoamingTariffText>)[locale];
}

function toTariff(row: TariffRow, locale: Locale): RoamingTariff {
  const text = tariffText(row, locale);
  return {
    id: row.id,
    kind: row.kind,
    name: text.name,
    description: text.description,
    price: row.price,
    period: row.period,
    connectedByDefault: row.by_default === 1,
    ussd: row.ussd,
    highlights: text.highlights,
  };
}

function countriesOf(db: Db, zone: RoamingZone | '*', locale: Locale): string[] {
  const rows = db
    .prepare("SELECT * FROM roaming_countries WHERE ? = '*' OR zone = ? ORDER BY sort")
    .all(zone, zone) as CountryRow[];
  return rows.map((r) => (locale === 'kk' ? r.name_kk : r.name_ru));
}

interface ArticleRow {
  id: string;
  created_date: string;
  reading_time: number;
  related_json: string;
  text_json: string;
}

function articleText(row: ArticleRow, locale: Locale): BlogText {
  return (JSON.parse(row.text_json) as Record<Locale, BlogText>)[locale];
}

function toSummary(row: ArticleRow, locale: Locale): BlogArticleSummary {
  const text = articleText(row, locale);
  return {
    id: row.id,
    title: text.title,
    excerpt: text.excerpt,
    readingTime: row.reading_time,
    author: text.author,
    createdDate: row.created_date,
    tags: text.tags,
  };
}

// Query schemas are made once: zod compiles a schema on its first use, ~20 µs a request.
const roamingTariffsQuery = z.object({
  country: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'FIELD_INVALID'),
  kind: roamingKindSchema.optional(),
});
const idQuery = z.object({ id: requiredId });

export const contentRoutes = new Hono<AppEnv>()
  .get(API_PATHS.roamingCountries, (c) => {
    const locale = c.get('locale');
    const rows = c
      .get('db')
      .prepare('SELECT * FROM roaming_countries ORDER BY sort')
      .all() as CountryRow[];
    const body: RoamingCountriesResponse = { countries: rows.map((r) => toCountry(r, locale)) };
    return c.json(body);
  })
  .get(API_PATHS.roamingTariffs, (c) => {
    const query = readQuery(c, roamingTariffsQuery);
    const db = c.get('db');
    const locale = c.get('locale');
    const country = db
      .prepare('SELECT * FROM roaming_countries WHERE code = ?')
      .get(query.country) as CountryRow | undefined;
    if (!country) throw new ApiError(404, 'NOT_FOUND');
    const kind = query.kind ?? 'roaming';
    const rows = db
      .prepare(
        `SELECT * FROM roaming_tariffs WHERE kind = ? AND (zone = '*' OR zone = ?)
         ORDER BY by_default DESC, price`,
      )
      .all(kind, country.zone) as TariffRow[];
    const body: RoamingTariffsResponse = {
      country: toCountry(country, locale),
      kind,
      tariffs: rows.map((r) => toTariff(r, locale)),
    };
    return c.json(body);
  })
  .get(API_PATHS.roamingTariffDetails, (c) => {
    const { id } = readQuery(c, idQuery);
    const db = c.get('db');
    const locale = c.get('locale');
    const row = db.prepare('SELECT * FROM roaming_tariffs WHERE id = ?').get(id) as
      TariffRow | undefined;
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const text = tariffText(row, locale);
    const body: RoamingTariffDetails = {
      ...toTariff(row, locale),
      zone:
        row.zone === '*'
          ? locale === 'kk'
            ? 'Барлық елдер'
            : 'Все страны'
          : zoneName(row.zone, locale),
      countries: countriesOf(db, row.zone, locale),
      rows: text.rows,
      notes: text.notes,
    };
    return c.json(body);
  })
  .get(API_PATHS.blogArticles, (c) => {
    const locale = c.get('locale');
    const rows = c
      .get('db')
      .prepare('SELECT * FROM blog_articles ORDER BY created_date DESC')
      .all() as ArticleRow[];
    const body: BlogArticlesResponse = { articles: rows.map((r) => toSummary(r, locale)) };
    return c.json(body);
  })
  .get(API_PATHS.blogArticle, (c) => {
    const { id } = readQuery(c, idQuery);
    const db = c.get('db');
    const locale = c.get('locale');
    const row = db.prepare('SELECT * FROM blog_articles WHERE id = ?').get(id) as
      ArticleRow | undefined;
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const text = articleText(row, locale);
    const related = (JSON.parse(row.related_json) as string[]).flatMap((relatedId) => {
      const other = db.prepare('SELECT * FROM blog_articles WHERE id = ?').get(relatedId) as
        ArticleRow | undefined;
      return other ? [toSummary(other, locale)] : [];
    });
    const body: BlogArticle = {
      ...toSummary(row, locale),
      editor: text.editor,
      html: text.html,
      related,
    };
    return c.json(body);
  });
