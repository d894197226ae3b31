import { OFFICES_FILTER } from '../../contract/limits.ts';
import type { Locale } from '../../contract/locale.ts';
import { OPERATOR_SITE } from '../routes/config.ts';

/**
 * The three short support numbers for the operator's subscribers (spec §2.5, §9): new
 * connections, mobile support, office-internet technical support. Fictional, like the brand.
 */
export const SUPPORT_NUMBERS = [
  { id: 'newConnections', number: '3030' },
  { id: 'mobile', number: '611' },
  { id: 'internet', number: '1616' },
] as const;

export type AboutLinkId = 'about' | 'tender' | 'news' | 'documents' | 'offices';

/** «О компании»: pages of the operator's main site, in the visitor's language. */
export function aboutLinks(locale: Locale): { id: AboutLinkId; href: string }[] {
  const base = `${OPERATOR_SITE}/${locale}`;
  return [
    { id: 'about', href: `${base}/about` },
    { id: 'tender', href: `${base}/tender` },
    { id: 'news', href: `${base}/news` },
    { id: 'documents', href: `${base}/documents` },
    { id: 'offices', href: `${base}/offices?${OFFICES_FILTER}` },
  ];
}
