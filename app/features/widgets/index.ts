/**
 * The lead widgets (consultation, handset offer, office address) and the form helpers they share.
 * The site imports from here; the embed bundle imports each widget's own entry
 * (`consultation/index.ts`, `handset/index.ts`, `address/index.ts`) so it carries only that one.
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
export {
  AddressCheckWidget,
  checkHouse,
  type AddressCheckResult,
  type AddressCheckWidgetProps,
} from './address/AddressCheckWidget.tsx';
export type { WidgetBaseProps, WidgetEvent, WidgetName, WidgetOutcome } from './core/types.ts';
export {
  SiteConsultation,
  SiteHandsetOffer,
  useSiteNavigate,
  useTariffs,
  type TariffsState,
} from './site.tsx';

// Form helpers for the site's other public forms (reprice, login), so they read and behave alike.
export {
  ResultPanel,
  ServiceError,
  StepHeading,
  SubmitSummary,
  SuccessPanel,
} from './core/Frame.tsx';
export { SmsStep, type SmsCodeState } from './core/SmsStep.tsx';
export { readFailure, isAbort, numberParam, type Failure } from './core/failure.ts';
export { useFormErrors, pickFieldErrors, type FieldErrors } from './core/useFormErrors.ts';
export { fill, formatAmount, formatPhone } from './core/strings.ts';
export {
  binProblem,
  e164,
  isEmailAcceptable,
  maskPhone,
  optional,
  phoneProblem,
} from './core/validate.ts';
export * as widgetStyles from './core/widget.css.ts';
