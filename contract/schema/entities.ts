/**
 * What the backend answers with: the records of the API, as zod schemas. Their types are inferred
 * (`z.infer`), and `contract/domain.ts` re-exports them under their names. Each named record has
 * an `id` in its metadata: it becomes a component of the OpenAPI document. Every property says
 * what it is in one line (`said`, zod's description), which the document shows — no JSDoc: a
 * comment never reaches the operator's team. Answers are plain data — no transform here, so what
 * the backend sends and what the client reads are the same type.
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
/** A property's one line in the OpenAPI document (every property has one; a test counts). */
const said = <S extends z.ZodType>(schema: S, description: string) => schema.describe(description);
/** A moment in Kazakhstan time, as the backend writes it: `2026-11-24T11:46:32+05:00`. */
const moment = (description: string) => said(text, `${description} (ISO 8601, Kazakhstan time)`);

export const Tariff = z
  .object({
    id: said(text, 'The tariff: `tariffId` of the create calls and of an intent'),
    product: said(z.enum(APP_TYPES), 'What it is for: office internet or mobile connection'),
    name: said(text, "Its name, in the request's language"),
    monthlyPrice: said(z.number(), 'KZT a month; for a mobile tariff, per main number'),
    speedMbps: said(
      nullable(z.number()),
      'Office internet: the line speed, Mbit/s; null for mobile',
    ),
    speedMode: said(
      nullable(z.enum(INTERNET_SPEED_MODES)),
      'Office internet: `reduced` after 20:00, or `constant`; null for mobile',
    ),
    dataGb: said(
      nullable(z.number()),
      'Mobile: the data allowance, GB a month; null where unlimited or not included',
    ),
    minutesOther: said(
      nullable(z.number()),
      'Mobile: minutes to other networks a month; null where unlimited or not included',
    ),
    sms: said(nullable(z.number()), 'Mobile: SMS a month; null where unlimited or not included'),
    maxNumbers: said(
      nullable(int),
      'Mobile: the most main numbers an application may take (§5 «Mobile number counts»); null for office internet',
    ),
    maxAdditionalNumbers: said(
      nullable(int),
      'Mobile: the most additional numbers; null for office internet',
    ),
    archived: said(
      z.boolean(),
      'No longer sold: listed only with `archived=true`, never applied for',
    ),
  })
  .meta({ id: 'Tariff', description: 'A tariff of office internet or mobile connection' });

/** The tariff as an application carries it. */
export const TariffRef = z
  .object({
    id: said(text, 'The tariff'),
    name: said(text, "Its name, in the request's language"),
    monthlyPrice: said(z.number(), 'KZT a month; for a mobile tariff, per main number'),
  })
  .meta({ id: 'TariffRef', description: 'The tariff an application was made for' });

export const Bank = z
  .object({
    id: said(text, 'The bank: `bankId` of the API'),
    bic: said(text, 'Its BIC (SWIFT code)'),
    name: said(text, "Its name, in the request's language"),
  })
  .meta({ id: 'Bank', description: 'A bank the company may hold its account at' });

export const CustomerIban = z
  .object({
    iban: said(text, "One of the company's accounts (KZ IBAN, 20 characters)"),
    bankId: said(text, 'The bank it is at'),
  })
  .meta({
    id: 'CustomerIban',
    description: 'An account of the signed-in company, as the CRM knows it',
  });

/** A head's position as the company charter names it. */
export const Position = z
  .object({
    id: said(text, 'The position: `positionId` / `headPositionId` of the API'),
    name: said(text, "Its name, in the request's language"),
  })
  .meta({ id: 'Position', description: "A head's position as a company charter names it" });

const pickupCityShape = {
  id: said(text, 'The city: `city-id` / `cityId` of the API'),
  name: said(text, "Its name, in the request's language"),
};
export const PickupCity = z
  .object(pickupCityShape)
  .meta({ id: 'PickupCity', description: 'A city with an office where SIM cards are picked up' });

export const PickupCityDetails = z
  .object({
    ...pickupCityShape,
    address: said(text, 'The office or pickup point, one line'),
    hours: said(text, 'Its opening hours, as the office writes them'),
    manager: said(
      z.object({
        name: said(text, "The manager's full name"),
        phone: said(text, "The manager's phone, E.164"),
      }),
      'Who hands the SIM cards over',
    ),
  })
  .meta({ id: 'PickupCityDetails', description: "A city's pickup office: where, when, who" });

/** The company profile (§2.19) and the account the cabinet is signed in as. */
export const AccountInfo = z
  .object({
    bin: said(text, "The company's BIN, or a sole proprietor's IIN (12 digits)"),
    companyName: said(text, 'Its name as registered: shown in the cabinet’s header'),
    legalForm: said(z.enum(LEGAL_FORMS), 'ТОО (LLP), АО (JSC), ИП (IE) or a branch'),
    owner: said(nullable(text), "The head's full name (an IE's owner); null until given"),
    headPositionId: said(nullable(text), "The head's position (positions)"),
    headPosition: said(nullable(text), "That position's name, in the request's language"),
    phone: said(text, "The company's contact phone, E.164 (a mobile or an office line)"),
    employeesNumber: said(nullable(int), 'Staff schedule: the number of employees'),
    legalAddress: said(nullable(text), 'The legal address, one line, as registered'),
    actualAddress: said(nullable(text), 'Where the company actually is, one line'),
    flat: said(nullable(text), 'Office or apartment number'),
    bankId: said(nullable(text), "The bank of the company's account"),
    bankName: said(nullable(text), "That bank's name, in the request's language"),
    iban: said(nullable(text), "The company's account (KZ IBAN)"),
    loginMethod: said(
      z.enum(LOGIN_METHODS),
      'How this session signed in; an EDS session must sign with the same person’s key',
    ),
  })
  .meta({
    id: 'AccountInfo',
    description: 'The signed-in company: its profile (§2.19) and how the session signed in',
  });

/** Company details, wizard step 1 of both wizards (§2.22). */
export const CompanyDetails = z
  .object({
    positionId: said(nullable(text), "The head's position; null until step 1 is sent"),
    bankId: said(nullable(text), "The bank of the company's account"),
    iban: said(nullable(text), "The company's account at that bank"),
    factAddress: said(nullable(text), 'The actual address, one line'),
    lawAddress: said(nullable(text), 'The legal address, one line'),
    flat: said(nullable(text), 'Office or apartment number'),
  })
  .meta({
    id: 'CompanyDetails',
    description: 'Wizard step 1 as the application holds it (§2.22); null fields until it is sent',
  });

/**
 * A settlement of the office-address check. Towns listed under a parent city and district carry
 * `parent` (the hint list of §2.15: «Косшы — ищите в городе Астана, Целиноградский район»).
 */
export const AddressCity = z
  .object({
    id: said(text, 'The settlement: `cityId` of the address calls'),
    name: said(text, "Its name, in the request's language"),
    kind: said(z.enum(SETTLEMENT_KINDS), 'City, town or village'),
    region: said(text, 'The region it is in'),
    parent: said(
      nullable(
        z.object({
          cityId: said(text, 'The city its addresses are listed under'),
          cityName: said(text, "That city's name"),
          district: said(text, 'The district of that city it belongs to'),
        }),
      ),
      'For a town listed under a city (§2.15 «ищите в городе…»); null otherwise',
    ),
  })
  .meta({ id: 'AddressCity', description: 'A settlement of the office-address directory' });

export const AddressStreet = z
  .object({
    id: said(text, 'The street: `streetId` of the address calls'),
    cityId: said(text, 'The settlement it is in'),
    name: said(text, "Its name without the kind («Абая»), in the request's language"),
    kind: said(z.enum(STREET_KINDS), 'Street, avenue, district or microdistrict'),
  })
  .meta({
    id: 'AddressStreet',
    description: 'A street, district or microdistrict of a settlement',
  });

export const AddressHouse = z
  .object({
    id: said(text, 'The building: `houseId` of coverage, create-application and an intent'),
    streetId: said(text, 'The street it is on'),
    number: said(text, 'As written on the building: `101`, `17А`, `150/230`'),
  })
  .meta({ id: 'AddressHouse', description: 'A building of a street' });

/**
 * The office address of an office-internet application. Directory ids are null when the user
 * typed the address by hand («Ввести вручную»); the texts are always present.
 */
export const OfficeAddress = z
  .object({
    cityId: said(nullable(text), 'The directory settlement; null when typed by hand'),
    city: said(text, 'The settlement, as shown'),
    streetId: said(nullable(text), 'The directory street; null when typed by hand'),
    street: said(text, 'The street, as shown'),
    houseId: said(nullable(text), 'The directory building; null when typed by hand'),
    house: said(text, 'The building number, as shown'),
    manual: said(z.boolean(), 'Typed by hand: a manager checks coverage after the application'),
  })
  .meta({ id: 'OfficeAddress', description: 'Where the office line goes' });

export const GeoPoint = z
  .object({
    lat: said(z.number(), 'Latitude, degrees (WGS 84)'),
    lng: said(z.number(), 'Longitude, degrees (WGS 84)'),
  })
  .meta({ id: 'GeoPoint', description: 'A point on the map' });

/** A city's courier delivery zone: a closed polygon of [lat, lng] vertices. */
export const DeliveryZone = z
  .object({
    cityId: said(text, 'The city the zone serves'),
    name: said(text, "The zone's name, in the request's language"),
    polygon: said(
      z.array(z.tuple([z.number(), z.number()])),
      'Its border: [lat, lng] vertices of a closed polygon, in order',
    ),
  })
  .meta({ id: 'DeliveryZone', description: "A city's courier delivery zone" });

/** Delivery of SIM cards (mobile wizard step 3, §2.23). */
export const DeliveryAddress = z
  .object({
    address: said(text, 'The address picked on the map, as text'),
    point: said(GeoPoint, 'Where the courier goes'),
    entrance: said(nullable(text), 'Entrance; null when not given'),
    flat: said(nullable(text), 'Flat or office; null when not given'),
    intercom: said(nullable(text), 'Intercom code; null when not given'),
    floor: said(nullable(text), 'Floor; null when not given'),
  })
  .meta({ id: 'DeliveryAddress', description: 'Where the courier brings the SIM cards (§2.23)' });

/** A connection time window of the installers (Kazakhstan time, UTC+5). */
export const TimeSlot = z
  .object({
    id: said(text, '`YYYY-MM-DDTHH:mm`, the local start: `slotId` of book-time-slot'),
    start: moment('When the window opens'),
    end: moment('When it closes'),
    available: said(z.boolean(), 'Still free: only a free window can be booked'),
  })
  .meta({ id: 'TimeSlot', description: "A window of the installers' connection calendar" });

export const MobileNumber = z
  .object({
    msisdn: said(text, 'The number, E.164'),
    own: said(
      z.boolean(),
      "The client's own number moved to the tariff; else a new number reserved for the company",
    ),
    additional: said(
      z.boolean(),
      'One of the additional numbers (ADDITIONAL_NUMBER_PRICE_KZT each)',
    ),
  })
  .meta({ id: 'MobileNumber', description: 'A number of a mobile application' });

/** The number step of the mobile flow (§2.16), as stored on the application. */
export const MobileApplicationFields = z
  .object({
    ctnsAmount: said(int, 'Main numbers on the tariff (1 … tariff.maxNumbers)'),
    additionalCtnsAmount: said(int, 'Additional numbers (0 … tariff.maxAdditionalNumbers)'),
    numbersChoice: said(z.enum(NUMBERS_CHOICES), 'All numbers new, all own, or partly own'),
    ownNumbers: said(
      z.array(text),
      "The client's numbers moved to the tariff, E.164 (`own`: all; `partlyOwn`: some)",
    ),
    virtualPbx: said(z.boolean(), 'A virtual PBX ordered with the numbers'),
    roaming: said(z.boolean(), 'Basic roaming on every number'),
    numbers: said(
      z.array(MobileNumber),
      'Every number of the application: the own ones, then the new',
    ),
    totalNumbers: said(int, 'Main and additional numbers together'),
  })
  .meta({
    id: 'MobileApplicationFields',
    description: 'The number step of the mobile flow (§2.16), as the application holds it',
  });

const summaryShape = {
  opportunityId: said(text, 'The application: `opportunityId` of every cabinet call'),
  applicationNumber: said(text, 'Its number as shown and printed: `IN-2026-000006`, `MB-…`'),
  appType: said(z.enum(APP_TYPES), 'Office internet or mobile connection'),
  status: said(
    z.enum(DETAILED_STATUSES),
    'The CRM status (the status machine: `info.description`)',
  ),
  summaryStatus: said(
    z.enum(SUMMARY_STATUSES),
    "The card's status and the list's filter, derived from `status`",
  ),
  action: said(
    nullable(z.enum(CARD_ACTIONS)),
    "The card's one button for `status` (continue, sign, book, delivery); null when the operator acts or it is closed",
  ),
  tariff: said(TariffRef, 'The tariff applied for'),
  price: said(
    z.number(),
    'The monthly payment, KZT (for mobile: every main number plus the additional ones)',
  ),
  creationDate: moment('When it was made'),
  bin: said(text, "The company's BIN or IIN"),
  phone: said(text, 'The contact phone it was made with, E.164: signing codes go there'),
  connectionAddress: said(
    nullable(text),
    'Office internet: where the line goes, one line; null for mobile',
  ),
  bookingDate: said(
    nullable(text),
    "Office internet: the booked window's start (ISO 8601, Kazakhstan time); null until booked",
  ),
  deliveryType: said(
    nullable(z.enum(DELIVERY_TYPES)),
    'Mobile: pickup or courier delivery; null until chosen',
  ),
  deliveryAddress: said(
    nullable(text),
    'Mobile: the pickup office or the delivery address, one line; null until chosen',
  ),
  roaming: said(
    nullable(z.boolean()),
    'Mobile: basic roaming on every number; null for office internet',
  ),
};

/** What an application card shows (§2.20) and what the resume screens need. */
export const ApplicationSummary = z
  .object(summaryShape)
  .meta({ id: 'ApplicationSummary', description: 'An application as its card shows it (§2.20)' });

/** The EDS signer's certificate, as the verifier read it when the contract was signed. */
export const SignerCertificateFacts = z
  .object({
    serialNumber: said(
      text,
      "The certificate's serial number: hex, lower case, as its DER holds it",
    ),
    issuer: said(text, "The issuing CA's name (its CN; the whole DN when it has none)"),
    validFrom: moment('Valid from'),
    validTo: moment('Valid until'),
  })
  .meta({
    id: 'SignerCertificateFacts',
    description: "The EDS signer's certificate, as it was read when the contract was signed",
  });

/**
 * The signature card of a signed contract. Signatures made before the card's facts were kept
 * (the demo data) have `channel`, `signerIin`, `signerRole` and `certificate` null and no CMS.
 */
export const ApplicationSignature = z
  .object({
    method: said(z.enum(['eds', 'sms']), 'By an EDS key or by an SMS code'),
    channel: said(
      nullable(z.enum(SIGNATURE_CHANNELS)),
      'NCALayer, eGov QR or SMS; null for an EDS signature made before it was recorded',
    ),
    signedAt: moment('When it was signed'),
    signer: said(
      text,
      "Who signed: the certificate's name (EDS) or the confirming phone, masked (SMS)",
    ),
    signerIin: said(nullable(text), "EDS: the signer's IIN from the certificate; null for SMS"),
    signerRole: said(
      nullable(z.enum(SIGNER_ROLES)),
      "EDS: the right the signer signed in (§6: a First Head, an IE's owner); null for SMS",
    ),
    certificate: said(
      nullable(SignerCertificateFacts),
      "EDS: the signer's certificate; null for SMS",
    ),
    cmsAvailable: said(
      z.boolean(),
      'The CMS the signer made can be downloaded (signature-cms): EDS signatures kept with it',
    ),
  })
  .meta({
    id: 'ApplicationSignature',
    description:
      'The signature card of a signed contract (signatures made before its facts were kept have them null)',
  });

/** One change of an application's detailed status, as the CRM recorded it. */
export const ApplicationStatusChange = z
  .object({
    status: said(z.enum(DETAILED_STATUSES), 'The status it took'),
    at: moment('When it took it'),
  })
  .meta({ id: 'ApplicationStatusChange', description: "One change of an application's status" });

/** Everything a wizard needs to resume an application where it stopped. */
export const ApplicationDetail = z
  .object({
    ...summaryShape,
    step: said(
      nullable(z.enum(WIZARD_STEP_NAMES)),
      'The wizard step it resumes at, derived from `status`; null for a cancelled one',
    ),
    stepNumber: said(nullable(int), "1…4, the step's place in its wizard; null when cancelled"),
    processing: said(
      z.boolean(),
      'The operator is working: the wizard shows «Ваша заявка обрабатывается» and polls',
    ),
    company: said(CompanyDetails, 'Step 1: the company details'),
    address: said(nullable(OfficeAddress), 'Office internet: where the line goes; null for mobile'),
    technology: said(
      nullable(z.enum(CONNECTION_TECHNOLOGIES)),
      'Office internet: fibre (from 3 business days) or radio relay (from 7); null if unknown or mobile',
    ),
    mobile: said(
      nullable(MobileApplicationFields),
      'Mobile: the number step; null for office internet',
    ),
    signature: said(nullable(ApplicationSignature), 'The signature card; null until signed'),
    booking: said(nullable(TimeSlot), 'Office internet: the booked window; null until booked'),
    pickup: said(nullable(PickupCityDetails), 'Mobile: the pickup office chosen; null otherwise'),
    delivery: said(
      nullable(DeliveryAddress),
      'Mobile: the courier delivery chosen; null otherwise',
    ),
    updatedAt: moment('Its last change'),
    history: said(
      z.array(ApplicationStatusChange),
      'Every status it has had, oldest first; the last is `status`',
    ),
  })
  .meta({
    id: 'ApplicationDetail',
    description: 'An application with everything its wizard needs to resume where it stopped',
  });

export const RoamingCountry = z
  .object({
    code: said(text, 'ISO 3166-1 alpha-2: `country` of roaming/tariffs'),
    name: said(text, "Its name, in the request's language"),
    popular: said(z.boolean(), 'Listed first, among the popular destinations'),
    zone: said(text, 'The price zone it belongs to'),
  })
  .meta({ id: 'RoamingCountry', description: 'A country of the roaming page' });

const labelled = z.array(
  z.object({
    label: said(text, 'What the row is about («Интернет»)'),
    value: said(text, 'Its value, as shown («3 ГБ»)'),
  }),
);

const roamingTariffShape = {
  id: said(text, 'The tariff: `id` of roaming/tariff-details'),
  kind: said(z.enum(ROAMING_KINDS), 'Roaming abroad, or calls abroad from Kazakhstan'),
  name: said(text, "Its name, in the request's language"),
  description: said(text, 'One sentence about it'),
  price: said(z.number(), 'KZT for the period; 0 for a default tariff paid by use'),
  period: said(z.enum(ROAMING_PERIODS), 'What the price is for: a day, a week or a month'),
  connectedByDefault: said(
    z.boolean(),
    '«Подключено по умолчанию»: on every number without a request',
  ),
  ussd: said(nullable(text), 'How to connect it (a USSD code); null for a default tariff'),
  highlights: said(labelled, "The card's two or three key figures"),
};
export const RoamingTariff = z
  .object(roamingTariffShape)
  .meta({ id: 'RoamingTariff', description: 'A roaming tariff as a country lists it' });

export const RoamingTariffDetails = z
  .object({
    ...roamingTariffShape,
    zone: said(text, "The tariff's zone"),
    countries: said(z.array(text), "The zone's countries, by name in the request's language"),
    rows: said(labelled, 'The conditions, row by row'),
    notes: said(z.array(text), 'Notes under the table'),
  })
  .meta({
    id: 'RoamingTariffDetails',
    description: 'A roaming tariff with its zone, countries and conditions',
  });

const articleSummaryShape = {
  id: said(text, 'The article: `id` of blog/article'),
  title: said(text, 'Its title'),
  excerpt: said(text, 'A sentence or two for the list'),
  readingTime: said(z.number(), 'Minutes to read'),
  author: said(text, 'Who wrote it'),
  createdDate: said(text, 'When it was published, `YYYY-MM-DD`'),
  tags: said(z.array(text), 'Its topics'),
};
export const BlogArticleSummary = z
  .object(articleSummaryShape)
  .meta({ id: 'BlogArticleSummary', description: 'An article as the blog lists it' });

export const BlogArticle = z
  .object({
    ...articleSummaryShape,
    editor: said(text, 'Who edited it'),
    html: said(text, 'The body: trusted HTML from the backend, still sanitised before the DOM'),
    related: said(z.array(BlogArticleSummary), 'Articles to read next'),
  })
  .meta({ id: 'BlogArticle', description: 'A blog article with its body' });

/** A published success case (§2.14). Cases appear only after moderation. */
export const SuccessCase = z
  .object({
    id: said(text, 'The case: `id` of success-cases/photo'),
    productName: said(text, 'The product it is about'),
    authorName: said(text, "The author's name and surname"),
    companyName: said(text, "The author's company"),
    position: said(text, "The author's position"),
    problem: said(text, 'What the company had to solve'),
    solution: said(text, 'What it took'),
    results: said(text, 'What came of it'),
    photoUrl: said(text, 'Path of the photo on the API (GET, public)'),
    publishedDate: said(text, 'When it was approved, `YYYY-MM-DD`'),
    locale: said(
      z.enum(LOCALES),
      'The language it was written in: both versions of the site list every case, marked with it',
    ),
  })
  .meta({
    id: 'SuccessCase',
    description: 'A published success case (§2.14): listed only once moderated',
  });

export const CaseModeration = z
  .enum(CASE_MODERATION_STATES)
  .describe('Where a submitted case stands: pending until a moderator approves or rejects it');

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
