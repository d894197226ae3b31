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

/*
 * SMS confirmation codes (designed here: consultation, cabinet login, case submission, signing).
 * Every code costs the operator an SMS and opens something (a cabinet, a proof), so every way of
 * asking for one or guessing one is bounded. The reasoning, limit by limit, is beside each; the
 * whole design is in server/README.md «Abuse limits».
 */
export const SMS_CODE_LENGTH = 4;
/** Seconds before a new code may be requested («До повторной отправки кода»). */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
/**
 * Wrong codes in a row before «Попытки закончились» — per purpose and phone (and BIN for a
 * login), NOT per code: a new code never gives guesses back, only a right code does. Three, as
 * the spec's UI counts them («Осталось попыток: 2»).
 */
export const SMS_MAX_ATTEMPTS = 3;
/** The first lock after SMS_MAX_ATTEMPTS wrong codes (the spec's «через {time} минут»). */
export const SMS_LOCK_MINUTES = 10;
/**
 * Each further lock within SMS_GUESS_WINDOW_HOURS of the last one doubles (10, 20, 40 … minutes),
 * up to SMS_LOCK_MAX_MINUTES. So one phone (and BIN) takes at most 24 wrong codes in its first day
 * (3 at 0, 10, 30, 70, 150, 310, 630 and 1270 minutes) and 3 a day after that: for a 4-digit code
 * at most 0.24 % the first day and 0.03 % a day after, where a resend that gave guesses back
 * allowed about 2,880 a day (a one-in-four chance). Each round also puts a code on the real
 * owner's phone, which they notice. A person who mistypes waits 10 minutes, then 20.
 */
export const SMS_LOCK_MAX_MINUTES = 24 * 60;
export const SMS_GUESS_WINDOW_HOURS = 24;
/** How long a proof token from a verified SMS code stays usable (one use). */
export const SMS_PROOF_TTL_SECONDS = 600;
/**
 * Codes one phone may receive in a Kazakhstan day, all purposes together (429 SMS_DAILY_LIMIT).
 * A real day — a consultation, a login or two, a signature, each with a resend — is about five;
 * ten leaves room and caps how often a stranger can make one phone buzz.
 */
export const SMS_CODES_PER_PHONE_PER_DAY = 10;
/**
 * Login codes sent in a Kazakhstan day to the phones that can open one company's cabinet (its
 * own phone and its applications' contact phones): the bound on guesses at one cabinet across
 * all its phones. Codes to any other phone never count (they cannot open it), so a stranger
 * typing wrong phones cannot use this to lock a company out. Above one phone's cap, so a single
 * phone never reaches it alone.
 */
export const SMS_LOGIN_CODES_PER_BIN_PER_DAY = 20;
/**
 * Codes one client address may ask for in an hour, all purposes (429 TOO_MANY_REQUESTS). A sales
 * office's kiosk or an office network sends a few an hour; a script pumping SMS to paid numbers
 * sends thousands (50 in 227 ms before this limit). Addresses listed in RATE_LIMIT_EXEMPT (a
 * kiosk network, a call centre) are spared; the phone caps still apply to them.
 */
export const SMS_CODES_PER_ADDRESS_PER_HOUR = 20;
/**
 * Codes the whole service sends in an hour (SMS_HOURLY_BUDGET overrides it): the backstop
 * against pumping from many addresses — the bill of a bad hour is bounded. Several times a busy
 * hour of a business site (a few hundred codes).
 */
export const SMS_HOURLY_BUDGET = 1000;
/**
 * Wrong codes from one client address in an hour, over any phones and purposes, before that
 * address may check no code for ADDRESS_LOCK_MINUTES, doubling with each lock within a day (up to
 * SMS_LOCK_MAX_MINUTES): one address guessing at many phones at once is held back too.
 */
export const CODE_FAILURES_PER_ADDRESS_PER_HOUR = 10;
export const ADDRESS_LOCK_MINUTES = 15;
/**
 * Leads, opportunities and reprice requests (no SMS behind them) one client address may send in
 * an hour (429 TOO_MANY_REQUESTS); a repeat of the same request is not counted (below).
 */
export const LEADS_PER_ADDRESS_PER_HOUR = 20;
/**
 * The same lead again — same kind, BIN, phone and product — within this many minutes is a retry
 * or a double click: it is answered with the first request's id and stored once.
 */
export const DUPLICATE_LEAD_MINUTES = 10;
/** EDS login challenges one client address may ask for in an hour (one per signing attempt). */
export const EDS_CHALLENGES_PER_ADDRESS_PER_HOUR = 30;
/**
 * eGov QR signing: codes one client address may start or cancel in an hour (a code lives 3 min;
 * 30 is ten signing attempts with two new codes each).
 */
export const EGOV_SIGN_CODES_PER_ADDRESS_PER_HOUR = 30;
/**
 * Wrong tokens (eGov's API №2 Token, the kiosk staff's token) spend a budget of their own, never
 * shared with the right token's calls: the right token is checked first and always accepted, so
 * a neighbour behind the same carrier NAT who sends wrong ones cannot lock anyone out (issue 36).
 * Counted per token tried — the same wrong token again, a stale client looping — and per client
 * address, over any tokens, as a second line; past either, a wrong token is a 429. What keeps a
 * token from being guessed is its length (256 random bits for eGov's; see KIOSK_STATUS_TOKEN).
 */
export const WRONG_TOKEN_REPEATS_PER_HOUR = 5;
export const EGOV_WRONG_TOKENS_PER_ADDRESS_PER_HOUR = 30;
export const STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR = 10;

/** Session tokens (designed here): access short-lived, refresh rotated on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A spent refresh token presented again this soon after its rotation gets back the pair already
 * issued for it: two tabs, a second device or a retry after a dropped answer refresh at once.
 * Later, a reuse means a copy leaked and ends the session. Twenty seconds cover a slow mobile
 * retry (the client's timeout is REQUEST_TIMEOUT_MS) and leave a thief little.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;
/** How long an EDS login challenge may be signed and sent back. */
export const EDS_CHALLENGE_TTL_SECONDS = 300;

/** Largest success-case photo accepted (multipart; the JSON cap does not apply to it). */
export const CASE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Largest photo the backend decodes, read from the file's header before any pixel is: a side of
 * 8,000 px and 40 megapixels (160 MB of pixels) cover every phone camera but the 48–200 MP modes,
 * and keep a forged header («2³¹−1 × 2³¹−1 px» in 45 bytes) from reaching the decoder.
 */
export const CASE_PHOTO_MAX_SIDE = 8000;
export const CASE_PHOTO_MAX_MEGAPIXELS = 40;

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
/** Most towns the address check's hint list (`underParent=true`) returns. */
export const ADDRESS_HINT_LIMIT = 100;
/** Most places a geocoded address answers. */
export const GEOCODE_LIMIT = 5;

/**
 * How often the wizard's processing screen asks whether the operator is done. The stand-in CRM
 * takes `CRM_PROCESSING_SECONDS` (5 s by default); a real one minutes to hours, and the person may
 * leave and come back, so a few seconds keeps the screen live without loading the backend.
 */
export const PROCESSING_POLL_MS = 3_000;
