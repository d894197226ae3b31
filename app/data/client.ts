import { QueryClient } from '@tanstack/react-query';

/**
 * The cache of what the cabinet and the wizards read (TanStack Query), one per API client: one
 * per browser page, a fresh one per test.
 *
 * - No retries of its own: the API client already retries what is worth retrying (one refresh
 *   after a 401, the network's one retry, §4.1) and a failure is the person's to retry
 *   («Повторить», `LoadFailed`), at once rather than after three silent attempts.
 * - No refetch on focus by default: only the processing step asks for it (its application
 *   changes on the operator's side while the person is away).
 * - Stale at once by default: a screen shows what it read before and reads again when it opens
 *   (the data is the CRM's, not the browser's). Reference lists say otherwise (`REFERENCE`).
 */
export function createDataClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The options of a reference list (banks, positions, pickup cities, delivery zones): the same for
 * every company and for a whole visit, so read once per session and language. A session change
 * clears them with the rest (`DataProvider`).
 */
export const REFERENCE = { staleTime: Infinity, gcTime: Infinity } as const;
