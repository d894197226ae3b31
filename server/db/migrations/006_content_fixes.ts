/**
 * Stored demo data brought in line with the spec and the content, for databases made before:
 *
 * - roaming: the daily CIS package (490 ₸) goes — the spec says roaming starts «от 2200 ₸ в
 *   месяц», so no package may cost less (a fresh database no longer gets it from migration 4);
 * - blog: every article's text is reloaded from the seed, which no longer invents case figures.
 */
import type { Db } from '../database.ts';
import { BLOG_ARTICLES } from '../seed/blog.ts';

export function fixContent(db: Db): void {
  db.prepare("DELETE FROM roaming_tariffs WHERE id = 'roaming-cis-day'").run();

  const article = db.prepare('UPDATE blog_articles SET text_json = ? WHERE id = ?');
  for (const a of BLOG_ARTICLES) article.run(JSON.stringify(a.text), a.id);
}
