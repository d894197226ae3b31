/**
 * The operator's time-limited offers and their periods (content-areas.md §9): the stand-in CRM's
 * reference data, read as it is (as `roaming.ts` is), not copied into the database — a period is
 * a term of its offer, published with the offer's rules (the handset offer's cut-off and contract
 * length live beside its check, `domain/handsetOffer.ts`), and no screen edits it. A demo moves a
 * period with `OFFER_PERIODS` (server/README.md «Offers and their periods»), refused in
 * production. `seed.test.ts` holds these to the spec.
 */
import type { ProductSlug } from '../../../contract/domain.ts';
import type { OfferId } from '../../../contract/offers.ts';

/** Kazakhstan calendar days, both included; no first day when the spec names none. */
export interface OfferPeriod {
  startsOn: string | null;
  endsOn: string;
}

export interface OfferEntry {
  id: OfferId;
  /** The product page that sells it. */
  productSlug: ProductSlug;
  period: OfferPeriod;
}

export const OFFERS: readonly OfferEntry[] = [
  // «Special offer period: 20.08.2025–10.11.2025».
  {
    id: 'handset-offer',
    productSlug: 'kense-handset-offer',
    period: { startsOn: '2025-08-20', endsOn: '2025-11-10' },
  },
  // «Reprice promo deadline 31.12.2024, with a 20% taxi discount»: the spec gives its end only.
  {
    id: 'office-reprice',
    productSlug: 'internet-for-office',
    period: { startsOn: null, endsOn: '2024-12-31' },
  },
];
