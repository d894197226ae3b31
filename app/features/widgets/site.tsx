import { useCallback, useEffect, useState } from 'react';
import type { AppType, ConsultationSource, ProductSlug, Tariff } from '../../../contract/domain.ts';
import { useKitContext } from '../../../lib/i18n/KitProvider.tsx';
import { useLocale } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { getTariffs, useApi, userMessage } from '../api/index.ts';
import { ConsultationWidget } from './consultation/ConsultationWidget.tsx';
import { HandsetOfferWidget } from './handset/HandsetOfferWidget.tsx';

/**
 * The widgets as the site uses them: the page's language and API client from the app's
 * providers, navigation through the app's router. (The embed bundle passes the same props from
 * its element's attributes instead.)
 */

/** Goes to a site path in the page's language, in place (the kit's router) when there is one. */
export function useSiteNavigate(): (path: string) => void {
  const locale = useLocale();
  const { navigate } = useKitContext();
  return useCallback(
    (path: string) => {
      const href = localizePath(path, locale);
      if (navigate) navigate(href);
      else window.location.assign(href);
    },
    [locale, navigate],
  );
}

export interface SiteConsultationProps {
  product?: ProductSlug;
  source?: ConsultationSource;
  headingLevel?: 2 | 3 | 4;
  /** The id of the page's heading over the block, when the page titles it itself. */
  labelledBy?: string;
}

/** The consultation block of the home and product pages: success goes to «Заявка принята». */
export function SiteConsultation({
  product,
  source,
  headingLevel = 2,
  labelledBy,
}: SiteConsultationProps) {
  const api = useApi();
  const locale = useLocale();
  const go = useSiteNavigate();
  return (
    <ConsultationWidget
      locale={locale}
      api={api}
      product={product}
      source={source}
      headingLevel={headingLevel}
      labelledBy={labelledBy}
      onSuccess={() => go('/application-for-consultancy')}
    />
  );
}

/** The handset-offer check of /kense-handset-offer, with its inline «Заявка принята». */
export function SiteHandsetOffer({ headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 }) {
  const api = useApi();
  const locale = useLocale();
  return <HandsetOfferWidget locale={locale} api={api} headingLevel={headingLevel} />;
}

export type TariffsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; tariffs: Tariff[] };

/**
 * The tariffs of a product from the backend, with «Не удалось загрузить тарифы» and a retry on
 * failure. Given `initial` (the tariffs the route's loader fetched at build time, so the
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
                message: userMessage(error, locale, { fallback: 'TARIFFS_LOAD_FAILED' }),
              },
        );
      },
    );
    return () => controller.abort();
  }, [api, product, archived, attempt, locale]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
