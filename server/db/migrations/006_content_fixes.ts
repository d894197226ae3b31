/**
 * Stored demo data brought in line with the spec and the content, for databases made before:
 *
 * - roaming: the daily CIS package (490 ₸) goes — the spec says roaming starts «от 2200 ₸ в
 *   месяц», so no package may cost less (a fresh database no longer gets it from migration 4);
 * - blog: every article's text is reloaded from the seed, which no longer invents case figures;
 * - success cases: three approved cases written in Kazakh join the three Russian ones (the list
 *   shows every approved case in the language it was written in), and two Russian results lose
 *   figures nobody measured — only where they still read as seeded.
 */
import type { Db } from '../database.ts';
import { BLOG_ARTICLES } from '../seed/blog.ts';
import { KK_DEMO_CASES, RU_CASE_RESULTS, demoCasePhoto } from '../seed/cases.ts';

const DAY = 24 * 60 * 60 * 1000;

export function fixContent(db: Db): void {
  db.prepare("DELETE FROM roaming_tariffs WHERE id = 'roaming-cis-day'").run();

  const article = db.prepare('UPDATE blog_articles SET text_json = ? WHERE id = ?');
  for (const a of BLOG_ARTICLES) article.run(JSON.stringify(a.text), a.id);

  const result = db.prepare('UPDATE success_cases SET results = ? WHERE id = ? AND results = ?');
  for (const r of RU_CASE_RESULTS) result.run(r.now, r.id, r.was);

  const now = Date.now();
  const insert = db.prepare(`INSERT OR IGNORE INTO success_cases (id, product_name, author_name,
    company_name, position, email, problem, solution, results, phone, photo, photo_type,
    photo_width, photo_height, moderation, locale, created_at, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'image/png', 800, 533, 'approved', ?, ?, ?)`);
  KK_DEMO_CASES.forEach((c, i) => {
    const created = now - c.daysAgo * DAY;
    insert.run(
      c.id, c.productName, c.author, c.company, c.position, `case-kk${i + 1}@example.kz`,
      c.problem, c.solution, c.results, '+77000000000', demoCasePhoto(c.hue), c.locale,
      created, created + DAY,
    ); // prettier-ignore
  });
}
