/**
 * What the backend answers with: the records of the API, as zod schemas. Their types are inferred
 * (`z.infer`), and `contract/domain.ts` re-exports them under their names. Each named record has
 * an `id` in its metadata: it becomes a component of the OpenAPI document. Answers are plain data
 * — no transform here, so what the backend sends and what the client reads are the same type.
 */
import { z } from 'zod';
import {
  APP_TYPES,
  CARD_ACTIONS,
  CASE_MODERATION_STATES,
  CONNECTION_TECHNOLOGIES,
  DELIVERY_TYPES,
  DETAILED_STATUSES,
  INTERNET_SPEED_MODES,
  LEGAL_FORMS,
  LOGIN_METHODS,
  NUMBERS_CHOICES,
  ROAMING_KINDS,
  ROAMING_PERIODS,
  SETTLEMENT_KINDS,
  SIGNATURE_CHANNELS,
  SIGNER_ROLES,
  STREET_KINDS,
  SUMMARY_STATUSES,
  WIZARD_STEP_NAMES,
} from '../domain.ts';
import { LOCALES } from '../locale.ts';

const nullable = <S extends z.ZodType>(schema: S) => schema.nullable();
const text = z.string();
const int = z.number().int();

export const Tariff = z
  .object({
    id: text,
    product: z.enum(APP_TYPES),
    name: text,
    /** KZT per month; for mobile tariffs per main number. */
    monthlyPrice: z.number(),
    /** Office internet only. */
    speedMbps: nullable(z.number()),
    speedMode: nullable(z.enum(INTERNET_SPEED_MODES)),
    /** Mobile only. null where the tariff has no such allowance (unlimited or not included). */
    dataGb: nullable(z.number()),
    minutesOther: nullable(z.number()),
    sms: nullable(z.number()),
    /** Caps of the mobile number step (§5 «Mobile number counts»); null for office internet. */
    maxNumbers: nullable(int),
    maxAdditionalNumbers: nullable(int),
    archived: z.boolean(),
  })
  .meta({ id: 'Tariff' });

/** The tariff as an application carries it. */
export const TariffRef = z
  .object({ id: text, name: text, monthlyPrice: z.number() })
  .meta({ id: 'TariffRef' });

export const Bank = z
  .object({
    /** `bankId` of the API. */
    id: text,
    bic: text,
    name: text,
  })
  .meta({ id: 'Bank' });

export const CustomerIban = z.object({ iban: text, bankId: text }).meta({ id: 'CustomerIban' });

/** A head's position as the company charter names it. */
export const Position = z.object({ id: text, name: text }).meta({ id: 'Position' });

const pickupCityShape = {
  /** `city-id` of the API. */
  id: text,
  name: text,
};
export const PickupCity = z.object(pickupCityShape).meta({ id: 'PickupCity' });

export const PickupCityDetails = z
  .object({
    ...pickupCityShape,
    /** The office or pickup point. */
    address: text,
    hours: text,
    manager: z.object({ name: text, phone: text }),
  })
  .meta({ id: 'PickupCityDetails' });

/** The company profile (§2.19) and the account the cabinet is signed in as. */
export const AccountInfo = z
  .object({
    bin: text,
    companyName: text,
    legalForm: z.enum(LEGAL_FORMS),
    /** The head (owner / director), full name. */
    owner: nullable(text),
    headPositionId: nullable(text),
    headPosition: nullable(text),
    phone: text,
    /** Staff schedule: number of employees. */
    employeesNumber: nullable(int),
    legalAddress: nullable(text),
    actualAddress: nullable(text),
    /** Office or apartment number. */
    flat: nullable(text),
    bankId: nullable(text),
    bankName: nullable(text),
    iban: nullable(text),
    /** How this session signed in; an EDS session must sign with the same person's key. */
    loginMethod: z.enum(LOGIN_METHODS),
  })
  .meta({ id: 'AccountInfo' });

/** Company details, wizard step 1 of both wizards (§2.22). */
export const CompanyDetails = z
  .object({
    positionId: nullable(text),
    bankId: nullable(text),
    iban: nullable(text),
    factAddress: nullable(text),
    lawAddress: nullable(text),
    flat: nullable(text),
  })
  .meta({ id: 'CompanyDetails' });

/**
 * A settlement of the office-address check. Towns listed under a parent city and district carry
 * `parent` (the hint list of §2.15: «Косшы — ищите в городе Астана, Целиноградский район»).
 */
export const AddressCity = z
  .object({
    id: text,
    name: text,
    kind: z.enum(SETTLEMENT_KINDS),
    region: text,
    parent: nullable(z.object({ cityId: text, cityName: text, district: text })),
  })
  .meta({ id: 'AddressCity' });

export const AddressStreet = z
  .object({ id: text, cityId: text, name: text, kind: z.enum(STREET_KINDS) })
  .meta({ id: 'AddressStreet' });

export const AddressHouse = z
  .object({
    id: text,
    streetId: text,
    /** As written on the building: `101`, `17А`, `150/230`. */
    number: text,
  })
  .meta({ id: 'AddressHouse' });

/**
 * The office address of an office-internet application. Directory ids are null when the user
 * typed the address by hand («Ввести вручную»); the texts are always present.
 */
export const OfficeAddress = z
  .object({
    cityId: nullable(text),
    city: text,
    streetId: nullable(text),
    street: text,
    houseId: nullable(text),
    house: text,
    /** True when entered by hand; a manager checks coverage later. */
    manual: z.boolean(),
  })
  .meta({ id: 'OfficeAddress' });

export const GeoPoint = z.object({ lat: z.number(), lng: z.number() }).meta({ id: 'GeoPoint' });

/** A city's courier delivery zone: a closed polygon of [lat, lng] vertices. */
export const DeliveryZone = z
  .object({ cityId: text, name: text, polygon: z.array(z.tuple([z.number(), z.number()])) })
  .meta({ id: 'DeliveryZone' });

/** Delivery of SIM cards (mobile wizard step 3, §2.23). */
export const DeliveryAddress = z
  .object({
    /** The address picked on the map, as text. */
    address: text,
    point: GeoPoint,
    entrance: nullable(text),
    flat: nullable(text),
    intercom: nullable(text),
    floor: nullable(text),
  })
  .meta({ id: 'DeliveryAddress' });

/** A connection time window of the installers (Kazakhstan time, UTC+5). */
export const TimeSlot = z
  .object({
    /** `YYYY-MM-DDTHH:mm`, the local start; pass it back to book. */
    id: text,
    start: text,
    end: text,
    available: z.boolean(),
  })
  .meta({ id: 'TimeSlot' });

export const MobileNumber = z
  .object({
    msisdn: text,
    /** The client's own number moved to the tariff, else a new number reserved for the company. */
    own: z.boolean(),
    /** One of the additional numbers (ADDITIONAL_NUMBER_PRICE_KZT each). */
    additional: z.boolean(),
  })
  .meta({ id: 'MobileNumber' });

/** The number step of the mobile flow (§2.16), as stored on the application. */
export const MobileApplicationFields = z
  .object({
    /** Main numbers on the tariff (1 … tariff.maxNumbers). */
    ctnsAmount: int,
    /** Additional numbers (0 … tariff.maxAdditionalNumbers). */
    additionalCtnsAmount: int,
    numbersChoice: z.enum(NUMBERS_CHOICES),
    /** The client's numbers for 'own' (all of them) and 'partlyOwn' (some). */
    ownNumbers: z.array(text),
    virtualPbx: z.boolean(),
    roaming: z.boolean(),
    /** Every number of the application: the own ones, then the reserved new ones. */
    numbers: z.array(MobileNumber),
    totalNumbers: int,
  })
  .meta({ id: 'MobileApplicationFields' });

const summaryShape = {
  opportunityId: text,
  applicationNumber: text,
  appType: z.enum(APP_TYPES),
  status: z.enum(DETAILED_STATUSES),
  summaryStatus: z.enum(SUMMARY_STATUSES),
  action: nullable(z.enum(CARD_ACTIONS)),
  tariff: TariffRef,
  /** The monthly payment, KZT (for mobile: every main number plus the additional ones). */
  price: z.number(),
  creationDate: text,
  bin: text,
  /** The contact phone the application was made with. */
  phone: text,
  /** Office internet: where the line goes, one line of text. */
  connectionAddress: nullable(text),
  /** Office internet: the booked connection window's start. */
  bookingDate: nullable(text),
  deliveryType: nullable(z.enum(DELIVERY_TYPES)),
  deliveryAddress: nullable(text),
  /** Mobile: basic roaming on all numbers; null for office internet. */
  roaming: nullable(z.boolean()),
};

/** What an application card shows (§2.20) and what the resume screens need. */
export const ApplicationSummary = z.object(summaryShape).meta({ id: 'ApplicationSummary' });

/** The EDS signer's certificate, as the verifier read it when the contract was signed. */
export const SignerCertificateFacts = z
  .object({
    /** Hex, lower case, as the certificate's DER holds it. */
    serialNumber: text,
    /** The issuing CA's name (its CN; the whole DN when it has none). */
    issuer: text,
    /** Validity (Kazakhstan time). */
    validFrom: text,
    validTo: text,
  })
  .meta({ id: 'SignerCertificateFacts' });

/**
 * The signature card of a signed contract. Signatures made before the card's facts were kept
 * (the demo data) have `channel`, `signerIin`, `signerRole` and `certificate` null and no CMS.
 */
export const ApplicationSignature = z
  .object({
    method: z.enum(['eds', 'sms']),
    /** NCALayer, eGov QR or SMS; null for an EDS signature made before it was recorded. */
    channel: nullable(z.enum(SIGNATURE_CHANNELS)),
    signedAt: text,
    /** The signer's name from the certificate (EDS) or the confirming phone, masked (SMS). */
    signer: text,
    /** EDS: the signer's IIN from the certificate; null for SMS (a phone has no IIN). */
    signerIin: nullable(text),
    /** EDS: the right the signer signed in (§6); null for SMS. */
    signerRole: nullable(z.enum(SIGNER_ROLES)),
    /** EDS: the signer's certificate; null for SMS. */
    certificate: nullable(SignerCertificateFacts),
    /** The CMS the signer made can be downloaded (`signature-cms`): EDS signatures kept with it. */
    cmsAvailable: z.boolean(),
  })
  .meta({ id: 'ApplicationSignature' });

/** One change of an application's detailed status, as the CRM recorded it. */
export const ApplicationStatusChange = z
  .object({
    status: z.enum(DETAILED_STATUSES),
    /** When it took this status (Kazakhstan time). */
    at: text,
  })
  .meta({ id: 'ApplicationStatusChange' });

/** Everything a wizard needs to resume an application where it stopped. */
export const ApplicationDetail = z
  .object({
    ...summaryShape,
    /** null for a cancelled application. */
    step: nullable(z.enum(WIZARD_STEP_NAMES)),
    /** 1…4, the position of `step` in its wizard; null when cancelled. */
    stepNumber: nullable(int),
    /** The operator is working; the wizard shows «Ваша заявка обрабатывается». */
    processing: z.boolean(),
    company: CompanyDetails,
    /** Office internet only. */
    address: nullable(OfficeAddress),
    /** Office internet: from 3 business days (fibre) or 7 (radio relay); null if unknown. */
    technology: nullable(z.enum(CONNECTION_TECHNOLOGIES)),
    /** Mobile only. */
    mobile: nullable(MobileApplicationFields),
    signature: nullable(ApplicationSignature),
    booking: nullable(TimeSlot),
    pickup: nullable(PickupCityDetails),
    delivery: nullable(DeliveryAddress),
    updatedAt: text,
    /**
     * Every status the application has had, oldest first: created (Qualification), each step and
     * the operator's processing, and the last one is `status`.
     */
    history: z.array(ApplicationStatusChange),
  })
  .meta({ id: 'ApplicationDetail' });

export const RoamingCountry = z
  .object({
    /** ISO 3166-1 alpha-2. */
    code: text,
    name: text,
    popular: z.boolean(),
    /** The price zone the country belongs to. */
    zone: text,
  })
  .meta({ id: 'RoamingCountry' });

const labelled = z.array(z.object({ label: text, value: text }));

const roamingTariffShape = {
  id: text,
  kind: z.enum(ROAMING_KINDS),
  name: text,
  description: text,
  price: z.number(),
  period: z.enum(ROAMING_PERIODS),
  /** «Подключено по умолчанию»: on every number without a request. */
  connectedByDefault: z.boolean(),
  /** How to connect (a USSD code), null for default tariffs. */
  ussd: nullable(text),
  highlights: labelled,
};
export const RoamingTariff = z.object(roamingTariffShape).meta({ id: 'RoamingTariff' });

export const RoamingTariffDetails = z
  .object({
    ...roamingTariffShape,
    zone: text,
    /** The countries of the tariff's zone, by name in the request's language. */
    countries: z.array(text),
    rows: labelled,
    notes: z.array(text),
  })
  .meta({ id: 'RoamingTariffDetails' });

const articleSummaryShape = {
  id: text,
  title: text,
  excerpt: text,
  /** Minutes. */
  readingTime: z.number(),
  author: text,
  createdDate: text,
  tags: z.array(text),
};
export const BlogArticleSummary = z.object(articleSummaryShape).meta({ id: 'BlogArticleSummary' });

export const BlogArticle = z
  .object({
    ...articleSummaryShape,
    editor: text,
    /** Article body: trusted HTML from the backend, still to be sanitised before the DOM. */
    html: text,
    related: z.array(BlogArticleSummary),
  })
  .meta({ id: 'BlogArticle' });

/** A published success case (§2.14). Cases appear only after moderation. */
export const SuccessCase = z
  .object({
    id: text,
    productName: text,
    /** Name and surname. */
    authorName: text,
    companyName: text,
    position: text,
    problem: text,
    solution: text,
    results: text,
    /** Path of the photo on the API (GET, public). */
    photoUrl: text,
    publishedDate: text,
    /**
     * The language the author wrote the case in. Both language versions of the site list every
     * approved case, each as written, and mark it with `lang` so it is read out correctly.
     */
    locale: z.enum(LOCALES),
  })
  .meta({ id: 'SuccessCase' });

export const CaseModeration = z.enum(CASE_MODERATION_STATES);

export type Tariff = z.infer<typeof Tariff>;
export type TariffRef = z.infer<typeof TariffRef>;
export type Bank = z.infer<typeof Bank>;
export type CustomerIban = z.infer<typeof CustomerIban>;
export type Position = z.infer<typeof Position>;
export type PickupCity = z.infer<typeof PickupCity>;
export type PickupCityDetails = z.infer<typeof PickupCityDetails>;
export type AccountInfo = z.infer<typeof AccountInfo>;
export type CompanyDetails = z.infer<typeof CompanyDetails>;
export type AddressCity = z.infer<typeof AddressCity>;
export type AddressStreet = z.infer<typeof AddressStreet>;
export type AddressHouse = z.infer<typeof AddressHouse>;
export type OfficeAddress = z.infer<typeof OfficeAddress>;
export type GeoPoint = z.infer<typeof GeoPoint>;
export type DeliveryZone = z.infer<typeof DeliveryZone>;
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;
export type TimeSlot = z.infer<typeof TimeSlot>;
export type MobileNumber = z.infer<typeof MobileNumber>;
export type MobileApplicationFields = z.infer<typeof MobileApplicationFields>;
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;
export type SignerCertificateFacts = z.infer<typeof SignerCertificateFacts>;
export type ApplicationSignature = z.infer<typeof ApplicationSignature>;
export type ApplicationStatusChange = z.infer<typeof ApplicationStatusChange>;
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;
export type RoamingCountry = z.infer<typeof RoamingCountry>;
export type RoamingTariff = z.infer<typeof RoamingTariff>;
export type RoamingTariffDetails = z.infer<typeof RoamingTariffDetails>;
export type BlogArticleSummary = z.infer<typeof BlogArticleSummary>;
export type BlogArticle = z.infer<typeof BlogArticle>;
export type SuccessCase = z.infer<typeof SuccessCase>;
