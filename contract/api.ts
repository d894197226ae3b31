/**
 * The API contract: every path the site calls and the shape of what goes in and comes back.
 * The reference backend imports this module too (its zod schemas are declared against these
 * types), so the two cannot drift apart.
 *
 * Conventions (site-and-cabinet.md §7):
 * - JSON in and out (UTF-8), `Accept-Language: ru|kk` on every call; names and messages come back
 *   in that language.
 * - Authenticated calls carry `Authorization: Bearer {accessToken}`; a 401 means refresh once
 *   and retry once. Tokens never travel in URLs.
 * - Every failure is `ApiErrorBody` (`errors.ts`): 400 malformed, 401 auth, 403 forbidden,
 *   404 unknown, 409 state conflict, 413 too large, 415 not JSON, 422 validation or a business
 *   rule on the input, 429 a limit (SMS countdown or lock, codes a day, requests an hour; with
 *   `Retry-After`), 500 service error.
 * - Calls marked "designed here" are not shown by the spec; the reference backend defines them
 *   (documented in server/README.md).
 */
import type {
  AccountInfo,
  AddressCity,
  AddressHouse,
  AddressStreet,
  AppType,
  ApplicationDetail,
  ApplicationSummary,
  Bank,
  BlogArticle,
  BlogArticleSummary,
  CaseModerationState,
  ConnectionTechnology,
  ConsultationSource,
  CustomerIban,
  DeliveryZone,
  DetailedStatus,
  GeoPoint,
  NumbersChoice,
  PickupCity,
  PickupCityDetails,
  Position,
  ProductSlug,
  RoamingCountry,
  RoamingKind,
  RoamingTariff,
  RoamingTariffDetails,
  SmsPurpose,
  SuccessCase,
  SummaryStatusFilter,
  Tariff,
  TimeSlot,
} from './domain.ts';
import type { EdsKeyUsage, EdsRole } from './eds.ts';
import { KIOSK_FLEET_PATHS } from './kiosk.ts';
import type {
  KioskFleetResponse,
  KioskHeartbeat,
  KioskHeartbeatResponse,
  KioskSettings,
  KioskSettingsUpdate,
} from './kioskFleet.ts';

export * from './locale.ts';
export * from './domain.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './eds.ts';

/** The fixed path segment naming the CRM backend (content-areas.md §7). */
export const CRM = 'creatio';

export const API_PATHS = {
  health: '/api/health',

  // --- session (§7) ---
  revokeToken: '/api/v1/revoke-token',
  refreshToken: '/api/v1/refresh-token',
  // --- cabinet login (designed here) ---
  loginStart: '/api/v1/auth/login/start',
  loginVerify: '/api/v1/auth/login/verify',
  edsChallenge: '/api/v1/auth/eds/challenge',
  edsLogin: '/api/v1/auth/eds/login',

  // --- SMS confirmation (designed here) ---
  smsSend: '/api/v1/sms/send',
  smsCheck: '/api/v1/sms/check',

  // --- landing forms, no auth (§7) ---
  createConsultancy: `/api/v1/${CRM}/create-consultancy`,
  createHandsetConsultancy: `/api/v1/${CRM}/create-handset-consultancy`,
  pricePlanOffer: `/api/v1/${CRM}-landing/price-plan-offer`,
  createLead: `/api/v1/${CRM}-landing/create-lead`,
  createOpportunity: `/api/v1/${CRM}-landing/create-opportunity`,
  checkAgent: `/api/v1/${CRM}/check-agent`,
  // --- landing, no auth (designed here) ---
  createRepriceRequest: `/api/v1/${CRM}-landing/create-reprice-request`,
  tariffs: `/api/v1/${CRM}-landing/tariffs`,

  // --- office address check, no auth (designed here) ---
  addressCities: '/api/v1/address/cities',
  addressStreets: '/api/v1/address/streets',
  addressHouses: '/api/v1/address/houses',
  addressCoverage: '/api/v1/address/coverage',
  addressGeocode: '/api/v1/address/geocode',

  // --- cabinet, authenticated (§7) ---
  createApplication: `/api/v2/${CRM}/create-application`,
  createMobileApplication: `/api/v1/${CRM}/create-mobile-flow-application`,
  updateApplication: `/api/v1/${CRM}/update-application`,
  mobileUpdateApplication: `/api/v1/${CRM}/mobile-update-application`,
  cancelOpportunity: `/api/v1/${CRM}/cancel-opportunity`,
  lastApplicationDetail: `/api/v1/${CRM}/last-application-detail`,
  mobileLastApplicationDetail: `/api/v1/${CRM}/mobile-last-application-detail`,
  banks: `/api/v1/${CRM}/banks`,
  customerIbans: `/api/v1/${CRM}/customer-ibans`,
  mobileSelfPickupCities: `/api/v1/${CRM}/mobile-self-pickup-cities`,
  mobileSelfPickupCityDetails: `/api/v1/${CRM}/mobile-self-pickup-city-details`,
  pickupOption: `/api/v1/${CRM}/pickup-option`,
  accountInfo: `/api/v1/${CRM}/account-info`,
  clientApplications: `/api/v1/${CRM}/client-applications`,
  updateAccountInfo: `/api/v1/${CRM}/update-account-info`,
  fixApplicationDetail: `/api/v1/${CRM}/fix/application-detail`,
  mobileApplicationDetail: `/api/v1/${CRM}/mobile/application-detail`,
  positions: `/api/v1/${CRM}/positions`,
  // --- cabinet, authenticated (designed here) ---
  timeSlots: `/api/v1/${CRM}/time-slots`,
  bookTimeSlot: `/api/v1/${CRM}/book-time-slot`,
  contractDocument: `/api/v1/${CRM}/contract-document`,
  signData: `/api/v1/${CRM}/sign-data`,
  signDocuments: `/api/v1/${CRM}/sign-documents`,
  // --- delivery zone, no auth (designed here) ---
  deliveryZones: `/api/v1/${CRM}/delivery-zones`,
  deliveryZoneCheck: `/api/v1/${CRM}/delivery-zone-check`,

  // --- content, no auth (designed here) ---
  roamingCountries: '/api/v1/roaming/countries',
  roamingTariffs: '/api/v1/roaming/tariffs',
  roamingTariffDetails: '/api/v1/roaming/tariff-details',
  blogArticles: '/api/v1/blog/articles',
  blogArticle: '/api/v1/blog/article',
  successCases: '/api/v1/success-cases',
  /** multipart/form-data, see `SuccessCaseSubmitFields`. */
  successCaseSubmit: '/api/v1/success-cases/submit',
  /** GET ?id= → the image bytes of a published case. */
  successCasePhoto: '/api/v1/success-cases/photo',

  // --- the kiosk fleet (designed here, issue 29; schemas in kioskFleet.ts) ---
  kioskHeartbeat: KIOSK_FLEET_PATHS.heartbeat,
  /** Staff: `Authorization: Bearer <KIOSK_STATUS_TOKEN>` (not a session). */
  kioskFleet: KIOSK_FLEET_PATHS.fleet,
  /** Staff, as `kioskFleet`. */
  kioskSettings: KIOSK_FLEET_PATHS.settings,
} as const;

export type ApiPathKey = keyof typeof API_PATHS;

/**
 * The calls the embed widgets make from partner sites: the only ones answering cross-origin
 * requests (CORS, to the origins in the backend's EMBED_ORIGINS).
 */
export const EMBED_PATH_KEYS = [
  'createConsultancy',
  // the consultation form with product="any-device"
  'createHandsetConsultancy',
  'smsSend',
  'smsCheck',
  'checkAgent',
  'pricePlanOffer',
  'createLead',
  'createOpportunity',
  'addressCities',
  'addressStreets',
  'addressHouses',
  'addressCoverage',
] as const satisfies readonly ApiPathKey[];

/**
 * Developer-only calls, answered only when the backend runs with DEV_API=1 (404 otherwise): the
 * SMS outbox so browser tests can read codes, the stored requests, moderation and the stand-in
 * CRM's processing, and the reference EDS signer.
 */
export const DEV_API_PATHS = {
  smsOutbox: '/api/dev/sms-outbox',
  records: '/api/dev/records',
  moderateCase: '/api/dev/success-cases/moderate',
  advanceApplication: '/api/dev/applications/advance',
  edsCertificates: '/api/dev/eds/certificates',
  edsSign: '/api/dev/eds/sign',
} as const;

// =============================================================================================
// Session and login
// =============================================================================================

export interface TokenPair {
  /** Opaque; send as `Authorization: Bearer …`. Stored under the key 'token'. */
  accessToken: string;
  /** Opaque; one use — every refresh returns a new one. Stored under the key 'refresh'. */
  refreshToken: string;
  /** Seconds the access token lives (ACCESS_TOKEN_TTL_SECONDS). */
  expiresIn: number;
  refreshExpiresIn: number;
}

/** POST revoke-token. Always 200, also for an unknown token (nothing to tell an attacker). */
export interface RevokeTokenRequest {
  /** The refresh token; its whole session (every access token) ends. */
  token: string;
}
export interface RevokeTokenResponse {
  revoked: true;
}

/**
 * POST refresh-token. Rotation: the refresh token sent is spent; sending it again is treated as
 * theft and ends the session (401 REFRESH_TOKEN_INVALID).
 */
export interface RefreshTokenRequest {
  refreshToken: string;
}
export type RefreshTokenResponse = TokenPair;

/**
 * What a public flow hands into the cabinet ("login if needed"): the application the visitor
 * was making. With it, a company without applications may log in; the application is created on
 * successful login (status Qualification).
 */
export type ApplicationIntent =
  | ({ appType: 'internet' } & CreateApplicationRequest)
  | ({ appType: 'mobile' } & CreateMobileApplicationRequest);

/**
 * POST auth/login/start (designed here): sends a login code to the phone. It says nothing about
 * the company (server/README.md «Sign-in without an oracle»): every well-formed request within the
 * limits gets the same answer. Only an intent's own problems (422, before any SMS) and the SMS
 * limits (429 SMS_RESEND_TOO_EARLY, SMS_ATTEMPTS_EXHAUSTED, SMS_DAILY_LIMIT, TOO_MANY_REQUESTS,
 * with `Retry-After`) refuse it. Calling it again resends after the countdown.
 */
export interface LoginStartRequest {
  bin: string;
  phone: string;
  /** For a company the CRM does not know yet (registered by this login with an intent). */
  companyName?: string;
  intent?: ApplicationIntent;
}
export type LoginStartResponse = SmsSentResponse;

/**
 * POST auth/login/verify (designed here): the code from the SMS → tokens. Once the code proves the
 * phone: 403 CABINET_NO_APPLICATION without an application or an intent (the access gate, §2.18),
 * 403 LOGIN_PHONE_MISMATCH (`fields.phone`) when a company the CRM knows has another phone.
 */
export interface LoginVerifyRequest {
  bin: string;
  phone: string;
  code: string;
}

export interface LoginResponse extends TokenPair {
  account: AccountInfo;
  /** The application made from the login intent, when one was given and nothing blocked it. */
  createdApplication: ApplicationDetail | null;
  /**
   * An unfinished application of the intent's type that already existed: the intent was NOT
   * applied; show «Завершите старую заявку…» (continue it, or create-application with
   * `replaceUnfinished: true`).
   */
  unfinishedApplication: ApplicationSummary | null;
}

/** POST auth/eds/challenge (designed here), empty body: a one-time text to sign for login. */
export interface EdsChallengeResponse {
  challengeId: string;
  /**
   * Sign exactly the UTF-8 bytes of this text with the AUTH key: NCALayer's `data` is their
   * base64, with `signingParams.decode: true` (contract/eds.ts).
   */
  challenge: string;
  expiresInSeconds: number;
}

/**
 * POST auth/eds/login (designed here). The company is the certificate's BIN (the holder's IIN for
 * a sole proprietor). Errors: EDS_* (422), CABINET_NO_APPLICATION (403).
 */
export interface EdsLoginRequest {
  challengeId: string;
  /** The detached CMS SignedData (base64) NCALayer made over the challenge. */
  signature: string;
  /** When given, must equal the certificate's BIN (EDS_BIN_MISMATCH). */
  bin?: string;
  /** Contact phone for an application made from `intent`; the company's phone otherwise. */
  phone?: string;
  intent?: ApplicationIntent;
}

// =============================================================================================
// SMS confirmation (designed here)
// =============================================================================================

/**
 * POST sms/send. No SMS gateway here: with DEV_API=1 the code is read from the dev outbox. 429
 * SMS_RESEND_TOO_EARLY (`params.seconds`) before the countdown ends; 429 SMS_ATTEMPTS_EXHAUSTED
 * (`params.minutes`) while the phone is locked for this purpose; 429 SMS_DAILY_LIMIT
 * (`fields.phone`) past the phone's codes for the day; 429 TOO_MANY_REQUESTS (`params.minutes`)
 * past the client address's hour or the service's budget. Every 429 carries `Retry-After`.
 * For a case, 429 CASE_LIMIT_REACHED (`params.limit`) when the phone has sent today's cases: no
 * code is made or sent.
 */
export interface SmsSendRequest {
  phone: string;
  purpose: Exclude<SmsPurpose, 'login'>;
}

export interface SmsSentResponse {
  /** The phone, masked for display: `+7 701 *** ** 67`. */
  maskedPhone: string;
  codeLength: number;
  /** Seconds until a new code may be requested (SMS_RESEND_SECONDS). */
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * POST sms/check. A wrong code: 422 SMS_CODE_INVALID (`params.attemptsLeft`, counted across codes:
 * a new code gives none back); the last allowed wrong code and every try during the lock (of the
 * phone, or of a client address with too many wrong codes): 429 SMS_ATTEMPTS_EXHAUSTED
 * (`params.minutes`); no live code: 422 SMS_CODE_EXPIRED.
 */
export interface SmsCheckRequest {
  phone: string;
  purpose: Exclude<SmsPurpose, 'login'>;
  code: string;
}

export interface SmsCheckResponse {
  /** One use, for this phone and purpose; send it as `smsProof`. */
  proofToken: string;
  expiresInSeconds: number;
}

// =============================================================================================
// Landing forms
// =============================================================================================

/**
 * POST create-consultancy (§2.13). Requires a proof from sms/check (purpose 'consultation') for
 * the same phone (SMS_PROOF_REQUIRED, 422 on `smsProof`). With `managerHelped`, `agentLogin` must
 * be a valid agent (AGENT_LOGIN_INVALID on `agentLogin`).
 */
export interface CreateConsultancyRequest {
  name?: string;
  phone: string;
  bin: string;
  companyName?: string;
  email?: string;
  /** Consent to personal data processing; must be true (CONSENT_REQUIRED). */
  consent: boolean;
  managerHelped?: boolean;
  agentLogin?: string;
  /** The product page the form was on; absent on the home page. */
  productSlug?: ProductSlug;
  /** Where the form was: the site's home, product or support page, or a partner page (`embed`). */
  source?: ConsultationSource;
  /**
   * With `source: 'embed'` only: the origin of the partner page the widget was on
   * (`https://partner.kz`, never a path or query: no personal data). FIELD_INVALID when it is not
   * an http(s) origin, when `source` is not `embed`, or when it differs from the request's
   * `Origin` header.
   */
  hostOrigin?: string;
  /**
   * With `source: 'kiosk'` only: the id of the sales-office touch screen the form was on
   * (`KIOSK_ID`, `contract/kiosk.ts`). FIELD_INVALID when it is not a kiosk id or the source is
   * not `kiosk`.
   */
  kioskId?: string;
  smsProof: string;
}

export interface CreateConsultancyResponse {
  consultationId: string;
  /** A specialist calls back within this many business days. */
  callbackBusinessDays: number;
}

/**
 * POST create-handset-consultancy: the any-device page's consultation (§2.13 "the any-device page
 * uses a separate handset consultation call"). The same proof and agent rules as
 * create-consultancy (an SMS code confirms the phone first; `agentLogin` is checked); the product
 * is any-device, so there is no `productSlug`, and a comment says what devices are wanted.
 */
export interface CreateHandsetConsultancyRequest extends Omit<
  CreateConsultancyRequest,
  'productSlug'
> {
  /** Devices or quantities the client is interested in. */
  comment?: string;
}
export type CreateHandsetConsultancyResponse = CreateConsultancyResponse;

/** GET price-plan-offer?bin= — is the company eligible for the handset special offer? */
export interface PricePlanOfferQuery {
  bin: string;
}
export interface PricePlanOfferResponse {
  bin: string;
  eligible: boolean;
  /** The group tariff the offer is built on; shown in the lead form's summary either way. */
  tariff: {
    id: string;
    name: string;
    monthlyPrice: number;
  };
}

/** POST create-lead: the «Заявка на подключение» form, for any company (§2.17). */
export interface CreateLeadRequest {
  companyName?: string;
  phone: string;
  bin?: string;
  email?: string;
  /** The tariff of the summary; defaults to the offer's group tariff. */
  tariffId?: string;
  productSlug?: ProductSlug;
  /** Sent from a partner page (the embed): its origin, as in `CreateConsultancyRequest`. */
  hostOrigin?: string;
  /** Where the form was; only `kiosk` is sent today (absent on the site and partner pages). */
  source?: ConsultationSource;
  /** With `source: 'kiosk'` only: the touch screen's id, as in `CreateConsultancyRequest`. */
  kioskId?: string;
}
export interface CreateLeadResponse {
  leadId: string;
}

/**
 * POST create-opportunity: the same form for a company the check found eligible; the backend
 * re-checks (409 OFFER_NOT_AVAILABLE when not eligible — send a lead instead).
 */
export interface CreateOpportunityRequest {
  companyName?: string;
  phone: string;
  bin: string;
  email?: string;
  tariffId?: string;
  /** Sent from a partner page (the embed): its origin, as in `CreateConsultancyRequest`. */
  hostOrigin?: string;
  /** As in `CreateLeadRequest`. */
  source?: ConsultationSource;
  /** With `source: 'kiosk'` only: the touch screen's id. */
  kioskId?: string;
}
export interface CreateOpportunityResponse {
  opportunityId: string;
}

/** POST create-reprice-request (designed here): office internet with bonuses (§2.15). */
export interface CreateRepriceRequest {
  name: string;
  phone: string;
  bin: string;
  email?: string;
}
export interface CreateRepriceResponse {
  requestId: string;
}

/** GET tariffs?product=&archived= (designed here). Archived ones only with archived=true. */
export interface TariffsQuery {
  product?: AppType;
  archived?: 'true' | 'false';
}
export interface TariffsResponse {
  tariffs: Tariff[];
}

/** GET check-agent?name= — always 200; the form shows AGENT_LOGIN_INVALID when not valid. */
export interface CheckAgentQuery {
  name: string;
}
export interface CheckAgentResponse {
  name: string;
  valid: boolean;
}

// =============================================================================================
// Office address check (designed here)
// =============================================================================================

/**
 * GET address/cities?q=&underParent= — settlements by name (prefix of any word,
 * case-insensitive), at most ADDRESS_SEARCH_LIMIT. `underParent=true` asks for the §2.15 hint
 * list instead: only the towns the directory lists under a parent city, filtered before the limit
 * (at most ADDRESS_HINT_LIMIT), so a long directory cannot push them out.
 */
export interface AddressCitiesQuery {
  q?: string;
  underParent?: 'true';
}
/** Most towns the hint list (`underParent=true`) returns. */
export const ADDRESS_HINT_LIMIT = 100;
export interface AddressCitiesResponse {
  cities: AddressCity[];
}

/** GET address/streets?cityId=&q= — streets, districts and microdistricts of a settlement. */
export interface AddressStreetsQuery {
  cityId: string;
  q?: string;
}
export interface AddressStreetsResponse {
  streets: AddressStreet[];
}

/** GET address/houses?streetId=&q= */
export interface AddressHousesQuery {
  streetId: string;
  q?: string;
}
export interface AddressHousesResponse {
  houses: AddressHouse[];
}

/**
 * GET address/coverage — by `houseId`, or a typed address (`cityId` + `street` + `house`), which
 * the backend tries to match to its directory. An unmatched typed address is `matched: false,
 * covered: false`: a manager checks it after the application.
 */
export type AddressCoverageQuery =
  { houseId: string } | { cityId: string; street: string; house: string };
export interface AddressCoverageResponse {
  covered: boolean;
  matched: boolean;
  houseId: string | null;
  /** One line: «г. Алматы, ул. Толе би, 101». */
  address: string;
  technology: ConnectionTechnology | null;
  /** From how many business days the line can be connected (3 fibre, 7 radio relay). */
  connectionBusinessDays: number | null;
}

/**
 * GET address/geocode?q= (designed here) — where a typed address is: the delivery address of the
 * mobile wizard's step 3 is enough on its own, the map being an aid. The settlement and street
 * are matched to the directory by name (ru or kk, any word order, ignoring case, ё and words such
 * as «ул.», «пр.»), the house by its number; best match first, at most GEOCODE_LIMIT. Whether
 * the point is in a delivery zone is still for `pickup-option` (or `delivery-zone-check`) to say.
 */
export interface AddressGeocodeQuery {
  q: string;
}
export const GEOCODE_LIMIT = 5;
/** How much of the typed address was found: a building, only its street, or only the town. */
export const GEOCODE_PRECISIONS = ['house', 'street', 'city'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];
export interface GeocodedAddress {
  /** What was found, as one line: «г. Алматы, пр. Абая, 10». */
  address: string;
  point: GeoPoint;
  precision: GeocodePrecision;
  cityId: string;
}
export interface AddressGeocodeResponse {
  results: GeocodedAddress[];
}

// =============================================================================================
// Cabinet: applications
// =============================================================================================

/** An office address from the directory, or typed by hand («Ввести вручную»). */
export type OfficeAddressInput =
  | { houseId: string }
  | { manual: true; cityId?: string; city: string; street: string; house: string };

/**
 * POST v2 create-application: a new office-internet application (status Qualification).
 * A directory address outside coverage: 422 ADDRESS_NOT_COVERED. An unfinished office
 * application already exists: 409 APPLICATION_UNFINISHED_EXISTS (`params.opportunityId`) unless
 * `replaceUnfinished`, which cancels it first.
 */
export interface CreateApplicationRequest {
  tariffId: string;
  address: OfficeAddressInput;
  /** Contact phone; the login phone (or the company's) when absent. */
  phone?: string;
  replaceUnfinished?: boolean;
}
export type CreateApplicationResponse = ApplicationDetail;

/** The number step of the mobile flow (§2.16). */
export interface MobileNumbersInput {
  tariffId: string;
  /** 1 … tariff.maxNumbers (NUMBERS_LIMIT, `params.max`). */
  ctnsAmount: number;
  /** 0 … tariff.maxAdditionalNumbers. */
  additionalCtnsAmount: number;
  numbersChoice: NumbersChoice;
  /** 'own': one per number (ctns + additional); 'partlyOwn': at least one and fewer than that. */
  ownNumbers?: string[];
  virtualPbx: boolean;
  roaming: boolean;
}

/** POST create-mobile-flow-application: same rules as create-application. */
export interface CreateMobileApplicationRequest extends MobileNumbersInput {
  phone?: string;
  replaceUnfinished?: boolean;
}
export type CreateMobileApplicationResponse = ApplicationDetail;

/** Wizard step 1, company details (§2.22). Also updates the company profile. */
export interface CompanyDetailsInput {
  positionId: string;
  bankId: string;
  /** One of the company's IBANs at `bankId` (customer-ibans). */
  iban: string;
  factAddress: string;
  lawAddress: string;
  flat?: string | null;
}

/**
 * POST update-application: submits step 1 of the office wizard (Qualification → DataUpdate, the
 * operator prepares the documents; an SMS says when they are ready to sign). 409
 * APPLICATION_STATE_INVALID from any other status.
 */
export interface UpdateApplicationRequest extends CompanyDetailsInput {
  opportunityId: string;
}
export type UpdateApplicationResponse = ApplicationDetail;

/** POST mobile-update-application: step 1 of the mobile wizard; may also change the numbers. */
export interface MobileUpdateApplicationRequest extends CompanyDetailsInput {
  opportunityId: string;
  numbers?: MobileNumbersInput;
}
export type MobileUpdateApplicationResponse = ApplicationDetail;

/** POST cancel-opportunity: any open application; 409 APPLICATION_STATE_INVALID when closed. */
export interface CancelOpportunityRequest {
  opportunityId: string;
}
export type CancelOpportunityResponse = ApplicationSummary;

/** GET (mobile-)last-application-detail: the newest unfinished application of the type. */
export interface LastApplicationDetailResponse {
  application: ApplicationDetail | null;
}

/** GET fix/application-detail?opportunityId= and mobile/application-detail?opportunityId= */
export interface ApplicationDetailQuery {
  opportunityId: string;
}
export type ApplicationDetailResponse = ApplicationDetail;

/** GET client-applications?productType=&status= — newest first. */
export interface ClientApplicationsQuery {
  productType: AppType;
  status?: SummaryStatusFilter;
}
export interface ClientApplicationsResponse {
  productType: AppType;
  applications: ApplicationSummary[];
}

export interface BanksResponse {
  banks: Bank[];
}

/** GET customer-ibans?bankId= — the signed-in company's accounts at that bank. */
export interface CustomerIbansQuery {
  bankId: string;
}
export interface CustomerIbansResponse {
  bankId: string;
  ibans: CustomerIban[];
}

export interface PositionsResponse {
  positions: Position[];
}

export interface PickupCitiesResponse {
  cities: PickupCity[];
}

/** GET mobile-self-pickup-city-details?city-id= */
export interface PickupCityDetailsQuery {
  'city-id': string;
}
export type PickupCityDetailsResponse = PickupCityDetails;

export interface DeliveryAddressInput {
  address: string;
  point: GeoPoint;
  entrance?: string | null;
  flat?: string | null;
  intercom?: string | null;
  floor?: string | null;
}

/**
 * POST pickup-option: mobile step 3 (MobileDelivery → DeliveryInProgress). Delivery outside
 * every zone: 422 DELIVERY_OUT_OF_ZONE.
 */
export type PickupOptionRequest =
  | { opportunityId: string; type: 'pickup'; cityId: string }
  | { opportunityId: string; type: 'delivery'; delivery: DeliveryAddressInput };
export type PickupOptionResponse = ApplicationDetail;

/**
 * GET time-slots?opportunityId=&from=&days= (designed here): connection windows from the first
 * day the line can be connected (3 business days, 7 by radio relay) for `days` days (default 7,
 * at most TIME_SLOT_DAYS_AHEAD). Saturdays and Sundays have no slots.
 */
export interface TimeSlotsQuery {
  opportunityId: string;
  /** YYYY-MM-DD; earlier than the first possible day is moved up to it. */
  from?: string;
  days?: number;
}
export interface TimeSlotsResponse {
  opportunityId: string;
  days: Array<{ date: string; slots: TimeSlot[] }>;
}

/**
 * POST book-time-slot (designed here): office step 3 (TimeBooking → BookingSlot). A slot is
 * taken once: a taken or unknown slot gives 409 SLOT_UNAVAILABLE.
 */
export interface BookTimeSlotRequest {
  opportunityId: string;
  slotId: string;
}
export type BookTimeSlotResponse = ApplicationDetail;

/** GET delivery-zones (designed here). */
export interface DeliveryZonesResponse {
  zones: DeliveryZone[];
}

/** GET delivery-zone-check?lat=&lng= (designed here). */
export interface DeliveryZoneCheckQuery {
  lat: string;
  lng: string;
}
export interface DeliveryZoneCheckResponse {
  inZone: boolean;
  cityId: string | null;
}

/**
 * GET contract-document?opportunityId= (designed here): the contract as a UTF-8 HTML file
 * (`Content-Disposition: attachment`). Fetch it with the bearer header and save the blob.
 */
export interface ContractDocumentQuery {
  opportunityId: string;
}

/** GET sign-data?opportunityId= (designed here): what an EDS signature must cover. */
export interface SignDataQuery {
  opportunityId: string;
}
export interface SignDataResponse {
  opportunityId: string;
  documentId: string;
  documentName: string;
  /** SHA-256 (hex) of the contract document's bytes. */
  digest: string;
  /**
   * Base64 of the bytes to sign with the SIGN key: the contract document itself (the UTF-8 HTML
   * that contract-document serves). Hand it to NCALayer as `data` with `decode: true`.
   */
  dataToSign: string;
}

/**
 * POST sign-documents (designed here): step 2 (SolutionOnClient → SignatureProcessing). Consent
 * must be true (CONSENT_REQUIRED). By EDS: every check of §5 (EDS_* codes, 422). By SMS: a proof
 * (purpose 'sign') for the application's phone (SMS_PROOF_REQUIRED).
 */
export type SignDocumentsRequest =
  | { opportunityId: string; consent: boolean; method: 'eds'; signature: string }
  | { opportunityId: string; consent: boolean; method: 'sms'; smsProof: string };
export type SignDocumentsResponse = ApplicationDetail;

/** GET account-info. */
export type AccountInfoResponse = AccountInfo;

/**
 * POST update-account-info: the profile's editable fields; absent ones stay, null clears a
 * nullable one. `iban` must be one of the company's accounts at `bankId` (IBAN_BANK_MISMATCH).
 */
export interface UpdateAccountInfoRequest {
  owner?: string;
  headPositionId?: string;
  phone?: string;
  employeesNumber?: number | null;
  legalAddress?: string;
  actualAddress?: string;
  flat?: string | null;
  bankId?: string;
  iban?: string;
}
export type UpdateAccountInfoResponse = AccountInfo;

// =============================================================================================
// Content (designed here)
// =============================================================================================

export interface RoamingCountriesResponse {
  countries: RoamingCountry[];
}

/** GET roaming/tariffs?country=&kind= (kind defaults to roaming). */
export interface RoamingTariffsQuery {
  country: string;
  kind?: RoamingKind;
}
export interface RoamingTariffsResponse {
  country: RoamingCountry;
  kind: RoamingKind;
  tariffs: RoamingTariff[];
}

/** GET roaming/tariff-details?id= */
export interface RoamingTariffDetailsQuery {
  id: string;
}
export type RoamingTariffDetailsResponse = RoamingTariffDetails;

export interface BlogArticlesResponse {
  articles: BlogArticleSummary[];
}

/** GET blog/article?id= */
export interface BlogArticleQuery {
  id: string;
}
export type BlogArticleResponse = BlogArticle;

/** GET success-cases: published (approved) cases only, newest first. */
export interface SuccessCasesResponse {
  cases: SuccessCase[];
}

/**
 * POST success-cases/submit: multipart/form-data with these text fields plus `photo` (a jpg or
 * png file, at least 600x400, at most CASE_PHOTO_MAX_BYTES; checked from the file's own header:
 * CASE_PHOTO_FORMAT / CASE_PHOTO_TOO_SMALL / CASE_PHOTO_SIZE). Text fields reject the forbidden
 * characters. At most SUCCESS_CASES_PER_DAY per phone per day (429 CASE_LIMIT_REACHED). Requires
 * an SMS proof (purpose 'case'). The case is listed only after moderation.
 */
export interface SuccessCaseSubmitFields {
  productName: string;
  /** Name and surname. */
  name: string;
  companyName: string;
  position: string;
  email: string;
  problem: string;
  solution: string;
  results: string;
  phone: string;
  /** 'true' */
  consent: string;
  smsProof: string;
}
export interface SuccessCaseSubmitResponse {
  caseId: string;
  moderation: CaseModerationState;
  /** Submissions this phone has left today. */
  remainingToday: number;
}

// =============================================================================================
// Developer-only (DEV_API=1)
// =============================================================================================

export interface DevSmsMessage {
  id: number;
  phone: string;
  purpose: SmsPurpose | 'notification';
  /** null for notifications (e.g. «документы готовы к подписанию»). */
  code: string | null;
  text: string;
  sentAt: string;
}
/** A code the abuse limits did not send (server/README.md «Abuse limits»). */
export interface DevSmsRefusal {
  phone: string;
  purpose: SmsPurpose;
  /** The limit it met: the phone's day, the company's day, the address's hour, the budget. */
  reason: 'phone-day' | 'bin-day' | 'address-hour' | 'budget';
  at: string;
}

/** GET dev/sms-outbox?phone= — newest first. */
export interface DevSmsOutboxResponse {
  messages: DevSmsMessage[];
  /** The latest codes refused by the limits (kept in memory, at most 500), newest first. */
  refused: DevSmsRefusal[];
}

export const DEV_RECORD_KINDS = [
  'consultations',
  'handset-consultations',
  'leads',
  'opportunities',
  'reprice-requests',
  'success-cases',
  'applications',
  'companies',
] as const;
export type DevRecordKind = (typeof DEV_RECORD_KINDS)[number];
/** GET dev/records?kind= — newest first. */
export interface DevRecordsResponse {
  kind: DevRecordKind;
  records: Array<Record<string, unknown>>;
}

/** POST dev/success-cases/moderate */
export interface DevModerateCaseRequest {
  id: string;
  decision: 'approve' | 'reject';
}
export interface DevModerateCaseResponse {
  id: string;
  moderation: CaseModerationState;
}

/**
 * POST dev/applications/advance: finish the operator's processing now (no status), or force a
 * status, as the CRM would.
 */
export interface DevAdvanceApplicationRequest {
  opportunityId: string;
  status?: DetailedStatus;
}
export type DevAdvanceApplicationResponse = ApplicationDetail;

/** One key of the test PKI (scripts/pki), as dev/eds/certificates lists it. */
export interface DevEdsCertificate {
  id: string;
  description: string;
  /** 'both' for a key whose certificate carries the AUTH and the SIGN usage. */
  usage: EdsKeyUsage | 'both';
  subject: {
    commonName: string;
    iin: string;
    /** The organisation's BIN; null for an individual's key. */
    bin: string | null;
    organization: string | null;
  };
  roles: EdsRole[];
  issuer: string;
  serialNumber: string;
  /** ISO moments. */
  notBefore: string;
  notAfter: string;
  /** Whether the server trusts its CA (false for the «untrusted CA» keys). */
  trusted: boolean;
  revoked: boolean;
  /** The certificate, DER in base64. */
  certificate: string;
}
export interface DevEdsCertificatesResponse {
  certificates: DevEdsCertificate[];
}
/**
 * POST dev/eds/sign: a detached CMS over `data` (base64 of the bytes, as NCALayer takes it) made
 * with one key of the test PKI.
 */
export interface DevEdsSignRequest {
  certificateId: string;
  data: string;
}
export interface DevEdsSignResponse {
  /** The CMS SignedData, base64. */
  signature: string;
}

export interface HealthResponse {
  status: 'ok';
  version: string;
}

// =============================================================================================
// Endpoint table: method, auth, query, body and answer of every call, for a typed client.
// =============================================================================================

type Get<Q, R, A extends boolean = false> = {
  method: 'GET';
  auth: A;
  query: Q;
  body: never;
  response: R;
};
type Put<B, R, A extends boolean = false> = {
  method: 'PUT';
  auth: A;
  query: never;
  body: B;
  response: R;
};
type Post<B, R, A extends boolean = false> = {
  method: 'POST';
  auth: A;
  query: never;
  body: B;
  response: R;
};
type NoQuery = Record<string, never>;

export interface ApiEndpoints {
  health: Get<NoQuery, HealthResponse>;
  revokeToken: Post<RevokeTokenRequest, RevokeTokenResponse>;
  refreshToken: Post<RefreshTokenRequest, RefreshTokenResponse>;
  loginStart: Post<LoginStartRequest, LoginStartResponse>;
  loginVerify: Post<LoginVerifyRequest, LoginResponse>;
  edsChallenge: Post<Record<string, never>, EdsChallengeResponse>;
  edsLogin: Post<EdsLoginRequest, LoginResponse>;
  smsSend: Post<SmsSendRequest, SmsSentResponse>;
  smsCheck: Post<SmsCheckRequest, SmsCheckResponse>;
  createConsultancy: Post<CreateConsultancyRequest, CreateConsultancyResponse>;
  createHandsetConsultancy: Post<CreateHandsetConsultancyRequest, CreateHandsetConsultancyResponse>;
  pricePlanOffer: Get<PricePlanOfferQuery, PricePlanOfferResponse>;
  createLead: Post<CreateLeadRequest, CreateLeadResponse>;
  createOpportunity: Post<CreateOpportunityRequest, CreateOpportunityResponse>;
  checkAgent: Get<CheckAgentQuery, CheckAgentResponse>;
  createRepriceRequest: Post<CreateRepriceRequest, CreateRepriceResponse>;
  tariffs: Get<TariffsQuery, TariffsResponse>;
  addressCities: Get<AddressCitiesQuery, AddressCitiesResponse>;
  addressStreets: Get<AddressStreetsQuery, AddressStreetsResponse>;
  addressHouses: Get<AddressHousesQuery, AddressHousesResponse>;
  addressCoverage: Get<AddressCoverageQuery, AddressCoverageResponse>;
  addressGeocode: Get<AddressGeocodeQuery, AddressGeocodeResponse>;
  createApplication: Post<CreateApplicationRequest, CreateApplicationResponse, true>;
  createMobileApplication: Post<
    CreateMobileApplicationRequest,
    CreateMobileApplicationResponse,
    true
  >;
  updateApplication: Post<UpdateApplicationRequest, UpdateApplicationResponse, true>;
  mobileUpdateApplication: Post<
    MobileUpdateApplicationRequest,
    MobileUpdateApplicationResponse,
    true
  >;
  cancelOpportunity: Post<CancelOpportunityRequest, CancelOpportunityResponse, true>;
  lastApplicationDetail: Get<NoQuery, LastApplicationDetailResponse, true>;
  mobileLastApplicationDetail: Get<NoQuery, LastApplicationDetailResponse, true>;
  banks: Get<NoQuery, BanksResponse, true>;
  customerIbans: Get<CustomerIbansQuery, CustomerIbansResponse, true>;
  mobileSelfPickupCities: Get<NoQuery, PickupCitiesResponse, true>;
  mobileSelfPickupCityDetails: Get<PickupCityDetailsQuery, PickupCityDetailsResponse, true>;
  pickupOption: Post<PickupOptionRequest, PickupOptionResponse, true>;
  accountInfo: Get<NoQuery, AccountInfoResponse, true>;
  clientApplications: Get<ClientApplicationsQuery, ClientApplicationsResponse, true>;
  updateAccountInfo: Post<UpdateAccountInfoRequest, UpdateAccountInfoResponse, true>;
  fixApplicationDetail: Get<ApplicationDetailQuery, ApplicationDetailResponse, true>;
  mobileApplicationDetail: Get<ApplicationDetailQuery, ApplicationDetailResponse, true>;
  positions: Get<NoQuery, PositionsResponse, true>;
  timeSlots: Get<TimeSlotsQuery, TimeSlotsResponse, true>;
  bookTimeSlot: Post<BookTimeSlotRequest, BookTimeSlotResponse, true>;
  /** Answers text/html (an attachment), not JSON. */
  contractDocument: Get<ContractDocumentQuery, string, true>;
  signData: Get<SignDataQuery, SignDataResponse, true>;
  signDocuments: Post<SignDocumentsRequest, SignDocumentsResponse, true>;
  deliveryZones: Get<NoQuery, DeliveryZonesResponse>;
  deliveryZoneCheck: Get<DeliveryZoneCheckQuery, DeliveryZoneCheckResponse>;
  roamingCountries: Get<NoQuery, RoamingCountriesResponse>;
  roamingTariffs: Get<RoamingTariffsQuery, RoamingTariffsResponse>;
  roamingTariffDetails: Get<RoamingTariffDetailsQuery, RoamingTariffDetailsResponse>;
  blogArticles: Get<NoQuery, BlogArticlesResponse>;
  blogArticle: Get<BlogArticleQuery, BlogArticleResponse>;
  successCases: Get<NoQuery, SuccessCasesResponse>;
  /** multipart/form-data: `SuccessCaseSubmitFields` plus the `photo` file. */
  successCaseSubmit: Post<FormData, SuccessCaseSubmitResponse>;
  /** Answers the image bytes. */
  successCasePhoto: Get<{ id: string }, Blob>;
  kioskHeartbeat: Post<KioskHeartbeat, KioskHeartbeatResponse>;
  kioskFleet: Get<NoQuery, KioskFleetResponse>;
  kioskSettings: Put<KioskSettingsUpdate, { settings: KioskSettings }>;
}

/** Method and auth of every call, at run time (the types above carry the shapes). */
export const API_ENDPOINTS = {
  health: { method: 'GET', auth: false },
  revokeToken: { method: 'POST', auth: false },
  refreshToken: { method: 'POST', auth: false },
  loginStart: { method: 'POST', auth: false },
  loginVerify: { method: 'POST', auth: false },
  edsChallenge: { method: 'POST', auth: false },
  edsLogin: { method: 'POST', auth: false },
  smsSend: { method: 'POST', auth: false },
  smsCheck: { method: 'POST', auth: false },
  createConsultancy: { method: 'POST', auth: false },
  createHandsetConsultancy: { method: 'POST', auth: false },
  pricePlanOffer: { method: 'GET', auth: false },
  createLead: { method: 'POST', auth: false },
  createOpportunity: { method: 'POST', auth: false },
  checkAgent: { method: 'GET', auth: false },
  createRepriceRequest: { method: 'POST', auth: false },
  tariffs: { method: 'GET', auth: false },
  addressCities: { method: 'GET', auth: false },
  addressStreets: { method: 'GET', auth: false },
  addressHouses: { method: 'GET', auth: false },
  addressCoverage: { method: 'GET', auth: false },
  addressGeocode: { method: 'GET', auth: false },
  createApplication: { method: 'POST', auth: true },
  createMobileApplication: { method: 'POST', auth: true },
  updateApplication: { method: 'POST', auth: true },
  mobileUpdateApplication: { method: 'POST', auth: true },
  cancelOpportunity: { method: 'POST', auth: true },
  lastApplicationDetail: { method: 'GET', auth: true },
  mobileLastApplicationDetail: { method: 'GET', auth: true },
  banks: { method: 'GET', auth: true },
  customerIbans: { method: 'GET', auth: true },
  mobileSelfPickupCities: { method: 'GET', auth: true },
  mobileSelfPickupCityDetails: { method: 'GET', auth: true },
  pickupOption: { method: 'POST', auth: true },
  accountInfo: { method: 'GET', auth: true },
  clientApplications: { method: 'GET', auth: true },
  updateAccountInfo: { method: 'POST', auth: true },
  fixApplicationDetail: { method: 'GET', auth: true },
  mobileApplicationDetail: { method: 'GET', auth: true },
  positions: { method: 'GET', auth: true },
  timeSlots: { method: 'GET', auth: true },
  bookTimeSlot: { method: 'POST', auth: true },
  contractDocument: { method: 'GET', auth: true },
  signData: { method: 'GET', auth: true },
  signDocuments: { method: 'POST', auth: true },
  deliveryZones: { method: 'GET', auth: false },
  deliveryZoneCheck: { method: 'GET', auth: false },
  roamingCountries: { method: 'GET', auth: false },
  roamingTariffs: { method: 'GET', auth: false },
  roamingTariffDetails: { method: 'GET', auth: false },
  blogArticles: { method: 'GET', auth: false },
  blogArticle: { method: 'GET', auth: false },
  successCases: { method: 'GET', auth: false },
  successCaseSubmit: { method: 'POST', auth: false },
  successCasePhoto: { method: 'GET', auth: false },
  kioskHeartbeat: { method: 'POST', auth: false },
  kioskFleet: { method: 'GET', auth: false },
  kioskSettings: { method: 'PUT', auth: false },
} as const satisfies {
  [K in ApiPathKey]: { method: ApiEndpoints[K]['method']; auth: ApiEndpoints[K]['auth'] };
};
