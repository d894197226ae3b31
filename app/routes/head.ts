import { LOCALES, type Locale } from '../../contract/locale.ts';
import type { Translate } from '../i18n/index.ts';
import { localizePath } from './locale.ts';
import type { RouteDef } from './types.ts';

/** Everything a page puts into `<head>` (spec §2.1). */
export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  /** The page's h1, from the same meta entry. */
  heading: string;
  /** Absolute URL of the page in its language; absent only on the Not Found page (no address). */
  canonical?: string;
  /** `hreflang` → absolute URL: ru without prefix, kk with `/kk`, x-default = ru. */
  alternates: { hreflang: string; href: string }[];
  /** Private pages (the cabinet, the wizards, /auth), 404, and public pages marked so. */
  noindex: boolean;
}

export interface HeadInput {
  route: RouteDef;
  /** The matched path without the locale prefix (no query). */
  path: string;
  locale: Locale;
  data: unknown;
  found: boolean;
  t: Translate;
  origin: string;
}

export function headFor({ route, path, locale, data, found, t, origin }: HeadInput): PageHead {
  const fromData = route.head && data !== undefined ? route.head(data, locale) : {};
  // rosetta answers '' for a missing key, which falls through to the site-wide words below.
  const own = (field: 'title' | 'description' | 'heading') => t(`meta.${route.meta}.${field}`);
  const pageTitle = fromData.title ?? own('title');
  const title = pageTitle
    ? t('shell.head.titleTemplate', { title: pageTitle })
    : t('common.siteTitle');
  const description = fromData.description ?? (own('description') || t('common.siteDescription'));
  const heading = fromData.heading ?? (own('heading') || pageTitle || t('common.siteName'));
  // Every page has an address of its own in each language (§2.1), even one kept out of the
  // index: a private page (drawn in the browser, `render: 'client'`) says so by `noindex` only.
  // The Not Found page has no address: neither canonical nor alternates.
  const isPublic = found && route.render !== 'client';
  const url = (l: Locale) => origin + localizePath(path, l);
  return {
    lang: locale,
    title,
    description,
    heading,
    canonical: found ? url(locale) : undefined,
    alternates: found
      ? [
          ...LOCALES.map((l) => ({ hreflang: l, href: url(l) })),
          { hreflang: 'x-default', href: url('ru') },
        ]
      : [],
    noindex: !isPublic || route.noindex === true,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<head>` tags of a page as HTML, for the prerenderer. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { hreflang, href } of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  }
  return tags.join('\n    ');
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(doc: Document, head: PageHead): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  const upsertMeta = (name: string, content: string | null) => {
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (content === null) {
      el?.remove();
      return;
    }
    if (!el) {
      el = doc.createElement('meta');
      el.name = name;
      doc.head.append(el);
    }
    el.content = content;
  };
  upsertMeta('description', head.description);
  upsertMeta('robots', head.noindex ? 'noindex' : null);
  doc.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')
    .forEach((el) => {
      el.remove();
    });
  const link = (attrs: Record<string, string>) => {
    const el = doc.createElement('link');
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    doc.head.append(el);
  };
  if (head.canonical) link({ rel: 'canonical', href: head.canonical });
  for (const { hreflang, href } of head.alternates) link({ rel: 'alternate', hreflang, href });
}
