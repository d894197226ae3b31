import type { Offer } from '../../../contract/index.ts';
import type { LandingContent, OfferWording } from '../../../locales/content/index.ts';
import { fill } from '../../i18n/format.ts';
import { callEndpoint, type ApiClient } from '../api/index.ts';

/*
 * A landing that sells a time-limited offer (`content.offer`, issue 35) is loaded with the
 * offer's period and state from the backend — at build time for the prerendered HTML, so a page
 * built after the offer ended says so, and its dates are the backend's, written nowhere else. Its
 * islands (the handset check, the reprice form) get the state as props and ask again when shown.
 */

/** `2025-11-10` → `10.11.2025`, the pages' way of writing a day. */
export const dotted = (day: string) => day.split('-').reverse().join('.');

/** Every string of a content tree with the offer's days filled in. */
function fillDays<T>(value: T, days: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, days) as T;
  if (Array.isArray(value)) return value.map((item) => fillDays(item, days)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillDays(item, days)]),
    ) as T;
  }
  return value;
}

/** The page as it reads on the offer's state: its running words, or those laid over them. */
export function applyOffer(content: LandingContent, offer: Offer): LandingContent {
  const { offer: binding, ...page } = content;
  if (!binding) return content;
  const over: OfferWording = offer.state === 'running' ? {} : binding[offer.state];
  const worded: LandingContent = {
    ...page,
    hero: { ...page.hero, ...over.hero },
    ...(page.specialOffer && { specialOffer: { ...page.specialOffer, ...over.specialOffer } }),
    ...(page.promo && { promo: { ...page.promo, ...over.promo } }),
    offerStatus: offer,
  };
  const days: Record<string, string> = { endsOn: dotted(offer.endsOn) };
  if (offer.startsOn) days.startsOn = dotted(offer.startsOn);
  return fillDays(worded, days);
}

/** A loaded landing with its offer's words and days (the content as it was, without an offer). */
export async function withOffer(content: LandingContent, api: ApiClient): Promise<LandingContent> {
  if (!content.offer) return content;
  const id = content.offer.id;
  const { offers } = await callEndpoint(api, 'offers');
  const offer = offers.find((o) => o.id === id);
  if (!offer) throw new Error(`The backend has no offer "${id}"`);
  return applyOffer(content, offer);
}
