import { useEffect, useRef } from 'react';
import { useKitContext } from '../../../lib/index.ts';
import { RICH_TEXT_POLICY, type RichText as RichTextHtml } from '../../../locales/content/index.ts';
import * as styles from './landing.css.ts';

const POLICY = {
  ALLOWED_TAGS: [...RICH_TEXT_POLICY.ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_POLICY.ALLOWED_ATTR],
};

/**
 * DOMPurify where content HTML is checked: the prerender (the SSR build, whose DOMPurify has a
 * jsdom window: scripts/prerender.ts), the dev server and the unit tests. The production browser
 * bundle has none: there the condition is `false` at build time and the import is dropped, so
 * the landing and help pages do not carry 10.7 KB of DOMPurify and spend no main-thread time at
 * hydration re-sanitising what the build already sanitised.
 */
const purify =
  import.meta.env.SSR || import.meta.env.DEV ? (await import('dompurify')).default : null;

/**
 * Content HTML, sanitised before it reaches the DOM. Content fragments are committed code
 * (`locales/content`), never input: each must come out of DOMPurify with the content policy (p,
 * lists, strong, em, links, tables, h2–h4) unchanged. The prerender renders every page through
 * here with DOMPurify and fails the build on a fragment DOMPurify would change, and
 * `locales/content/sanitize.test.ts` checks every fragment of every module in both languages;
 * so the published HTML is DOMPurify's output, and the browser, hydrating it or rendering the same
 * fragment after a client-side navigation, puts in that same proven text.
 */
export function contentHtml(html: RichTextHtml): string {
  if (!purify) return html;
  if (!purify.isSupported) {
    throw new Error('RichText: DOMPurify has no DOM to check content HTML with');
  }
  const clean = purify.sanitize(html, POLICY);
  if (clean !== html) {
    throw new Error(
      `RichText: content HTML that DOMPurify changes (fix it in locales/content):\n${html}\n→ ${clean}`,
    );
  }
  return html;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface RichTextProps {
  html: RichTextHtml;
  className?: string;
}

/**
 * Content rich text (see `contentHtml`). Internal links inside it (`/virtual-ats`, `/kk/roaming`)
 * go through the kit's router on a plain click, like every other link of the site; downloads,
 * other origins and modified clicks are left to the browser.
 */
export function RichText({ html, className }: RichTextProps) {
  const { navigate } = useKitContext();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || !navigate) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !root.contains(anchor)) return;
      const internal = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/docs/');
      if (!internal) return;
      event.preventDefault();
      navigate(href);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: contentHtml(html) }}
    />
  );
}
