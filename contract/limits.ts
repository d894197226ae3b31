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
