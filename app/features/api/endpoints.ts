import {
  CALL_ROUTES,
  type AddressCitiesQuery,
  type AddressCoverageQuery,
  type AddressStreetsQuery,
  type AddressHousesQuery,
  type AppType,
  type BookTimeSlotRequest,
  type CallInput,
  type SiteCallKey,
  type CallOutput,
  type Calls,
  type CancelOpportunityRequest,
  type CreateApplicationRequest,
  type CreateConsultancyRequest,
  type CreateHandsetConsultancyRequest,
  type CreateLeadRequest,
  type CreateMobileApplicationRequest,
  type CreateOpportunityRequest,
  type CreateRepriceRequest,
  type EdsLoginRequest,
  type GeoPoint,
  type KioskHeartbeat,
  type LoginStartRequest,
  type LoginVerifyRequest,
  type MobileUpdateApplicationRequest,
  type PickupOptionRequest,
  type RoamingKind,
  type SignDocumentsRequest,
  type SmsCheckRequest,
  type SmsSendRequest,
  type SuccessCaseSubmitFields,
  type SummaryStatusFilter,
  type TariffsQuery,
  type TimeSlotsQuery,
  type UpdateAccountInfoRequest,
  type UpdateApplicationRequest,
} from '../../../contract/api.ts';
import type { ApiClient, QueryValue } from './client.ts';

/**
 * Every backend call, derived from its declaration in `contract/calls/` (docs/contract.md):
 * `callEndpoint(client, key, input)` takes the method, path, session and answer type (JSON, or a
 * Blob for a file) from the contract, and its input and output types are inferred from the
 * declaration's zod schemas, so a call cannot use the wrong path, forget the token or send a
 * field its schema does not name. The named functions below are the site's vocabulary for those
 * calls (the features import them); each is one line over `callEndpoint`. Functions, not
 * methods: a widget bundle carries only the calls it imports, and no zod (`CALL_ROUTES` is the
 * declarations' generated run-time view).
 */

export interface CallOptions {
  /** Aborts the call (e.g. when the component that asked is unmounted). */
  signal?: AbortSignal;
}

type Input<K extends SiteCallKey> = CallInput<Calls[K]>;
type Output<K extends SiteCallKey> = Promise<CallOutput<Calls[K]>>;

/** Calls `key` of the contract with its query (GET) or body (POST; a FormData for multipart). */
export function callEndpoint<K extends SiteCallKey>(
  client: ApiClient,
  key: K,
  input: Input<K>,
  { signal }: CallOptions = {},
): Output<K> {
  const { method, path, auth } = CALL_ROUTES[key];
  const responseType = 'produces' in CALL_ROUTES[key] ? 'blob' : 'json';
  if (method === 'GET') {
    // A query's values are strings, numbers or booleans, which is what the transport accepts.
    const query = input as Record<string, QueryValue> | undefined;
    return client.request(method, path, { query, auth, signal, responseType });
  }
  return client.request(method, path, { body: input ?? {}, auth, signal, responseType });
}

// --- cabinet login (designed) ---------------------------------------------------------------

/** Checks the access gate and sends a login code by SMS to the company's phone. */
export const startLogin = (client: ApiClient, body: LoginStartRequest, o?: CallOptions) =>
  callEndpoint(client, 'loginStart', body, o);
/** The SMS code → tokens and the account; pass the result to the session's `login`. */
export const verifyLogin = (client: ApiClient, body: LoginVerifyRequest, o?: CallOptions) =>
  callEndpoint(client, 'loginVerify', body, o);
/** A one-time text to sign with the EDS AUTH key. */
export const getEdsChallenge = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'edsChallenge', undefined, o);
/** The signed challenge → tokens and the account. */
export const loginWithEds = (client: ApiClient, body: EdsLoginRequest, o?: CallOptions) =>
  callEndpoint(client, 'edsLogin', body, o);

// --- SMS confirmation (designed) ------------------------------------------------------------

export const sendSmsCode = (client: ApiClient, body: SmsSendRequest, o?: CallOptions) =>
  callEndpoint(client, 'smsSend', body, o);
/** A right code → a one-use `proofToken` to send as `smsProof`. */
export const checkSmsCode = (client: ApiClient, body: SmsCheckRequest, o?: CallOptions) =>
  callEndpoint(client, 'smsCheck', body, o);

// --- landing forms, no token (§7) -----------------------------------------------------------

export const createConsultancy = (
  client: ApiClient,
  body: CreateConsultancyRequest,
  o?: CallOptions,
) => callEndpoint(client, 'createConsultancy', body, o);
export const createHandsetConsultancy = (
  client: ApiClient,
  body: CreateHandsetConsultancyRequest,
  o?: CallOptions,
) => callEndpoint(client, 'createHandsetConsultancy', body, o);
/** Is the company (by BIN) eligible for the handset special offer? */
export const getPricePlanOffer = (client: ApiClient, bin: string, o?: CallOptions) =>
  callEndpoint(client, 'pricePlanOffer', { bin }, o);
export const createLead = (client: ApiClient, body: CreateLeadRequest, o?: CallOptions) =>
  callEndpoint(client, 'createLead', body, o);
export const createOpportunity = (
  client: ApiClient,
  body: CreateOpportunityRequest,
  o?: CallOptions,
) => callEndpoint(client, 'createOpportunity', body, o);
/** Always answers; `valid: false` is shown as AGENT_LOGIN_INVALID at the agent login field. */
export const checkAgent = (client: ApiClient, name: string, o?: CallOptions) =>
  callEndpoint(client, 'checkAgent', { name }, o);
export const createRepriceRequest = (
  client: ApiClient,
  body: CreateRepriceRequest,
  o?: CallOptions,
) => callEndpoint(client, 'createRepriceRequest', body, o);
export const getTariffs = (client: ApiClient, query: TariffsQuery = {}, o?: CallOptions) =>
  callEndpoint(client, 'tariffs', query, o);
/** The time-limited offers and promos, each with its period and its state today (designed). */
export const getOffers = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'offers', undefined, o);

// --- office address check, no token (designed) ----------------------------------------------

export const searchAddressCities = (
  client: ApiClient,
  query: AddressCitiesQuery = {},
  o?: CallOptions,
) => callEndpoint(client, 'addressCities', query, o);
export const searchAddressStreets = (
  client: ApiClient,
  query: AddressStreetsQuery,
  o?: CallOptions,
) => callEndpoint(client, 'addressStreets', query, o);
export const searchAddressHouses = (
  client: ApiClient,
  query: AddressHousesQuery,
  o?: CallOptions,
) => callEndpoint(client, 'addressHouses', query, o);
/** By `houseId`, or a typed address («Ввести вручную»). */
export const checkAddressCoverage = (
  client: ApiClient,
  query: AddressCoverageQuery,
  o?: CallOptions,
) => callEndpoint(client, 'addressCoverage', query, o);

/** Where a typed address is (the delivery address of the mobile wizard): best match first. */
export const geocodeAddress = (client: ApiClient, q: string, o?: CallOptions) =>
  callEndpoint(client, 'addressGeocode', { q }, o);

// --- delivery zone, no token (designed) -----------------------------------------------------

export const getDeliveryZones = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'deliveryZones', undefined, o);
export const checkDeliveryZone = (client: ApiClient, point: GeoPoint, o?: CallOptions) =>
  callEndpoint(client, 'deliveryZoneCheck', { lat: String(point.lat), lng: String(point.lng) }, o);

// --- cabinet, with the token (§7) -----------------------------------------------------------

export const createApplication = (
  client: ApiClient,
  body: CreateApplicationRequest,
  o?: CallOptions,
) => callEndpoint(client, 'createApplication', body, o);
export const createMobileApplication = (
  client: ApiClient,
  body: CreateMobileApplicationRequest,
  o?: CallOptions,
) => callEndpoint(client, 'createMobileApplication', body, o);
/** Office wizard step 1 (company details). */
export const updateApplication = (
  client: ApiClient,
  body: UpdateApplicationRequest,
  o?: CallOptions,
) => callEndpoint(client, 'updateApplication', body, o);
/** Mobile wizard step 1 (company details, optionally new numbers). */
export const updateMobileApplication = (
  client: ApiClient,
  body: MobileUpdateApplicationRequest,
  o?: CallOptions,
) => callEndpoint(client, 'mobileUpdateApplication', body, o);
export const cancelOpportunity = (
  client: ApiClient,
  body: CancelOpportunityRequest,
  o?: CallOptions,
) => callEndpoint(client, 'cancelOpportunity', body, o);
/** The newest unfinished application of the type (`application: null` when none). */
export const getLastApplicationDetail = (client: ApiClient, appType: AppType, o?: CallOptions) =>
  callEndpoint(
    client,
    appType === 'internet' ? 'lastApplicationDetail' : 'mobileLastApplicationDetail',
    undefined,
    o,
  );
export const getBanks = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'banks', undefined, o);
export const getCustomerIbans = (client: ApiClient, bankId: string, o?: CallOptions) =>
  callEndpoint(client, 'customerIbans', { bankId }, o);
export const getPickupCities = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'mobileSelfPickupCities', undefined, o);
export const getPickupCityDetails = (client: ApiClient, cityId: string, o?: CallOptions) =>
  callEndpoint(client, 'mobileSelfPickupCityDetails', { 'city-id': cityId }, o);
/** Mobile wizard step 3: self-pickup or delivery. */
export const setPickupOption = (client: ApiClient, body: PickupOptionRequest, o?: CallOptions) =>
  callEndpoint(client, 'pickupOption', body, o);
/** The signed-in company; `companyName` is what the header shows. */
export const getAccountInfo = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'accountInfo', undefined, o);
export const getClientApplications = (
  client: ApiClient,
  productType: AppType,
  status?: SummaryStatusFilter,
  o?: CallOptions,
) => callEndpoint(client, 'clientApplications', { productType, status }, o);
export const updateAccountInfo = (
  client: ApiClient,
  body: UpdateAccountInfoRequest,
  o?: CallOptions,
) => callEndpoint(client, 'updateAccountInfo', body, o);
/** One application: `fix/application-detail` for internet, `mobile/application-detail` for mobile. */
export const getApplicationDetail = (
  client: ApiClient,
  appType: AppType,
  opportunityId: string,
  o?: CallOptions,
) =>
  callEndpoint(
    client,
    appType === 'internet' ? 'fixApplicationDetail' : 'mobileApplicationDetail',
    { opportunityId },
    o,
  );
export const getPositions = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'positions', undefined, o);

// --- cabinet, with the token (designed) -----------------------------------------------------

export const getTimeSlots = (client: ApiClient, query: TimeSlotsQuery, o?: CallOptions) =>
  callEndpoint(client, 'timeSlots', query, o);
/** 409 SLOT_UNAVAILABLE when someone took the slot first. */
export const bookTimeSlot = (client: ApiClient, body: BookTimeSlotRequest, o?: CallOptions) =>
  callEndpoint(client, 'bookTimeSlot', body, o);
/**
 * The contract as a file (UTF-8 HTML), fetched with the bearer token and returned as a Blob to
 * save (`URL.createObjectURL`). Shown inline, its text must go through DOMPurify first.
 */
export const downloadContractDocument = (
  client: ApiClient,
  opportunityId: string,
  o?: CallOptions,
): Promise<Blob> => callEndpoint(client, 'contractDocument', { opportunityId }, o);
/**
 * A signed contract's EDS signature, the CMS as its signer made it (DER), fetched with the bearer
 * token like the contract: 409 SIGNATURE_FILE_ABSENT when none was kept (SMS, older signatures).
 */
export const downloadSignatureCms = (
  client: ApiClient,
  opportunityId: string,
  o?: CallOptions,
): Promise<Blob> => callEndpoint(client, 'signatureCms', { opportunityId }, o);
/** What an EDS signature of the documents must cover. */
export const getSignData = (client: ApiClient, opportunityId: string, o?: CallOptions) =>
  callEndpoint(client, 'signData', { opportunityId }, o);
export const signDocuments = (client: ApiClient, body: SignDocumentsRequest, o?: CallOptions) =>
  callEndpoint(client, 'signDocuments', body, o);
/** eGov QR signing: a code for the eGov Business app, its state (polled), giving it up. */
export const startEgovSign = (client: ApiClient, opportunityId: string, o?: CallOptions) =>
  callEndpoint(client, 'egovSignStart', { opportunityId, consent: true }, o);
export const getEgovSignState = (client: ApiClient, signSessionId: string, o?: CallOptions) =>
  callEndpoint(client, 'egovSignStatus', { signSessionId }, o);
export const cancelEgovSign = (client: ApiClient, signSessionId: string, o?: CallOptions) =>
  callEndpoint(client, 'egovSignCancel', { signSessionId }, o);

// --- content, no token (designed) -----------------------------------------------------------

export const getRoamingCountries = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'roamingCountries', undefined, o);
export const getRoamingTariffs = (
  client: ApiClient,
  country: string,
  kind?: RoamingKind,
  o?: CallOptions,
) => callEndpoint(client, 'roamingTariffs', { country, kind }, o);
export const getRoamingTariffDetails = (client: ApiClient, id: string, o?: CallOptions) =>
  callEndpoint(client, 'roamingTariffDetails', { id }, o);
export const getBlogArticles = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'blogArticles', undefined, o);
export const getBlogArticle = (client: ApiClient, id: string, o?: CallOptions) =>
  callEndpoint(client, 'blogArticle', { id }, o);
/** Published cases only, newest first. */
export const getSuccessCases = (client: ApiClient, o?: CallOptions) =>
  callEndpoint(client, 'successCases', undefined, o);
/** Sends a case as multipart: the text fields plus the jpg/png photo. */
export const submitSuccessCase = (
  client: ApiClient,
  fields: SuccessCaseSubmitFields,
  photo: Blob,
  o?: CallOptions,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', photo, photo instanceof File ? photo.name : 'photo');
  return callEndpoint(client, 'successCaseSubmit', form, o);
};

// --- the kiosk fleet (designed here) --------------------------------------------------------

/** A kiosk's state now; the answer carries the settings for its next reset. */
export const sendKioskHeartbeat = (client: ApiClient, body: KioskHeartbeat, o?: CallOptions) =>
  callEndpoint(client, 'kioskHeartbeat', body, o);

/**
 * The absolute address of a path the API hands out (a case's `photoUrl`), for `<img src>`: on
 * the API's origin, which is not the page's when `VITE_API_BASE` or an embed's `api-base` is set.
 */
export function apiUrl(client: ApiClient, path: string): string {
  return /^https?:\/\//i.test(path) ? path : client.baseUrl + path;
}
