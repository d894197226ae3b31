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
