/** Business constants and limits of the spec (§9), shared by the site and the backend. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRIES_AFTER_401 = 1;
export const SEARCH_MIN_LENGTH = 3;
export const MEGA_MENU_WIDTH_PX = 1028;
export const UTM_MENU = 'utm_source=menu';
export const OFFICES_FILTER = 'service=corp&region=kzt';
export const WIZARD_STEPS = 4;
export const CONSULTATION_CALLBACK_BUSINESS_DAYS = 2;
export const SIM_READY_SMS_BUSINESS_DAYS = 2;
export const SUCCESS_CASES_PER_DAY = 3;
export const CASE_PHOTO_MIN_WIDTH = 600;
export const CASE_PHOTO_MIN_HEIGHT = 400;
export const CASE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const ADDITIONAL_NUMBER_PRICE_KZT = 3000;
export const ROAMING_FROM_KZT_PER_MONTH = 2200;
/** Largest JSON body the backend accepts (photos travel separately as multipart). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** SMS confirmation codes (consultation, cabinet login, case submission, signing). */
export const SMS_CODE_LENGTH = 4;
/** Seconds before a new code may be requested («До повторной отправки кода»). */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
/** Wrong entries allowed per code before «Попытки закончились». */
export const SMS_MAX_ATTEMPTS = 3;
/** How long a phone stays locked after the attempts run out. */
export const SMS_LOCK_MINUTES = 10;
/** How long a proof token from a verified SMS code stays usable (one use). */
export const SMS_PROOF_TTL_SECONDS = 600;

/**
 * Cabinet login (designed here). `login/start` tells a BIN known to the CRM whether a phone is
 * its own (403 LOGIN_PHONE_MISMATCH) before any SMS is sent, so unthrottled it would let anyone
 * try phones until one fits. The LOGIN_MISMATCH_MAX_PER_BINth mismatch for one BIN within
 * LOGIN_MISMATCH_WINDOW_MINUTES locks `login/start` for that BIN, whatever the phone, for
 * LOGIN_MISMATCH_LOCK_MINUTES (429 SMS_ATTEMPTS_EXHAUSTED, «Попытки закончились», with the
 * minutes); LOGIN_MISMATCH_MAX_PER_ADDRESS mismatches from one client address, over any BINs,
 * lock that address the same way.
 */
export const LOGIN_MISMATCH_MAX_PER_BIN = 5;
export const LOGIN_MISMATCH_MAX_PER_ADDRESS = 20;
export const LOGIN_MISMATCH_WINDOW_MINUTES = 15;
export const LOGIN_MISMATCH_LOCK_MINUTES = 15;

/** Session tokens (designed here): access short-lived, refresh rotated on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long an EDS login challenge may be signed and sent back. */
export const EDS_CHALLENGE_TTL_SECONDS = 300;

/** Largest success-case photo accepted (multipart; the JSON cap does not apply to it). */
export const CASE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Office internet: connection from 3 business days, or from 7 by radio relay. */
export const CONNECTION_BUSINESS_DAYS = 3;
export const RADIO_CONNECTION_BUSINESS_DAYS = 7;
/** How many days ahead the connection calendar offers time slots. */
export const TIME_SLOT_DAYS_AHEAD = 21;
/** Kazakhstan time (one zone since 1 March 2024); slot times carry this offset. */
export const KZ_UTC_OFFSET = '+05:00';

/**
 * Longest value accepted per kind of text field (designed here; the spec gives no bounds). The
 * site uses them as `maxLength`, the backend rejects longer values with FIELD_TOO_LONG.
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  companyName: 200,
  email: 254,
  position: 100,
  productName: 100,
  agentLogin: 50,
  address: 300,
  addressPart: 100,
  flat: 20,
  comment: 1000,
  caseText: 2000,
  search: 100,
} as const;

/** Minimum letters typed before the address and country searches answer. */
export const ADDRESS_SEARCH_MIN_LENGTH = 1;
/** Most suggestions an address search returns. */
export const ADDRESS_SEARCH_LIMIT = 20;

/**
 * How often the wizard's processing screen asks whether the operator is done. The stand-in CRM
 * takes `CRM_PROCESSING_SECONDS` (5 s by default); a real one minutes to hours, and the person may
 * leave and come back, so a few seconds keeps the screen live without loading the backend.
 */
export const PROCESSING_POLL_MS = 3_000;
