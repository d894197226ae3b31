import { isProductSlug } from '../../../../contract/domain.ts';
import type { Locale } from '../../../../contract/locale.ts';
import { isCabinetPath } from '../../../routes/cabinetPaths.ts';
import { localizePath, resolveLocale } from '../../../routes/locale.ts';
import { isKioskPath, kioskPaths } from '../paths.ts';

/**
 * Why a link is shown as a QR code instead of followed: the kiosk has no address bar and no way
 * back from another site, a new tab, a mail program or a download, and the cabinet needs the
 * visitor's own EDS key, which is on their own device.
 */
export type ExitReason = 'external' | 'newTab' | 'mail' | 'phone' | 'download' | 'cabinet' | 'site';

export type LinkDecision =
  /** A kiosk page (or an anchor of this one): followed as usual. */
  | { kind: 'follow' }
  /** A site page the kiosk has a page for: that one opens instead. */
  | { kind: 'kiosk'; href: string }
  /** Everything else: not followed; the kiosk shows `url` as a QR code to open on a phone. */
  | { kind: 'qr'; url: string; reason: ExitReason }
  /** Nothing a phone could open either (`javascript:`, `data:`): not followed, nothing shown. */
  | { kind: 'block' };

export interface LinkFacts {
  /** The link's `href` attribute as written. */
  href: string;
  /** Its `target` attribute (`_blank`…), if any. */
  target?: string | null;
  /** Whether it has a `download` attribute. */
  download?: boolean;
}

export interface KioskPlace {
  /** The page's own URL (`location.href`): relative links resolve against it. */
  location: string;
  locale: Locale;
  /** The public site (`siteOrigin()`): where a phone opens a page of this site. */
  publicOrigin: string;
}

/** Where a site page has a kiosk counterpart: its product page, the handset check, the home. */
function kioskCounterpart(path: string): string | null {
  if (path === '/') return kioskPaths.home;
  const slug = path.slice(1);
  if (slug === 'kense-handset-offer') return kioskPaths.handsetOffer;
  return isProductSlug(slug) ? kioskPaths.product(slug) : null;
}

/**
 * What the kiosk does with a link (`KioskShell` asks on every click, before anything follows it):
 * kiosk pages open, a site page with a kiosk counterpart opens that, and every way out — another
 * origin, a new tab, `mailto:` / `tel:`, a download, the cabinet, any other site page — becomes a
 * QR code of where it leads (a page of this site at its public address, not the kiosk's own).
 */
export function linkDecision(link: LinkFacts, place: KioskPlace): LinkDecision {
  let url: URL;
  try {
    url = new URL(link.href, place.location);
  } catch {
    return { kind: 'block' };
  }
  const here = new URL(place.location);
  if (url.protocol === 'mailto:') return { kind: 'qr', url: url.href, reason: 'mail' };
  if (url.protocol === 'tel:') return { kind: 'qr', url: url.href, reason: 'phone' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'block' };

  const sameOrigin = url.origin === here.origin;
  const publicUrl = sameOrigin
    ? `${place.publicOrigin}${url.pathname}${url.search}${url.hash}`
    : url.href;
  if (!sameOrigin) return { kind: 'qr', url: publicUrl, reason: 'external' };
  if (link.download) return { kind: 'qr', url: publicUrl, reason: 'download' };
  const target = link.target?.trim().toLowerCase();
  if (target && target !== '_self') return { kind: 'qr', url: publicUrl, reason: 'newTab' };

  const last = url.pathname.split('/').pop() ?? '';
  if (last.includes('.')) return { kind: 'qr', url: publicUrl, reason: 'download' };

  const resolved = resolveLocale(url.pathname);
  if (resolved.kind !== 'page') return { kind: 'qr', url: publicUrl, reason: 'site' };
  const { path, locale } = resolved;
  if (isKioskPath(path)) return { kind: 'follow' };
  if (isCabinetPath(path)) return { kind: 'qr', url: publicUrl, reason: 'cabinet' };
  const counterpart = kioskCounterpart(path);
  if (counterpart) return { kind: 'kiosk', href: localizePath(counterpart, locale) };
  return { kind: 'qr', url: publicUrl, reason: 'site' };
}
