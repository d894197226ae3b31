/**
 * Where each time-limited offer stands today (issue 35). "Today" is the Kazakhstan calendar day of
 * the request's moment (`ctx.now`, the app's one injected clock), so the tests move it and the
 * whole backend agrees on it; a period's both ends are included.
 */
import type { Offer } from '../../contract/index.ts';
import type { OfferId, OfferState } from '../../contract/offers.ts';
import { OFFERS, type OfferPeriod } from '../db/seed/reference.ts';
import type { Ctx } from './context.ts';
import { kzDate } from './time.ts';

export function offerState(period: OfferPeriod, today: string): OfferState {
  if (period.startsOn !== null && today < period.startsOn) return 'upcoming';
  return today > period.endsOn ? 'ended' : 'running';
}

/** Every offer with its period (a demo's moved one, `OFFER_PERIODS`, over the spec's) and state. */
export function listOffers(ctx: Ctx): Offer[] {
  const today = kzDate(ctx.now);
  return OFFERS.map(({ id, productSlug, period: shipped }) => {
    const period = ctx.settings.offerPeriods?.[id] ?? shipped;
    return {
      id,
      productSlug,
      state: offerState(period, today),
      startsOn: period.startsOn,
      endsOn: period.endsOn,
    };
  });
}

export function offerOf(ctx: Ctx, id: OfferId): Offer {
  const offer = listOffers(ctx).find((o) => o.id === id);
  if (!offer) throw new Error(`No offer "${id}"`);
  return offer;
}
