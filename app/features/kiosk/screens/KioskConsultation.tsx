import type { ProductSlug } from '../../../../contract/domain.ts';
import { useLocale } from '../../../i18n/index.ts';
import { useApi } from '../../api/index.ts';
import { ConsultationWidget } from '../../widgets/consultation/index.ts';
import { useKiosk } from '../KioskContext.ts';

/**
 * The consultation form of a kiosk screen (its own screen, a product's page, the address check):
 * the site's widget recorded as the kiosk's. On its own, so a product's page carries this form
 * and not the other two (`KioskForms.tsx`).
 */
export function KioskConsultation({
  product,
  focusOnMount,
  labelledBy,
  className,
}: {
  product?: ProductSlug;
  focusOnMount?: boolean;
  /** The screen's own heading names the form; the widget's title and intro are not shown. */
  labelledBy?: string;
  className?: string;
}) {
  const api = useApi();
  const locale = useLocale();
  const { kioskId } = useKiosk();
  return (
    <ConsultationWidget
      locale={locale}
      api={api}
      product={product}
      source="kiosk"
      kioskId={kioskId}
      headingLevel={2}
      focusOnMount={focusOnMount}
      labelledBy={labelledBy}
      className={className}
    />
  );
}
