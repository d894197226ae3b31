import type { ComponentPropsWithoutRef } from 'react';
import { sectionIcons } from '../../icons/sections.tsx';
import { Link } from '../Link/index.ts';
import type { MegaMenuSection } from './types.ts';

/**
 * The section's picture, decorative: the label beside it says the same. By default it fills 61%
 * of its box (22px of the site's 36px), so it grows with the theme's `iconBox`.
 */
export function SectionIcon({
  icon,
  size = '61%',
}: {
  icon: MegaMenuSection['icon'];
  size?: number | string;
}) {
  const Icon = typeof icon === 'string' ? sectionIcons[icon] : icon;
  return <Icon size={size} />;
}

/** Path part of an href, so `/roaming?utm_source=menu` matches the current page `/roaming`. */
function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? href;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** `aria-current="page"` for the link of the page the user is on. */
export function currentProps(href: string, currentHref: string | undefined) {
  return currentHref !== undefined && pathOf(href) === pathOf(currentHref)
    ? ({ 'aria-current': 'page' } as const)
    : {};
}

/** A plain left click that the page handles itself (not a new tab or window). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface SectionLinksProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  links: MegaMenuSection['links'];
  /** The current page's path; its link gets `aria-current="page"`. */
  currentHref: string | undefined;
  linkClassName: string;
}

/** A section's list of links, the same in the desktop panel and the phone's drawer. */
export function SectionLinks({ links, currentHref, linkClassName, ...list }: SectionLinksProps) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            variant="standalone"
            className={linkClassName}
            {...currentProps(link.href, currentHref)}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
