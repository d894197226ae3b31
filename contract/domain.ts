/**
 * Domain types shared by the site, the embed widgets and the reference backend. One place for the
 * words the business uses: applications and their statuses, tariffs, companies.
 */
export const APP_TYPES = ['internet', 'mobile'] as const;
/** Which online application a route or a record belongs to (route meta `appType`). */
export type AppType = (typeof APP_TYPES)[number];

/** Summary statuses shown on application cards and used by the list filter (plus `all`). */
export const SUMMARY_STATUSES = ['new', 'inProgress', 'completed', 'cancelled'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/** Detailed CRM statuses of an application (opportunity). */
export const DETAILED_STATUSES = [
  'Qualification',
  'DataUpdate',
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

/** Office-internet tariffs come with or without the evening speed reduction (after 20:00). */
export const INTERNET_SPEED_MODES = ['reduced', 'constant'] as const;
export type InternetSpeedMode = (typeof INTERNET_SPEED_MODES)[number];

/** Localised text carried by records the backend owns (tariff names, bank names, cities). */
export interface LocalizedText {
  ru: string;
  kk: string;
}

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
