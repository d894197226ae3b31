/**
 * Domain types shared by the site, the embed widgets and the reference backend. One place for the
 * words the business uses: applications and their statuses, tariffs, companies, addresses,
 * roaming, the blog and success cases. Pure types and constants: nothing here pulls code into the
 * client bundle beyond a few small lookup tables.
 *
 * Conventions: money is an integer number of tenge (KZT); dates are ISO 8601 strings (`2025-06-10`
 * for a day, `2025-06-10T09:00:00+05:00` for a moment, Kazakhstan time); phones are E.164
 * (`+77011234567`); every name the backend owns comes back in the request's language
 * (Accept-Language), so records carry `name: string`, not both languages.
 */
import type { Locale } from './locale.ts';

// The records' types are inferred from their schemas (`schema/entities.ts`); a type-only import
// keeps the constants below free of zod.
import type {
  Tariff,
  TariffRef,
  Bank,
  CustomerIban,
  Position,
  PickupCity,
  PickupCityDetails,
  AccountInfo,
  CompanyDetails,
  AddressCity,
  AddressStreet,
  AddressHouse,
  OfficeAddress,
  GeoPoint,
  DeliveryZone,
  DeliveryAddress,
  TimeSlot,
  MobileNumber,
  MobileApplicationFields,
  ApplicationSummary,
  ApplicationSignature,
  SignerCertificateFacts,
  ApplicationStatusChange,
  ApplicationDetail,
  RoamingCountry,
  RoamingTariff,
  RoamingTariffDetails,
  BlogArticleSummary,
  BlogArticle,
  SuccessCase,
} from './schema/entities.ts';

export type {
  Tariff,
  TariffRef,
  Bank,
  CustomerIban,
  Position,
  PickupCity,
  PickupCityDetails,
  AccountInfo,
  CompanyDetails,
  AddressCity,
  AddressStreet,
  AddressHouse,
  OfficeAddress,
  GeoPoint,
  DeliveryZone,
  DeliveryAddress,
  TimeSlot,
  MobileNumber,
  MobileApplicationFields,
  ApplicationSummary,
  ApplicationSignature,
  SignerCertificateFacts,
  ApplicationStatusChange,
  ApplicationDetail,
  RoamingCountry,
  RoamingTariff,
  RoamingTariffDetails,
  BlogArticleSummary,
  BlogArticle,
  SuccessCase,
};

export const APP_TYPES = ['internet', 'mobile'] as const;
/** Which online application a route or a record belongs to (route meta `appType`). */
export type AppType = (typeof APP_TYPES)[number];

export function isAppType(value: unknown): value is AppType {
  return typeof value === 'string' && (APP_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Application statuses (site-and-cabinet.md §4.3)
// ---------------------------------------------------------------------------------------------

/** Summary statuses shown on application cards and used by the list filter (plus `all`). */
export const SUMMARY_STATUSES = ['new', 'inProgress', 'completed', 'cancelled'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];
/** The list filter: a summary status, or every application. */
export type SummaryStatusFilter = SummaryStatus | 'all';

/** Detailed CRM statuses of an application (opportunity). */
export const DETAILED_STATUSES = [
  'Qualification',
  'DataUpdate',
  // Designed here (issue 28): the state business register did not confirm the company (unknown,
  // liquidated) or its first head (an EDS signer who is not the registered head). Nothing can be
  // signed; a specialist contacts the client within 2–3 days (§8 «Verification failed»).
  'VerificationFailed',
  'SolutionOnClient',
  'SignatureProcessing',
  'TimeBooking',
  'BookingSlot',
  'AssignedToSchedule',
  'MobileDelivery',
  'DeliveryInProgress',
  'StatusCompleted',
  'StatusCancelled',
] as const;
export type DetailedStatus = (typeof DETAILED_STATUSES)[number];

export function isDetailedStatus(value: unknown): value is DetailedStatus {
  return typeof value === 'string' && (DETAILED_STATUSES as readonly string[]).includes(value);
}

/**
 * Detailed → summary status (designed here; the spec leaves it open). `new` is an application
 * the client has not worked on since it was created; everything between the first submitted
 * step and the end is `inProgress`.
 */
export const SUMMARY_STATUS_OF: Readonly<Record<DetailedStatus, SummaryStatus>> = {
  Qualification: 'new',
  DataUpdate: 'inProgress',
  VerificationFailed: 'inProgress',
  SolutionOnClient: 'inProgress',
  SignatureProcessing: 'inProgress',
  TimeBooking: 'inProgress',
  BookingSlot: 'inProgress',
  AssignedToSchedule: 'inProgress',
  MobileDelivery: 'inProgress',
  DeliveryInProgress: 'inProgress',
  StatusCompleted: 'completed',
  StatusCancelled: 'cancelled',
};

/** The one action button an application card may carry (§2.20). */
export const CARD_ACTIONS = ['continue', 'sign', 'book', 'delivery'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * Status → card action (designed here). A status where the operator is working (processing,
 * waiting for the installer or the courier) or a closed one has no action; the card still has
 * «Подробнее».
 * - continue: «Продолжить заявку» — company details not submitted yet;
 * - sign: «Подписать документы»;
 * - book: «Забронировать» — choose the connection date and time (office internet);
 * - delivery: «Перейти к бронированию доставки» — choose pickup or delivery (mobile).
 */
export const CARD_ACTION_OF: Readonly<Record<DetailedStatus, CardAction | null>> = {
  Qualification: 'continue',
  DataUpdate: null,
  VerificationFailed: null,
  SolutionOnClient: 'sign',
  SignatureProcessing: null,
  TimeBooking: 'book',
  BookingSlot: null,
  AssignedToSchedule: null,
  MobileDelivery: 'delivery',
  DeliveryInProgress: null,
  StatusCompleted: null,
  StatusCancelled: null,
};

/** Steps of the 4-step wizards (§2.22, §2.23, §4.4). */
export const WIZARD_STEPS_OF: Readonly<Record<AppType, readonly WizardStep[]>> = {
  internet: ['companyDetails', 'signing', 'booking', 'done'],
  mobile: ['companyDetails', 'signing', 'receiving', 'done'],
};
export const WIZARD_STEP_NAMES = [
  'companyDetails',
  'signing',
  'booking',
  'receiving',
  'done',
] as const;
export type WizardStep = (typeof WIZARD_STEP_NAMES)[number];

/**
 * Where the wizard resumes for a status, and whether it shows «Ваша заявка обрабатывается»
 * (the operator is working; the next step is unlocked by an SMS). Closed applications have no
 * wizard step (null).
 */
export const WIZARD_POSITION_OF: Readonly<
  Record<DetailedStatus, { step: WizardStep; processing: boolean } | null>
> = {
  Qualification: { step: 'companyDetails', processing: false },
  DataUpdate: { step: 'signing', processing: true },
  // The signing step, with nothing to sign: the 2–3-day message instead.
  VerificationFailed: { step: 'signing', processing: false },
  SolutionOnClient: { step: 'signing', processing: false },
  // The next step depends on the type: booking (internet) or receiving (mobile).
  SignatureProcessing: { step: 'signing', processing: true },
  TimeBooking: { step: 'booking', processing: false },
  BookingSlot: { step: 'done', processing: true },
  AssignedToSchedule: { step: 'done', processing: false },
  MobileDelivery: { step: 'receiving', processing: false },
  DeliveryInProgress: { step: 'done', processing: false },
  StatusCompleted: { step: 'done', processing: false },
  StatusCancelled: null,
};

/**
 * Statuses of an unfinished application: the client still has a step to fill in, or the operator
 * is processing one before handing the next back. `last-application-detail` returns the newest
 * of these; creating another application of the same type while one exists needs
 * `replaceUnfinished` (which cancels the old one — «Завершить текущую»).
 */
export const UNFINISHED_STATUSES: readonly DetailedStatus[] = [
  'Qualification',
  'DataUpdate',
  // Unfinished: the operator's specialist finishes it with the client (or cancels it).
  'VerificationFailed',
  'SolutionOnClient',
  'SignatureProcessing',
  'TimeBooking',
  'MobileDelivery',
];

export function isUnfinished(status: DetailedStatus): boolean {
  return UNFINISHED_STATUSES.includes(status);
}

/** Statuses in which the operator (not the client) acts next. */
export const PROCESSING_STATUSES: readonly DetailedStatus[] = [
  'DataUpdate',
  'SignatureProcessing',
  'BookingSlot',
];

/** Closed statuses: nothing can change an application in them. */
export const TERMINAL_STATUSES: readonly DetailedStatus[] = ['StatusCompleted', 'StatusCancelled'];

/**
 * The transitions of the reference backend (designed here; the CRM's own rules are not shown).
 * Client steps: company details (Qualification → DataUpdate), signing (SolutionOnClient →
 * SignatureProcessing), booking (TimeBooking → BookingSlot), receiving method (MobileDelivery →
 * DeliveryInProgress). Operator steps (the processing ones) advance on their own after a short
 * delay and send an SMS. Any open status may be cancelled.
 */
export const STATUS_FLOW: Readonly<Record<AppType, readonly DetailedStatus[]>> = {
  internet: [
    'Qualification',
    'DataUpdate',
    'SolutionOnClient',
    'SignatureProcessing',
    'TimeBooking',
    'BookingSlot',
    'AssignedToSchedule',
    'StatusCompleted',
  ],
  mobile: [
    'Qualification',
    'DataUpdate',
    'SolutionOnClient',
    'SignatureProcessing',
    'MobileDelivery',
    'DeliveryInProgress',
    'StatusCompleted',
  ],
};

/**
 * Statuses off the main flow, and the status each branches from: the state register check at the
 * end of DataUpdate's processing (or at a signature) sends an application to VerificationFailed
 * instead of SolutionOnClient (issue 28).
 */
export const STATUS_BRANCHES: Readonly<Partial<Record<DetailedStatus, DetailedStatus>>> = {
  VerificationFailed: 'DataUpdate',
};

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

/** Office-internet tariffs come with or without the evening speed reduction (after 20:00). */
export const INTERNET_SPEED_MODES = ['reduced', 'constant'] as const;
export type InternetSpeedMode = (typeof INTERNET_SPEED_MODES)[number];

/** Localised text carried by records the backend owns, where a record needs both languages. */
export type LocalizedText = Record<Locale, string>;

export const LEGAL_FORMS = ['LLP', 'JSC', 'IE', 'BRANCH'] as const;
/** ТОО, АО, ИП, branch or representative office. Only an LLP's documents need the First Head. */
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const LOGIN_METHODS = ['sms', 'eds'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** How a contract was signed: an EDS key through NCALayer, the eGov app's QR signing, an SMS code. */
export const SIGNATURE_CHANNELS = ['ncalayer', 'egov', 'sms'] as const;
export type SignatureChannel = (typeof SIGNATURE_CHANNELS)[number];

/**
 * In what right the signer signed by EDS (§6): a company's First Head, or an entrepreneur, the
 * owner of the IE, with their own individual key.
 */
export const SIGNER_ROLES = ['firstHead', 'entrepreneur'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

// ---------------------------------------------------------------------------------------------
// Addresses, coverage, delivery
// ---------------------------------------------------------------------------------------------

export const SETTLEMENT_KINDS = ['city', 'town', 'village'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

export const STREET_KINDS = ['street', 'avenue', 'district', 'microdistrict'] as const;
/** The address check's second field covers streets, districts and microdistricts alike. */
export type StreetKind = (typeof STREET_KINDS)[number];

/** How the fixed line reaches a building: optical fibre (from 3 business days) or radio relay (from 7). */
export const CONNECTION_TECHNOLOGIES = ['fiber', 'radio'] as const;
export type ConnectionTechnology = (typeof CONNECTION_TECHNOLOGIES)[number];

/** How much of a typed address the geocoder found: a building, only its street, or only the town. */
export const GEOCODE_PRECISIONS = ['house', 'street', 'city'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

export const NUMBERS_CHOICES = ['new', 'own', 'partlyOwn'] as const;
/** 'all new', 'all own' or 'partly own' numbers (§3 Mobile application). */
export type NumbersChoice = (typeof NUMBERS_CHOICES)[number];

// ---------------------------------------------------------------------------------------------
// SMS
// ---------------------------------------------------------------------------------------------

/**
 * What a confirmation code is for. A proof token obtained for one purpose is accepted only by
 * that purpose's call. Login codes are sent by the login call itself, not by `sms/send`.
 */
export const SMS_PURPOSES = ['consultation', 'case', 'sign', 'login'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

// ---------------------------------------------------------------------------------------------
// Roaming, blog, success cases
// ---------------------------------------------------------------------------------------------

export const ROAMING_KINDS = ['roaming', 'calls'] as const;
/** The two tabs of /roaming: roaming abroad, and calls abroad from Kazakhstan. */
export type RoamingKind = (typeof ROAMING_KINDS)[number];

export const ROAMING_PERIODS = ['day', 'week', 'month'] as const;
export type RoamingPeriod = (typeof ROAMING_PERIODS)[number];

export const CASE_MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type CaseModerationState = (typeof CASE_MODERATION_STATES)[number];

/**
 * Every product landing page, by its route slug (the path without the leading slash). The
 * placeholder slugs of the spec get fixed words: the first cloud provider `aws` /
 * `aws-direct-connect`, the second `azure` / `azure-express-route`, the office suite
 * `microsoft-365`, the collaboration-suite telephony `teams`; the satellite page, which the spec
 * leaves without a route, is `satellite-internet`. A consultation records which of these pages it
 * came from.
 */
export const PRODUCT_SLUGS = [
  // connection
  'virtual-ats',
  'mobile-connection',
  'roaming',
  'teams',
  'business-unlim',
  // internet
  'birlik',
  'internet-for-office',
  'jelide',
  'ip-vpn',
  'any-device',
  'satellite-internet',
  // IoT
  'iot-m2m',
  'connected-cars',
  'iot-zhkh',
  'iot',
  'sim-management',
  'mobile-corporate-access',
  'm2m',
  // cloud
  'azure',
  'azure-express-route',
  'aws',
  'aws-direct-connect',
  'microsoft-365',
  // security
  'orman-ai',
  'ddos',
  'soc',
  // advertising
  'mobile-ad',
  // automation
  'ofd',
  'bee-voice',
  'robee',
  'mfs',
  // more
  'partners',
  'kense-handset-offer',
] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export function isProductSlug(value: unknown): value is ProductSlug {
  return typeof value === 'string' && (PRODUCT_SLUGS as readonly string[]).includes(value);
}

/**
 * Where a consultation came from: the site's home, a product page or the support page, a
 * partner's page through the embed bundle (`embed`, sent with the page's origin as `hostOrigin`),
 * or a touch screen in a sales office (`kiosk`, sent with the device's `kioskId`).
 */
export const CONSULTATION_SOURCES = ['home', 'product', 'support', 'embed', 'kiosk'] as const;
export type ConsultationSource = (typeof CONSULTATION_SOURCES)[number];

/** What `/api/ready` checks; a 503 TRY_LATER names the one that failed (`params.failed`). */
export const READINESS_CHECKS = ['database'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];
