import type { ProductSlug } from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { localizePath } from '../../routes/locale.ts';

/**
 * The kiosk's addresses (the route table's `/kiosk…` routes), without the language prefix. Kept
 * in one place: the screens link by them, the link policy maps site pages onto them, the idle
 * reset returns to `KIOSK_HOME`, and the service worker's scope is their root.
 */
export const KIOSK_HOME = '/kiosk';

export const kioskPaths = {
  home: KIOSK_HOME,
  section: (id: string) => `${KIOSK_HOME}/catalogue/${id}`,
  product: (slug: ProductSlug) => `${KIOSK_HOME}/product/${slug}`,
  consultation: `${KIOSK_HOME}/consultation`,
  handsetOffer: `${KIOSK_HOME}/handset-offer`,
  addressCheck: `${KIOSK_HOME}/address-check`,
} as const;

/** A kiosk address (no prefix): `/kiosk` itself or anything under it. */
export function isKioskPath(path: string): boolean {
  return path === KIOSK_HOME || path.startsWith(`${KIOSK_HOME}/`);
}

/** The kiosk's home in a language: `/kiosk` or `/kk/kiosk`. */
export function kioskHome(locale: Locale): string {
  return localizePath(KIOSK_HOME, locale);
}
