/** The blog (designed here): articles in ru and kk, newest first, each with its related ones. */
import type { BlogArticle, BlogArticleSummary, Locale } from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import type { BlogText } from '../db/seed/blog.ts';

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

function articleRow(db: Db, id: string): ArticleRow | undefined {
  return db.prepare('SELECT * FROM blog_articles WHERE id = ?').get(id) as ArticleRow | undefined;
}

export function blogArticles(db: Db, locale: Locale): BlogArticleSummary[] {
  const rows = db
    .prepare('SELECT * FROM blog_articles ORDER BY created_date DESC')
    .all() as ArticleRow[];
  return rows.map((r) => toSummary(r, locale));
}

/** An article with its text and related articles; undefined for an unknown id. */
export function blogArticle(db: Db, id: string, locale: Locale): BlogArticle | undefined {
  const row = articleRow(db, id);
  if (!row) return undefined;
  const text = articleText(row, locale);
  const related = (JSON.parse(row.related_json) as string[]).flatMap((relatedId) => {
    const other = articleRow(db, relatedId);
    return other ? [toSummary(other, locale)] : [];
  });
  return { ...toSummary(row, locale), editor: text.editor, html: text.html, related };
}
