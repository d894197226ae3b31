/**
 * The lead widgets (consultation, handset offer, office address) and their site wrappers. The site
 * imports from here; the embed bundle imports each widget's own entry (`consultation/index.ts`,
 * `handset/index.ts`, `address/index.ts`) so it carries only that one. Form code they share with
 * the rest of the app lives in `app/forms`.
 *
 *   <SiteConsultation product="virtual-ats" />                       // on a product page
 *   <ConsultationWidget locale="kk" api={api} onSuccess={…} onEvent={…} />  // anywhere
 */
export {
  ConsultationWidget,
  type ConsultationResult,
  type ConsultationWidgetProps,
} from './consultation/ConsultationWidget.tsx';
export {
  HandsetOfferWidget,
  type HandsetOfferResult,
  type HandsetOfferWidgetProps,
} from './handset/HandsetOfferWidget.tsx';
export { AddressCheckWidget, type AddressCheckWidgetProps } from './address/AddressCheckWidget.tsx';
export { checkHouse, type AddressCheckResult } from './address/check.ts';
export type { WidgetBaseProps, WidgetEvent, WidgetName, WidgetOutcome } from './core/types.ts';
export { ResultPanel } from './core/Frame.tsx';
export { offerDay, useOfferStatus } from './core/offerStatus.ts';
export { SiteConsultation, SiteHandsetOffer } from './site.tsx';
