import { useCallback, useEffect, useState } from 'react';
import type { AppType, Tariff } from '../../../contract/domain.ts';
import { readFailure } from '../../forms/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { getTariffs, useApi } from '../api/index.ts';

export type TariffsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retrying: boolean }
  | { status: 'ready'; tariffs: Tariff[] };

/**
 * The tariffs of a product from the backend, with «Не удалось загрузить тарифы» and a retry on
 * failure. A plain call, not the cabinet's cache (`app/data`): the public pages that show tariffs
 * do not carry the query library. Given `initial` (the tariffs the route's loader fetched at build time, so the
 * prerendered page shows them without JS and the site search finds them), it starts with them
 * and refreshes them in the browser; a refresh that fails keeps them rather than replacing the
 * cards with an error.
 */
export function useTariffs(
  product: AppType,
  archived = false,
  initial?: readonly Tariff[],
): { state: TariffsState; retry: () => void } {
  const api = useApi();
  const locale = useLocale();
  const [state, setState] = useState<TariffsState>(() =>
    initial && initial.length > 0
      ? { status: 'ready', tariffs: [...initial] }
      : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getTariffs(
      api,
      { product, archived: archived ? 'true' : 'false' },
      { signal: controller.signal },
    ).then(
      ({ tariffs }) => setState({ status: 'ready', tariffs }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.status === 'ready'
            ? current
            : {
                status: 'failed',
                message: readFailure(error, locale, { fallback: 'TARIFFS_LOAD_FAILED' }).message,
                retrying: false,
              },
        );
      },
    );
    return () => controller.abort();
  }, [api, product, archived, attempt, locale]);
  // «Повторить» stays on screen, busy, while it asks again (it keeps the focus: `LoadFailed`).
  const retry = useCallback(() => {
    setState((current) =>
      current.status === 'failed' ? { ...current, retrying: true } : { status: 'loading' },
    );
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
