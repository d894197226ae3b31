/**
 * A kiosk device (`KIOSK=1`, docs/kiosk.md): the server keeps every page a visitor could reach in
 * kiosk mode. A site address is sent to its kiosk counterpart — a product page to the kiosk's
 * page of that product, the handset offer to the kiosk's check, anything else to the kiosk's home
 * in the same language. Files, the API and the kiosk's own pages are left alone.
 */
import { isProductSlug } from '../../contract/domain.ts';

/** The kiosk's pages, under each language's prefix (`app/routes/table.ts`). */
export const KIOSK_ROOT = '/kiosk';

/** Where a device sends a request for `path`, or null when it is served as asked. */
export function kioskAddress(path: string): string | null {
  if (path.startsWith('/api/')) return null;
  const segments = path.split('/').filter(Boolean);
  // A file (a script, a stylesheet, a document, the kiosk's own config and worker).
  if (segments.some((segment) => segment.includes('.'))) return null;
  const [first, ...rest] = segments;
  const prefix = first === 'kk' ? '/kk' : '';
  const page = first === 'kk' ? rest : segments;
  if (page[0] === KIOSK_ROOT.slice(1)) return null;
  const home = `${prefix}${KIOSK_ROOT}`;
  if (page.length !== 1) return home;
  const [slug] = page;
  if (slug === 'kense-handset-offer') return `${home}/handset-offer`;
  return isProductSlug(slug) ? `${home}/product/${slug}` : home;
}
