import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { errorJson, scriptedFetch, type Handler } from '../api/testing.ts';
import { fakeBackend } from '../../test/backend.ts';
import { blogArticleHead, blogPaths, loadBlogArticle, loadBlogList } from './data.ts';
import { ARTICLE, OTHER, SUMMARY } from './testing.ts';

function client(handler: Handler) {
  const server = scriptedFetch(handler);
  return {
    api: createApiClient({ baseUrl: '', getLocale: () => 'kk', fetch: server.fetch }),
    server,
  };
}

describe('blog loaders', () => {
  it('lists the articles and one prerender path per article, in the page language', async () => {
    const { api, server } = client(
      fakeBackend({ blogArticles: () => ({ articles: [SUMMARY, OTHER] }) }),
    );
    await expect(loadBlogList(api)).resolves.toEqual({ articles: [SUMMARY, OTHER] });
    await expect(blogPaths(api)).resolves.toEqual([
      { id: 'virtual-ats-for-small-business' },
      { id: 'office-internet-checklist' },
    ]);
    expect(server.requests[0]!.path).toBe('/api/v1/blog/articles');
    expect(server.requests[0]!.headers.get('Accept-Language')).toBe('kk');
  });

  it('loads an article by id; an unknown one is null (Not Found), a broken backend throws', async () => {
    const { api, server } = client(
      fakeBackend({
        blogArticle: ({ input }) => {
          if (input.id === ARTICLE.id) return ARTICLE;
          if (input.id === 'gone') return errorJson(404, 'NOT_FOUND');
          return errorJson(500, 'SERVICE_ERROR');
        },
      }),
    );
    await expect(loadBlogArticle(api, ARTICLE.id)).resolves.toEqual(ARTICLE);
    expect(server.requests[0]!.path).toBe('/api/v1/blog/article');
    await expect(loadBlogArticle(api, 'gone')).resolves.toBeNull();
    await expect(loadBlogArticle(api, 'boom')).rejects.toThrow('HTTP 500');
    await expect(loadBlogArticle(api, '')).resolves.toBeNull();
  });

  it("puts an article's own title and excerpt into the head", () => {
    expect(blogArticleHead(ARTICLE)).toEqual({
      title: ARTICLE.title,
      description: ARTICLE.excerpt,
      heading: ARTICLE.title,
    });
    expect(blogArticleHead(null)).toEqual({});
  });
});
