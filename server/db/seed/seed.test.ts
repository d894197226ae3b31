/**
 * The reference backend's demo data against the spec: sample values are allowed where the spec
 * gives none, but never below or beside a figure it does give (content-areas.md §9,
 * site-and-cabinet.md §9), and the stored texts invent no figures.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ROAMING_FROM_KZT_PER_MONTH } from '../../../contract/limits.ts';
import { SuccessCaseFields as successCaseFieldsSchema } from '../../../contract/calls/content.ts';
import { migrate, openDatabase, type Db } from '../database.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { BLOG_ARTICLES } from './blog.ts';
import { KK_DEMO_CASES, RU_CASE_RESULTS } from './cases.ts';
import { OFFERS, TARIFFS } from './reference.ts';
import { ROAMING_TARIFFS } from './roaming.ts';

const OFFICE_FROM = 15_900;

describe('time-limited offers', () => {
  it('run over the spec’s periods («20.08.2025–10.11.2025»; the reprice promo «31.12.2024»)', () => {
    expect(Object.fromEntries(OFFERS.map((o) => [o.id, o.period]))).toEqual({
      'handset-offer': { startsOn: '2025-08-20', endsOn: '2025-11-10' },
      'office-reprice': { startsOn: null, endsOn: '2024-12-31' },
    });
  });
});

describe('office internet tariffs', () => {
  const office = TARIFFS.filter((t) => t.product === 'internet');

  it('are the spec’s 5/10/15/20 Мбит/с, each with and without the evening reduction', () => {
    const combos = office.map((t) => `${t.speedMbps}-${t.speedMode}`).sort();
    expect(combos).toEqual(
      ['5', '10', '15', '20'].flatMap((s) => [`${s}-constant`, `${s}-reduced`]).sort(),
    );
  });

  it('start at 15 900 ₸ («от 15 900 ₸»): the 5 Мбит/с reduced tariff, nothing cheaper', () => {
    expect(Math.min(...office.map((t) => t.monthlyPrice))).toBe(OFFICE_FROM);
    expect(office.find((t) => t.monthlyPrice === OFFICE_FROM)?.id).toBe('office-5-reduced');
  });

  it('cost more for more speed, and more without the reduction (sample prices stay sensible)', () => {
    for (const mode of ['reduced', 'constant'] as const) {
      const prices = office
        .filter((t) => t.speedMode === mode)
        .sort((a, b) => (a.speedMbps ?? 0) - (b.speedMbps ?? 0))
        .map((t) => t.monthlyPrice);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }
    for (const t of office.filter((x) => x.speedMode === 'constant')) {
      const reduced = office.find((x) => x.speedMode === 'reduced' && x.speedMbps === t.speedMbps);
      expect(t.monthlyPrice).toBeGreaterThan(reduced?.monthlyPrice ?? Infinity);
    }
  });
});

describe('roaming packages', () => {
  const packages = ROAMING_TARIFFS.filter((t) => !t.byDefault);

  it('start at 2200 ₸ («от 2200 ₸ в месяц»): no package of any period costs less', () => {
    expect(Math.min(...packages.map((t) => t.price))).toBe(ROAMING_FROM_KZT_PER_MONTH);
    const cheapest = packages.find((t) => t.price === ROAMING_FROM_KZT_PER_MONTH);
    expect(cheapest).toMatchObject({ kind: 'roaming', period: 'month' });
  });
});

describe('a fresh database', () => {
  const db = openDatabase(':memory:');
  const one = <T>(sql: string) => db.prepare(sql).get() as T;

  it('sells office internet from 15 900 ₸ and roaming from 2200 ₸', () => {
    expect(
      one<{ p: number }>("SELECT MIN(monthly_price) AS p FROM tariffs WHERE product = 'internet'")
        .p,
    ).toBe(OFFICE_FROM);
    expect(
      one<{ p: number }>('SELECT MIN(price) AS p FROM roaming_tariffs WHERE by_default = 0').p,
    ).toBe(ROAMING_FROM_KZT_PER_MONTH);
  });

  it('has approved success cases in both languages', () => {
    const rows = db
      .prepare(
        "SELECT locale, COUNT(*) AS n FROM success_cases WHERE moderation = 'approved' GROUP BY locale",
      )
      .all() as { locale: string; n: number }[];
    expect(Object.fromEntries(rows.map((r) => [r.locale, r.n]))).toEqual({ ru: 3, kk: 3 });
  });
});

describe('migration 6 on a database made before it', () => {
  function atVersion5(): Db {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 5),
    );
    // What the release before migration 6 seeded: the daily CIS package and the old texts (the
    // seed modules migrations 1–5 read have changed since).
    for (const r of RU_CASE_RESULTS) {
      db.prepare('UPDATE success_cases SET results = ? WHERE id = ?').run(r.was, r.id);
    }
    db.prepare(
      `INSERT INTO roaming_tariffs (id, kind, zone, price, period, by_default, ussd, text_json, sort)
       VALUES ('roaming-cis-day', 'roaming', 'cis', 490, 'day', 0, '*120*2#', '{}', 2)`,
    ).run();
    db.prepare("UPDATE blog_articles SET text_json = '{}' WHERE id = 'iot-in-logistics'").run();
    return db;
  }

  it('drops the package under 2200 ₸, reloads the blog, adds the Kazakh cases', () => {
    const db = atVersion5();
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(db.prepare("SELECT id FROM roaming_tariffs WHERE id = 'roaming-cis-day'").get()).toBe(
      undefined,
    );
    const blog = db
      .prepare("SELECT text_json FROM blog_articles WHERE id = 'iot-in-logistics'")
      .get() as {
      text_json: string;
    };
    expect(JSON.parse(blog.text_json).kk.title).toBe(
      BLOG_ARTICLES.find((a) => a.id === 'iot-in-logistics')?.text.kk.title,
    );
    const kk = db.prepare("SELECT id FROM success_cases WHERE locale = 'kk' ORDER BY id").all();
    expect(kk).toEqual(KK_DEMO_CASES.map((c) => ({ id: c.id })));
    for (const r of RU_CASE_RESULTS) {
      expect(db.prepare('SELECT results FROM success_cases WHERE id = ?').get(r.id)).toEqual({
        results: r.now,
      });
    }
  });

  it('leaves a result a moderator has since edited', () => {
    const db = atVersion5();
    db.prepare(
      "UPDATE success_cases SET results = 'Отредактировано' WHERE id = 'demo-case-1'",
    ).run();
    migrate(db);
    expect(db.prepare("SELECT results FROM success_cases WHERE id = 'demo-case-1'").get()).toEqual({
      results: 'Отредактировано',
    });
  });
});

describe('demo texts', () => {
  const caseFields = successCaseFieldsSchema.pick({
    productName: true,
    name: true,
    companyName: true,
    position: true,
    problem: true,
    solution: true,
    results: true,
  });

  it.each(KK_DEMO_CASES.map((c) => [c.id, c] as const))(
    '%s passes the case form’s own checks',
    (_id, c) => {
      const parsed = caseFields.safeParse({
        productName: c.productName,
        name: c.author,
        companyName: c.company,
        position: c.position,
        problem: c.problem,
        solution: c.solution,
        results: c.results,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('the rewritten Russian results pass them too and carry no figures', () => {
    for (const r of RU_CASE_RESULTS) {
      expect(caseFields.shape.results.safeParse(r.now).success, r.id).toBe(true);
      expect(r.now, r.id).not.toMatch(/\d|процент|раз(а)? меньше/);
    }
  });

  /**
   * Every number the blog prints, and the spec line it comes from. Anything else is a figure the
   * spec does not give, and the articles must say less instead.
   */
  const BLOG_NUMBERS: Record<string, string> = {
    '700': 'virtual PBX from 700 ₸/month',
    '7': 'virtual PBX 7-day trial; office internet from 7 business days by radio relay',
    '0': 'virtual PBX 0 ₸ with the mobile offer',
    '20:00': 'office internet reduced after 20:00',
    '3': 'office internet from 3 business days',
    '15': 'office internet tariffs of 5/10/15/20 Мбит/с',
    '20': 'office internet tariffs of 5/10/15/20 Мбит/с',
    '4': 'backup router switches to 4G',
    '10': 'backup router switches within 10 s',
    '26 500': 'connected cars: the tracker, 26 500 ₸',
    '5 360': 'connected cars: instalment with the tariff, 5 360 ₸/month',
    '3–4': 'connected cars: tracker autonomy 3–4 days',
    '60': 'anti-DDoS: a block is reset after 60 seconds',
    '2 200': 'roaming from 2200 ₸ per month',
  };

  it.each(BLOG_ARTICLES.flatMap((a) => (['ru', 'kk'] as const).map((l) => [a.id, l, a] as const)))(
    '%s (%s) prints only the spec’s figures',
    (_id, locale, article) => {
      const { title, excerpt, html } = article.text[locale];
      const text = [title, excerpt, html]
        .join('\n')
        .replace(/<h2>\d\. /g, '<h2>') // the checklist's own numbering
        .replace(/<[^>]+>/g, ' ')
        .replace(/\u00a0/g, ' ');
      const numbers = text.match(/\d+(?:[ :–]\d+)*/g) ?? [];
      expect(numbers.filter((n) => !(n in BLOG_NUMBERS))).toEqual([]);
    },
  );
});
