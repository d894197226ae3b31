/**
 * The API contract: every path the site calls and the shape of what goes in and comes back.
 * The reference backend imports this module too, so the two cannot drift apart.
 */
export * from './locale.ts';
export * from './domain.ts';
export * from './errors.ts';
export * from './limits.ts';

/** The fixed path segment naming the CRM backend (content-areas.md §7). */
export const CRM = 'creatio';

export const API_PATHS = {
  health: '/api/health',
  pricePlanOffer: `/api/v1/${CRM}-landing/price-plan-offer`,
} as const;

/** GET {pricePlanOffer}?bin={bin} — is the company eligible for the handset special offer? */
export interface PricePlanOfferResponse {
  bin: string;
  eligible: boolean;
  /** The group tariff the offer is built on; shown in the lead form's summary either way. */
  tariff: {
    id: string;
    name: string;
    monthlyPrice: number;
  };
}

export interface HealthResponse {
  status: 'ok';
  version: string;
}
