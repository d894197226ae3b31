import { useEffect, useState } from 'react';
import type { Offer } from '../../../../contract/api.ts';
import type { OfferId } from '../../../../contract/offers.ts';
import { formatDateLong } from '../../../../lib/components/DatePicker/calendarNames.ts';
import type { Locale } from '../../../../contract/locale.ts';
import { callEndpoint, type ApiClient } from '../../api/index.ts';

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
  id: OfferId,
  initial?: Offer | null,
): Offer | null | undefined {
  const [status, setStatus] = useState<Offer | null | undefined>(initial);
  useEffect(() => {
    const controller = new AbortController();
    callEndpoint(api, 'offers', undefined, { signal: controller.signal }).then(
      ({ offers }) => setStatus(offers.find((offer) => offer.id === id) ?? null),
      () => {
        if (!controller.signal.aborted) setStatus((known) => known ?? null);
      },
    );
    return () => controller.abort();
  }, [api, id]);
  return status;
}

/** An offer's first or last day in the language's words: «10 ноября 2025», «2025 жылғы 10 қараша». */
export const offerDay = (day: string, locale: Locale) => formatDateLong(day, locale);
