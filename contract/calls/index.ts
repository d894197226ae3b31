/**
 * Every call of the API, by name: the one table the backend's routes, the client, the OpenAPI
 * document and the conformance suite are made from. Adding a call: declare it in its area's file
 * with `defineCall`, add it here, then `npm run contract` (docs/contract.md).
 */
import * as address from './address.ts';
import * as cabinet from './cabinet.ts';
import * as content from './content.ts';
import type { CallDeclaration } from './define.ts';
import * as egov from './egov.ts';
import * as kiosk from './kiosk.ts';
import * as landing from './landing.ts';
import * as session from './session.ts';
import * as sms from './sms.ts';

export const CALLS = {
  health: content.health,
  ready: content.ready,
  revokeToken: session.revokeToken,
  refreshToken: session.refreshToken,
  loginStart: session.loginStart,
  loginVerify: session.loginVerify,
  edsChallenge: session.edsChallenge,
  edsLogin: session.edsLogin,
  smsSend: sms.smsSend,
  smsCheck: sms.smsCheck,
  createConsultancy: landing.createConsultancy,
  createHandsetConsultancy: landing.createHandsetConsultancy,
  pricePlanOffer: landing.pricePlanOffer,
  createLead: landing.createLead,
  createOpportunity: landing.createOpportunity,
  checkAgent: landing.checkAgent,
  createRepriceRequest: landing.createRepriceRequest,
  tariffs: landing.tariffs,
  offers: landing.offers,
  addressCities: address.addressCities,
  addressStreets: address.addressStreets,
  addressHouses: address.addressHouses,
  addressCoverage: address.addressCoverage,
  addressGeocode: address.addressGeocode,
  deliveryZones: address.deliveryZones,
  deliveryZoneCheck: address.deliveryZoneCheck,
  createApplication: cabinet.createApplication,
  createMobileApplication: cabinet.createMobileApplication,
  updateApplication: cabinet.updateApplication,
  mobileUpdateApplication: cabinet.mobileUpdateApplication,
  cancelOpportunity: cabinet.cancelOpportunity,
  lastApplicationDetail: cabinet.lastApplicationDetail,
  mobileLastApplicationDetail: cabinet.mobileLastApplicationDetail,
  fixApplicationDetail: cabinet.fixApplicationDetail,
  mobileApplicationDetail: cabinet.mobileApplicationDetail,
  clientApplications: cabinet.clientApplications,
  banks: cabinet.banks,
  customerIbans: cabinet.customerIbans,
  positions: cabinet.positions,
  mobileSelfPickupCities: cabinet.mobileSelfPickupCities,
  mobileSelfPickupCityDetails: cabinet.mobileSelfPickupCityDetails,
  pickupOption: cabinet.pickupOption,
  accountInfo: cabinet.accountInfo,
  updateAccountInfo: cabinet.updateAccountInfo,
  timeSlots: cabinet.timeSlots,
  bookTimeSlot: cabinet.bookTimeSlot,
  contractDocument: cabinet.contractDocument,
  signatureCms: cabinet.signatureCms,
  signData: cabinet.signData,
  signDocuments: cabinet.signDocuments,
  egovSignStart: egov.egovSignStart,
  egovSignStatus: egov.egovSignStatus,
  egovSignCancel: egov.egovSignCancel,
  mgovSignRequest: egov.mgovSignRequest,
  mgovSignDocuments: egov.mgovSignDocuments,
  mgovSignReturn: egov.mgovSignReturn,
  roamingCountries: content.roamingCountries,
  roamingTariffs: content.roamingTariffs,
  roamingTariffDetails: content.roamingTariffDetails,
  blogArticles: content.blogArticles,
  blogArticle: content.blogArticle,
  successCases: content.successCases,
  successCasePhoto: content.successCasePhoto,
  successCaseSubmit: content.successCaseSubmit,
  kioskHeartbeat: kiosk.kioskHeartbeat,
  kioskFleet: kiosk.kioskFleet,
  kioskSettings: kiosk.kioskSettings,
} as const satisfies Record<string, CallDeclaration>;

export type Calls = typeof CALLS;
export type CallKey = keyof Calls;
/**
 * The calls the site makes: all but the staff's (`staff: true`) and the eGov app's
 * (`egovApp: true`), which `CALL_ROUTES` leaves out.
 */
export type SiteCallKey = {
  [K in CallKey]: Calls[K] extends { staff: true } | { egovApp: true } ? never : K;
}[CallKey];

/** Whether the site itself makes the call (not the operator's staff, not the eGov app). */
export function isSiteCall(call: CallDeclaration): boolean {
  return !call.staff && !call.egovApp;
}

const AREAS = {
  Session: session,
  'SMS confirmation': sms,
  'Landing forms': landing,
  'Address and delivery': address,
  Cabinet: cabinet,
  'eGov QR signing': egov,
  Content: content,
  'Kiosk fleet': kiosk,
} as const;

/** The area a call (by its path) is declared in: its group in the OpenAPI reference. */
export function callArea(declaration: CallDeclaration): string {
  for (const [name, area] of Object.entries(AREAS)) {
    const calls = Object.values(area) as unknown[];
    if (calls.some((call) => (call as { path?: string }).path === declaration.path)) return name;
  }
  throw new Error(`call at ${declaration.path} is in no area`);
}

export { defineCall, type CallDeclaration, type CallInput, type CallOutput } from './define.ts';
