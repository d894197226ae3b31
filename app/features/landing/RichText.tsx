import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import { useKitContext } from '../../../lib/index.ts';
import { RICH_TEXT_POLICY, type RichText as RichTextHtml } from '../../../locales/content/index.ts';
import * as styles from './landing.css.ts';

const POLICY = {
  ALLOWED_TAGS: [...RICH_TEXT_POLICY.ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_POLICY.ALLOWED_ATTR],
};

/**
 * The one way content HTML reaches the DOM: through DOMPurify with the content policy (p, lists,
 * strong, em, links, tables, h2–h4). Without a DOM (the prerender runs in Node) DOMPurify cannot
 * parse and hands the string back; content fragments are static, committed and proven by
 * `locales/content/sanitize.test.ts` to come out of DOMPurify unchanged, so the prerendered
 * markup is the same the browser produces.
 */
export function sanitizeRichText(html: RichTextHtml): string {
  return DOMPurify.sanitize(html, POLICY);
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface RichTextProps {
  html: RichTextHtml;
  className?: string;
}

/**
 * Sanitised rich text. Internal links inside it (`/virtual-ats`, `/kk/roaming`) go through the
 * kit's router on a plain click, like every other link of the site; downloads, other origins and
 * modified clicks are left to the browser.
 */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
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
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
