/**
 * The office-internet public flow (§2.15): tariffs → address → hand-off into the cabinet, and the
 * reprice promo form of the minimal landing.
 *
 *   <LandingPage content={content} slug="internet-for-office" tariffs={<OfficeInternetFlow />} … />
 */
export { OfficeInternetFlow, type OfficeInternetFlowProps } from './OfficeInternetFlow.tsx';
export { RepriceForm, type RepriceFormProps } from './RepriceForm.tsx';
