import DOMPurify from 'dompurify';

/**
 * What an article body may contain: text structure, emphasis, links, quotes and tables. Headings
 * start at h2 (the article's title is the page's h1). No images, media, forms, styles, classes or
 * event handlers; DOMPurify also drops `javascript:` and other unsafe URLs from `href`.
 */
const ARTICLE_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'blockquote',
    'code',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'scope', 'colspan', 'rowspan'],
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * An article body from the backend, safe to put into the DOM. The HTML is the backend's, so it
 * is never trusted: it goes through DOMPurify with the policy above. The prerender gives DOMPurify
 * a jsdom window (scripts/prerender.ts), so the published HTML is sanitised the same way the
 * browser does it. Where DOMPurify has no DOM at all, the body is reduced to escaped text rather
 * than passed through.
 */
export function sanitizeArticleHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, ARTICLE_POLICY);
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `<p>${text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)}</p>`;
}
