import { useEffect, useRef, type ReactNode } from 'react';
import type { Size } from '../../tokens/scales.ts';
import { useLinkClickHandler } from '../Link/Link.tsx';
import * as styles from './Tabs.css.ts';

export interface TabNavItem {
  href: string;
  label: ReactNode;
}

export interface TabNavProps {
  /** Names the navigation landmark («Мои заявки»); required, as every `<nav>` on a page needs its own name. */
  label: string;
  items: readonly TabNavItem[];
  /** The href of the page being shown; that link gets `aria-current="page"`. */
  currentHref: string;
  /** @default 'm' */
  size?: Size;
  /** @default false */
  stretch?: boolean;
  /**
   * `wrap`: a strip too wide for its place wraps onto more rows. `scroll`: it stays one row and
   * scrolls sideways inside itself, the current tab brought into view (many tabs on a phone).
   * @default 'wrap'
   */
  overflow?: 'wrap' | 'scroll';
  className?: string;
}

/**
 * Links between routes that look like tabs («Интернет для офиса» / «Мобильная связь»). They are
 * real links in a `<nav>` list, each its own Tab stop, the current one marked
 * `aria-current="page"` — not ARIA tabs, which would promise panels on this page.
 */
export function TabNav({
  label,
  items,
  currentHref,
  size = 'm',
  stretch = false,
  overflow = 'wrap',
  className,
}: TabNavProps) {
  const list = useRef<HTMLUListElement>(null);
  const scroll = overflow === 'scroll';

  // The current tab in view in its strip (a filter far along, after a reload or a link), without
  // scrolling the page itself.
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (scroll && strip && current) reveal(strip, current);
  }, [scroll, currentHref]);

  return (
    <nav aria-label={label} className={className}>
      <ul ref={list} className={scroll ? `${styles.list} ${styles.listScroll}` : styles.list}>
        {items.map((item) => (
          <li
            key={item.href}
            className={scroll ? `${styles.item} ${styles.itemScroll}` : styles.item}
            data-stretch={stretch || undefined}
          >
            <TabNavLink
              href={item.href}
              current={item.href === currentHref}
              className={styles.tab({ size, stretch })}
              // A tab reached by Tab comes wholly into view: the browser scrolls a focused link
              // only when none of it shows, and the strip's edge may cut it.
              onFocus={scroll ? (tab) => list.current && reveal(list.current, tab) : undefined}
            >
              {item.label}
            </TabNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Scrolls `strip` sideways just enough to show all of `tab`. */
function reveal(strip: HTMLElement, tab: HTMLElement) {
  const shown = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < shown.left) strip.scrollLeft += box.left - shown.left;
  else if (box.right > shown.right) strip.scrollLeft += box.right - shown.right;
}

function TabNavLink({
  href,
  current,
  className,
  onFocus,
  children,
}: {
  href: string;
  current: boolean;
  className: string;
  onFocus?: (link: HTMLAnchorElement) => void;
  children: ReactNode;
}) {
  const onClick = useLinkClickHandler({ href });
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      onFocus={onFocus && ((event) => onFocus(event.currentTarget))}
    >
      {children}
    </a>
  );
}
