import type { BlogArticle, BlogArticleSummary } from '../../../contract/index.ts';
import { callEndpoint, isHttpError, type ApiClient } from '../api/index.ts';

/**
 * The blog's data for the route table. Both pages are prerendered: the list and every article are
 * loaded from the backend at build time (the build's in-process reference backend), inlined into
 * the HTML and saved as `__data.json` for client navigation.
 */

export interface BlogListData {
  articles: BlogArticleSummary[];
}

/** `/blog`: every article, newest first (the backend's order). */
export async function loadBlogList(api: ApiClient): Promise<BlogListData> {
  const { articles } = await callEndpoint(api, 'blogArticles');
  return { articles };
}

/** `/blog/:id`: one param set per article, so each is prerendered in both languages. */
export async function blogPaths(api: ApiClient): Promise<Array<{ id: string }>> {
  const { articles } = await callEndpoint(api, 'blogArticles');
  return articles.map(({ id }) => ({ id }));
}

/**
 * One article, or null when the backend does not know it (the page shows Not Found). Any other
 * failure is thrown: a build must not publish an article page without its article.
 */
export async function loadBlogArticle(api: ApiClient, id = ''): Promise<BlogArticle | null> {
  if (!id) return null;
  try {
    return await callEndpoint(api, 'blogArticle', { id });
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

/** An article's own title and excerpt in `<title>`, the meta description and the h1. */
export function blogArticleHead(article: BlogArticle | null): {
  title?: string;
  description?: string;
  heading?: string;
} {
  if (!article) return {};
  return { title: article.title, description: article.excerpt, heading: article.title };
}
