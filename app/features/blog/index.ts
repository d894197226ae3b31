/**
 * The business blog (§2.9): the article list, the article page with its share block, and the
 * loaders the route table runs at build time.
 *
 *   load: ({ api }) => loadBlogList(api)                    // /blog
 *   paths: ({ api }) => blogPaths(api)                      // /blog/:id, every article
 *   load: ({ api, params }) => loadBlogArticle(api, params.id)
 *   <BlogList articles={data.articles} />  ·  <BlogArticleView article={data} />
 */
export { BlogList, type BlogListProps } from './BlogList.tsx';
export { BlogArticleView, type BlogArticleViewProps } from './BlogArticleView.tsx';
export { ShareBlock, type ShareBlockProps } from './ShareBlock.tsx';
export {
  blogArticleHead,
  blogPaths,
  loadBlogArticle,
  loadBlogList,
  type BlogListData,
} from './data.ts';
export { sanitizeArticleHtml } from './sanitize.ts';
