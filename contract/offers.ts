/**
 * Time-limited offers and promos (issue 35): the handset special offer and the office-internet
 * reprice promo. Each runs over a period the backend holds (content-areas.md §9 by default); the
 * backend alone says, by its clock, whether one is upcoming, running or has ended — a page built
 * while an offer ran, and served after it ended, asks again at run time. Zod-free: pages and the
 * embed widgets import these names.
 */

export const OFFER_IDS = ['handset-offer', 'office-reprice'] as const;
export type OfferId = (typeof OFFER_IDS)[number];

/**
 * Where an offer stands on the backend's today (Kazakhstan calendar days, both ends included):
 * before its first day, within its period, after its last day.
 */
export const OFFER_STATES = ['upcoming', 'running', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export function isOfferId(value: unknown): value is OfferId {
  return typeof value === 'string' && (OFFER_IDS as readonly string[]).includes(value);
}
