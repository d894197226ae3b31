import type { Offer } from '../../../contract/index.ts';
import type { ConsultationSource, ProductSlug } from '../../../contract/domain.ts';
import { useLocale } from '../../i18n/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { useApi } from '../api/index.ts';
import { ConsultationWidget } from './consultation/ConsultationWidget.tsx';
import { HandsetOfferWidget } from './handset/HandsetOfferWidget.tsx';

/**
 * The widgets as the site uses them: the page's language and API client from the app's
 * providers, navigation through the app's router. (The embed bundle passes the same props from
 * its element's attributes instead.)
 */

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

/**
 * The handset-offer check of /kense-handset-offer, with its inline «Заявка принята»; `offer` is
 * the offer's state the page was built with.
 */
export function SiteHandsetOffer({
  headingLevel = 2,
  offer,
}: {
  headingLevel?: 2 | 3 | 4;
  offer?: Offer;
}) {
  const api = useApi();
  const locale = useLocale();
  return <HandsetOfferWidget locale={locale} api={api} headingLevel={headingLevel} offer={offer} />;
}
