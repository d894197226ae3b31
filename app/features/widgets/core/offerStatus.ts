import type { Offer } from '../../../../contract/index.ts';
import type { OfferId } from '../../../../contract/offers.ts';
import { formatDateLong } from '../../../../lib/components/DatePicker/calendarNames.ts';
import type { Locale } from '../../../../contract/locale.ts';
import { contractQuery, useLightQuery } from '../../../data/light.ts';
import type { ApiClient } from '../../api/index.ts';

/**
 * Where an offer stands today, as the backend says it (`GET …/offers`), never by the visitor's
 * clock. `initial` is what the page was built with (an island's props): shown at once, then asked
 * again when the component mounts — a page built while the offer ran and shown after it ended
 * never sells it (docs/islands.md: pages are prerendered). Without `initial` (the embed, the
 * kiosk) it is `undefined` while the backend is asked; a read that fails leaves what was known,
 * or `null` — unknown, and a check's own answer decides.
 */
export function useOfferStatus(
  api: ApiClient,
  locale: Locale,
  id: OfferId,
  initial?: Offer | null,
): Offer | null | undefined {
  const offers = contractQuery(api, 'offers', undefined, locale);
  const { state } = useLightQuery<Offer | null>(
    {
      queryKey: [...offers.queryKey, id],
      queryFn: async (context) =>
        (await offers.queryFn(context)).offers.find((offer) => offer.id === id) ?? null,
      initialData: initial,
    },
    { locale },
  );
  if (state.status === 'ready') return state.data;
  return state.status === 'failed' ? null : undefined;
}

/** An offer's first or last day in the language's words: «10 ноября 2025», «2025 жылғы 10 қараша». */
export const offerDay = (day: string, locale: Locale) => formatDateLong(day, locale);
