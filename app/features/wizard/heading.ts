import type { ApplicationDetail } from '../../../contract/domain.ts';
import type { Translate } from '../../i18n/index.ts';

/**
 * The wizard page's own heading for the application it shows: the mobile wizard is titled
 * «Заявка на «{tariff}»» (§2.23) — its h1 and its document title; null where the page keeps its
 * route's heading (the office wizard, and any page before an application is shown).
 */
export function applicationHeading(
  application: ApplicationDetail | null,
  t: Translate,
): string | null {
  if (application?.appType !== 'mobile') return null;
  return t('wizard.mobileHeading', { tariff: application.tariff.name });
}
