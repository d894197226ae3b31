import {
  CASE_PHOTO_MAX_BYTES,
  CASE_PHOTO_MAX_MEGAPIXELS,
  CASE_PHOTO_MAX_SIDE,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
  SUCCESS_CASES_PER_DAY,
} from './limits.ts';
import type { Locale } from './locale.ts';
import { FORBIDDEN_CHARACTERS_LISTED } from './rules/forbiddenCharacters.ts';

/**
 * The error catalogue shared by the reference backend and the site (site-and-cabinet.md §8). The
 * server answers every failure as `{ error: { code, message, fields?, params? } }` with `message`
 * in the request's language; the site chooses what it shows from `code`, never from the HTTP
 * status alone. `CLIENT_ONLY_ERROR_CODES` are never sent by the server: the site raises them itself
 * (load failures, transport problems, the signing client) and words them from this catalogue.
 *
 * Wording. The Russian messages are §8's, word for word, except for these deliberate changes —
 * do not "fix" them back to the spec:
 * - CASE_LIMIT_REACHED: «Привышен лимит…» → «Превышен лимит…» (misspelt in the spec). The spec's
 *   two sentences (the modal's title and text) are kept apart in ERROR_MESSAGE_PARTS; the
 *   message joins them with ". ".
 * - EDS_BIN_MISMATCH: «иин/бин» → «ИИН/БИН» (abbreviations are written in capitals, as
 *   everywhere else on the site).
 * - EDS_EXPIRED: «истек» → «истёк» (ё, as in every other message here: «истёк», «введён»).
 * - EDS_SIGN_DATA_MISMATCH: «Не совпадает данные» → «Не совпадают данные» (the verb agrees with
 *   the plural «данные»).
 * - SMS_ATTEMPTS_EXHAUSTED: the spec's «{time}» placeholder is `{minutes}`, the name of the
 *   value the server sends (`params.minutes`).
 * - FORBIDDEN_CHARACTERS is §5's message to the character, the list with its repeats
 *   (`FORBIDDEN_CHARACTERS_LISTED`); the error's `params.chars` names the characters found, for a
 *   caller that wants them.
 * - CASE_PHOTO_SIZE: «Размер фото не подходит» adds the limit it failed («не больше 5 МБ»).
 * Ours, for a landline where a code must be texted (contract/rules/phone.ts): PHONE_NOT_MOBILE.
 * Ours, for limits the spec does not show (server/README.md «Abuse limits»): TOO_MANY_REQUESTS,
 * SMS_DAILY_LIMIT, INVISIBLE_CHARACTERS, CASE_PHOTO_DIMENSIONS.
 * Ours, for the browser's local-network permission (docs/signing-client.md): SIGNER_BLOCKED opens
 * with SIGNER_UNAVAILABLE's first sentence and says why instead of «убедитесь, что оно запущено».
 * Kept as the spec writes them, though unusual: «ЭЦП ключ» (not «ключ ЭЦП»), «Первого
 * Руководителя» in capitals, «Отмена подписи!». The spec gives no Kazakh: the kk messages are
 * ours, one for every code (`catalogue.test.ts`).
 */
/** The codes a backend may answer: the error body's `code` (`ApiErrorBodySchema`, OpenAPI's `ApiError`). */
export const BACKEND_ERROR_CODES = [
  // transport and request shape
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_ERROR',
  'TRY_LATER',
  'TOO_MANY_REQUESTS',
  // session
  'AUTH_REQUIRED',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'FORBIDDEN',
  // field rules
  'FIELD_REQUIRED',
  'FIELD_INVALID',
  'FIELD_TOO_LONG',
  'BIN_INVALID',
  'PHONE_INVALID',
  'PHONE_NOT_MOBILE',
  'EMAIL_INVALID',
  'IBAN_INVALID',
  'IBAN_BANK_MISMATCH',
  'DATE_INVALID',
  'FORBIDDEN_CHARACTERS',
  'INVISIBLE_CHARACTERS',
  'CONSENT_REQUIRED',
  'NUMBERS_LIMIT',
  // SMS confirmation
  'SMS_CODE_INVALID',
  'SMS_ATTEMPTS_EXHAUSTED',
  'SMS_RESEND_TOO_EARLY',
  'SMS_DAILY_LIMIT',
  'SMS_CODE_EXPIRED',
  'SMS_PROOF_REQUIRED',
  // cabinet and applications
  'AGENT_LOGIN_INVALID',
  'CABINET_NO_APPLICATION',
  'LOGIN_PHONE_MISMATCH',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_STATE_INVALID',
  'APPLICATION_UNFINISHED_EXISTS',
  'TARIFF_NOT_AVAILABLE',
  'ADDRESS_NOT_COVERED',
  'SLOT_UNAVAILABLE',
  'DELIVERY_OUT_OF_ZONE',
  'OFFER_NOT_AVAILABLE',
  'SIGNATURE_FILE_ABSENT',
  // success cases
  'CASE_PHOTO_FORMAT',
  'CASE_PHOTO_SIZE',
  'CASE_PHOTO_TOO_SMALL',
  'CASE_PHOTO_DIMENSIONS',
  'CASE_LIMIT_REACHED',
  // authorisation and the state register's verdict (§8)
  'EDS_AUTH_FAILED',
  'EDS_VERIFICATION_FAILED',
  'EDS_ROLE_REQUIRED',
  // eGov QR signing (designed here): the code shown on the site no longer works; the app sent
  // another signature for a code a first one has signed
  'EGOV_SIGN_EXPIRED',
  'EGOV_SIGN_ALREADY_SIGNED',
  // EDS checks (generic title «Ошибка»); their §8 keys in EDS_ERROR_KEY_OF
  'EDS_NO_DATA',
  'EDS_INVALID_KEY',
  'EDS_AUTH_FILE_REQUIRED',
  'EDS_SIGN_FILE_REQUIRED',
  'EDS_BIN_MISMATCH',
  'EDS_EXPIRED',
  'EDS_REVOKED',
  'EDS_SIGN_DATA_MISMATCH',
  'EDS_SIGN_NOT_ALLOWED',
  'EDS_KEY_MISMATCH',
  'EDS_NOT_FIRST_HEAD',
] as const;

/**
 * The codes the site raises itself and no backend sends: transport failures, loads that failed,
 * the signing client's own (NCALayer, the browser's permission). Kept out of the error body a
 * backend answers, so the operator's team is never told its gateway may send them.
 */
export const CLIENT_ONLY_ERROR_CODES = [
  // transport
  'HTTP_ERROR', // any other non-2xx, 'HTTP {status}'
  'UNSUPPORTED_HTTP_METHOD',
  'NETWORK_ERROR',
  'REQUEST_TIMEOUT',
  // loading content
  'COUNTRIES_LOAD_FAILED',
  'TARIFFS_LOAD_FAILED',
  'TARIFF_DETAILS_LOAD_FAILED',
  'PROFILE_LOAD_FAILED',
  'APPLICATIONS_LOAD_FAILED',
  'APPLICATION_LOAD_FAILED',
  'BANKS_LOAD_FAILED',
  'IBANS_LOAD_FAILED',
  'POSITIONS_LOAD_FAILED',
  'COPY_FAILED',
  'NOTHING_FOUND',
  // the signing client
  'SIGNER_UNAVAILABLE',
  'SIGNER_BLOCKED',
  'SIGNING_FAILED',
  'EDS_SIGN_CANCELLED',
] as const;

/** Every code of the catalogue: the backend's and the site's own, each listed once. */
export const ERROR_CODES = [...BACKEND_ERROR_CODES, ...CLIENT_ONLY_ERROR_CODES] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A code a backend may answer (every code but the client's own). */
export type BackendErrorCode = (typeof BACKEND_ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The keys the spec's EDS error table uses (§8), for the codes that stand for them. */
export const EDS_ERROR_KEYS = [
  'noData',
  'signCancel',
  'signature',
  'certificate',
  'signerInfo',
  'auth',
  'sign',
  'bin',
  'expired',
  'revoked',
  'signData',
  'signNotAllowed',
  'signEcpMismatch',
  'signEcpForbidden',
] as const;
export type EdsErrorKey = (typeof EDS_ERROR_KEYS)[number];

/**
 * The spec's EDS key (§8) → the code whose message words it: what the signing UI shows for a key
 * the signing client reports. Total over the keys — the type makes a key left out a compile
 * error. `signature`, `certificate` and `signerInfo` share one message, so one code.
 */
export type EdsErrorCodeTable = Readonly<Record<EdsErrorKey, ErrorCode>>;
export const EDS_ERROR_CODE_OF: EdsErrorCodeTable = {
  noData: 'EDS_NO_DATA',
  signCancel: 'EDS_SIGN_CANCELLED',
  signature: 'EDS_INVALID_KEY',
  certificate: 'EDS_INVALID_KEY',
  signerInfo: 'EDS_INVALID_KEY',
  auth: 'EDS_AUTH_FILE_REQUIRED',
  sign: 'EDS_SIGN_FILE_REQUIRED',
  bin: 'EDS_BIN_MISMATCH',
  expired: 'EDS_EXPIRED',
  revoked: 'EDS_REVOKED',
  signData: 'EDS_SIGN_DATA_MISMATCH',
  signNotAllowed: 'EDS_SIGN_NOT_ALLOWED',
  signEcpMismatch: 'EDS_KEY_MISMATCH',
  signEcpForbidden: 'EDS_NOT_FIRST_HEAD',
};

export function isEdsErrorKey(value: unknown): value is EdsErrorKey {
  return typeof value === 'string' && (EDS_ERROR_KEYS as readonly string[]).includes(value);
}

/** The code for a key a signing client sent (any string); null when it is not one of §8's keys. */
export function edsErrorCode(key: unknown): ErrorCode | null {
  return isEdsErrorKey(key) ? EDS_ERROR_CODE_OF[key] : null;
}

/** Error code → the spec's EDS key (`signature`, `certificate` and `signerInfo` share one code). */
export const EDS_ERROR_KEY_OF: Readonly<Partial<Record<ErrorCode, EdsErrorKey>>> = {
  EDS_NO_DATA: 'noData',
  EDS_SIGN_CANCELLED: 'signCancel',
  EDS_INVALID_KEY: 'certificate',
  EDS_AUTH_FILE_REQUIRED: 'auth',
  EDS_SIGN_FILE_REQUIRED: 'sign',
  EDS_BIN_MISMATCH: 'bin',
  EDS_EXPIRED: 'expired',
  EDS_REVOKED: 'revoked',
  EDS_SIGN_DATA_MISMATCH: 'signData',
  EDS_SIGN_NOT_ALLOWED: 'signNotAllowed',
  EDS_KEY_MISMATCH: 'signEcpMismatch',
  EDS_NOT_FIRST_HEAD: 'signEcpForbidden',
};

/**
 * Every failure's body: the type of the one schema (`ApiErrorBodySchema`, `calls/failures.ts`),
 * which the backend checks its answers against and the OpenAPI document shows. `params` are typed
 * per code in `errorParams.ts`; a 429 also says its wait in the `Retry-After` header (seconds).
 */
import type { ApiErrorBody } from './calls/failures.ts';
export type { ApiErrorBody, FieldFailure } from './calls/failures.ts';

type Catalogue = Record<ErrorCode, string>;

const photoMb = Math.round(CASE_PHOTO_MAX_BYTES / (1024 * 1024));
const photoMin = `${CASE_PHOTO_MIN_WIDTH}x${CASE_PHOTO_MIN_HEIGHT}`;
const photoMaxSide = CASE_PHOTO_MAX_SIDE;
const photoMaxMp = CASE_PHOTO_MAX_MEGAPIXELS;

/** A message the UI may show as a title and a body (a modal) rather than one sentence. */
export interface MessageParts {
  title: string;
  text: string;
}

/**
 * The spec's separate sentences of the messages it shows as a title and a text (§2.14's limit
 * modal, §8 «case limit»). The catalogue's message is `title + '. ' + text`.
 */
export const ERROR_MESSAGE_PARTS = {
  ru: {
    CASE_LIMIT_REACHED: {
      title: 'Превышен лимит на отправку заявок',
      text: `В день можно отправлять максимум ${SUCCESS_CASES_PER_DAY} заявки`,
    },
  },
  kk: {
    CASE_LIMIT_REACHED: {
      title: 'Өтінім жіберу лимиті асып кетті',
      text: `Күніне ең көбі ${SUCCESS_CASES_PER_DAY} өтінім жіберуге болады`,
    },
  },
} as const satisfies Record<Locale, Partial<Record<ErrorCode, MessageParts>>>;

const joined = ({ title, text }: MessageParts) => `${title}. ${text}`;

/** The generic title the spec gives every EDS error (§8 «EDS errors (generic title 'Ошибка')»). */
export const EDS_ERROR_TITLE: Readonly<Record<Locale, string>> = { ru: 'Ошибка', kk: 'Қате' };

const ru: Catalogue = {
  MALFORMED_JSON: 'Некорректный запрос',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  VALIDATION_FAILED: 'Проверьте правильность заполнения полей',
  NOT_FOUND: 'Не найдено',
  METHOD_NOT_ALLOWED: 'Метод не поддерживается',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый формат запроса',
  SERVICE_ERROR: 'Ошибка сервиса',
  TRY_LATER: 'Попробуйте позже',
  TOO_MANY_REQUESTS: 'Слишком много запросов. Повторите через {minutes} мин.',
  HTTP_ERROR: 'HTTP {status}',
  UNSUPPORTED_HTTP_METHOD: 'Неподдерживаемый HTTP-метод: {method}',
  NETWORK_ERROR: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова',
  REQUEST_TIMEOUT: 'Сервер не ответил вовремя. Попробуйте позже',
  AUTH_REQUIRED: 'Попробуйте войти снова',
  TOKEN_EXPIRED: 'Сеанс истёк. Войдите снова',
  REFRESH_TOKEN_INVALID: 'Сеанс завершён. Войдите снова',
  FORBIDDEN: 'Недостаточно прав',
  FIELD_REQUIRED: 'Заполните поле',
  FIELD_INVALID: 'Проверьте значение поля',
  FIELD_TOO_LONG: 'Слишком длинное значение',
  BIN_INVALID: 'Некорректный БИН или ИИН',
  PHONE_INVALID: 'Некорректный номер телефона',
  PHONE_NOT_MOBILE: 'Нужен мобильный номер: на него придёт код в СМС',
  EMAIL_INVALID: 'Некорректный адрес электронной почты',
  IBAN_INVALID: 'Некорректный IBAN',
  IBAN_BANK_MISMATCH: 'Счёт не относится к выбранному банку',
  DATE_INVALID: 'Неверный формат даты',
  FORBIDDEN_CHARACTERS: `Недопустимые символы: ${FORBIDDEN_CHARACTERS_LISTED}`,
  INVISIBLE_CHARACTERS: 'Поле содержит невидимые или служебные символы. Наберите текст заново',
  CONSENT_REQUIRED: 'Необходимо ваше согласие',
  NUMBERS_LIMIT: 'Для этого тарифа можно не больше {max}',
  SMS_CODE_INVALID: 'Код введён неверно. Попробуйте ещё раз',
  SMS_ATTEMPTS_EXHAUSTED: 'Попытки закончились. Повторите через {minutes} мин.',
  SMS_RESEND_TOO_EARLY: 'Отправить код повторно можно через {seconds} с',
  SMS_DAILY_LIMIT: 'Сегодня отправлено слишком много кодов. Попробуйте завтра',
  SMS_CODE_EXPIRED: 'Срок действия кода истёк. Запросите новый код',
  SMS_PROOF_REQUIRED: 'Подтвердите номер телефона кодом из СМС',
  AGENT_LOGIN_INVALID: 'Неверный логин агента',
  CABINET_NO_APPLICATION: 'Личный кабинет доступен только клиентам с поданной заявкой',
  LOGIN_PHONE_MISMATCH: 'Номер телефона не совпадает с номером, указанным для компании',
  APPLICATION_NOT_FOUND: 'Заявка не найдена',
  APPLICATION_STATE_INVALID: 'Это действие недоступно для заявки в текущем статусе',
  APPLICATION_UNFINISHED_EXISTS: 'Завершите старую заявку или закройте её, чтобы подать новую',
  TARIFF_NOT_AVAILABLE: 'Тариф недоступен для подключения',
  ADDRESS_NOT_COVERED: 'Адрес не входит в зону покрытия',
  SLOT_UNAVAILABLE: 'Выбранное время недоступно. Попробуйте выбрать другое',
  DELIVERY_OUT_OF_ZONE: 'Адрес не входит в зону доставки',
  OFFER_NOT_AVAILABLE:
    'К сожалению, это предложение недоступно для вашей компании. Оставьте заявку — наш менеджер подберёт индивидуальные условия',
  SIGNATURE_FILE_ABSENT: 'У этой заявки нет сохранённой подписи ЭЦП',
  CASE_PHOTO_FORMAT: 'Неверный формат фото',
  CASE_PHOTO_SIZE: `Размер фото не подходит: не больше ${photoMb} МБ`,
  CASE_PHOTO_TOO_SMALL: `Минимальный размер фото: ${photoMin}`,
  CASE_PHOTO_DIMENSIONS: `Фото слишком большое: не больше ${photoMaxSide} пикселей по стороне и ${photoMaxMp} мегапикселей`,
  CASE_LIMIT_REACHED: joined(ERROR_MESSAGE_PARTS.ru.CASE_LIMIT_REACHED),
  COUNTRIES_LOAD_FAILED: 'Не удалось загрузить список стран',
  TARIFFS_LOAD_FAILED: 'Не удалось загрузить тарифы',
  TARIFF_DETAILS_LOAD_FAILED: 'Не удалось загрузить детали тарифа',
  PROFILE_LOAD_FAILED: 'Не удалось загрузить данные компании',
  APPLICATIONS_LOAD_FAILED: 'Не удалось загрузить заявки',
  APPLICATION_LOAD_FAILED: 'Не удалось загрузить заявку',
  BANKS_LOAD_FAILED: 'Не удалось загрузить список банков',
  IBANS_LOAD_FAILED: 'Не удалось загрузить счета компании в этом банке',
  POSITIONS_LOAD_FAILED: 'Не удалось загрузить список должностей',
  COPY_FAILED: 'Не удалось скопировать',
  NOTHING_FOUND: 'Ничего не найдено',
  SIGNER_UNAVAILABLE:
    'Нет связи с приложением для подписи. Убедитесь, что оно запущено, и попробуйте снова',
  SIGNER_BLOCKED:
    'Нет связи с приложением для подписи: браузер запретил этому сайту доступ к приложениям на вашем устройстве. Разрешите его в настройках сайта и попробуйте снова',
  EDS_AUTH_FAILED: 'Прикрепите действительную ЭЦП',
  EDS_VERIFICATION_FAILED:
    'Наш специалист свяжется с вами в течение 2–3 дней, чтобы помочь оформить подключение',
  EDS_ROLE_REQUIRED: 'Используйте ЭЦП с ролью первого руководителя',
  SIGNING_FAILED: 'Попробуйте подписать через СМС-код или вернитесь позже',
  EGOV_SIGN_EXPIRED: 'Срок действия QR-кода истёк. Покажите на сайте новый код',
  EGOV_SIGN_ALREADY_SIGNED: 'Документы по этому QR-коду уже подписаны',
  EDS_NO_DATA: 'Нет данных для подписи',
  EDS_SIGN_CANCELLED: 'Отмена подписи!',
  EDS_INVALID_KEY: 'Необходимо выбрать действительный ЭЦП ключ',
  EDS_AUTH_FILE_REQUIRED: 'Необходимо выбрать файл для авторизации',
  EDS_SIGN_FILE_REQUIRED: 'Необходимо выбрать файл для подписи',
  EDS_BIN_MISMATCH: 'Не совпадает ИИН/БИН подписанта и ЭЦП ключа',
  EDS_EXPIRED: 'Выбранный ЭЦП ключ истёк',
  EDS_REVOKED: 'Выбранный ЭЦП ключ отозван',
  EDS_SIGN_DATA_MISMATCH: 'Не совпадают данные документа для подписи',
  EDS_SIGN_NOT_ALLOWED: 'Выбран ЭЦП ключ без права подписи',
  EDS_KEY_MISMATCH: 'ЭЦП для подписания не совпадает с ЭЦП, использованной при входе',
  EDS_NOT_FIRST_HEAD: 'ЭЦП не содержит прав Первого Руководителя',
};

const kk: Catalogue = {
  MALFORMED_JSON: 'Сұрау қате жасалған',
  PAYLOAD_TOO_LARGE: 'Сұрау тым үлкен',
  VALIDATION_FAILED: 'Өрістердің дұрыс толтырылғанын тексеріңіз',
  NOT_FOUND: 'Табылмады',
  METHOD_NOT_ALLOWED: 'Бұл әдіске қолдау көрсетілмейді',
  UNSUPPORTED_MEDIA_TYPE: 'Сұрау пішіміне қолдау көрсетілмейді',
  SERVICE_ERROR: 'Сервис қатесі',
  TRY_LATER: 'Кейінірек қайталап көріңіз',
  TOO_MANY_REQUESTS: 'Сұраулар тым көп. {minutes} минуттан кейін қайталаңыз',
  HTTP_ERROR: 'HTTP {status}',
  UNSUPPORTED_HTTP_METHOD: 'Қолдау көрсетілмейтін HTTP әдісі: {method}',
  NETWORK_ERROR: 'Сервермен байланыс жоқ. Интернетке қосылуды тексеріп, қайталап көріңіз',
  REQUEST_TIMEOUT: 'Сервер уақытында жауап бермеді. Кейінірек қайталап көріңіз',
  AUTH_REQUIRED: 'Қайта кіріп көріңіз',
  TOKEN_EXPIRED: 'Сеанс мерзімі аяқталды. Қайта кіріңіз',
  REFRESH_TOKEN_INVALID: 'Сеанс аяқталды. Қайта кіріңіз',
  FORBIDDEN: 'Құқығыңыз жеткіліксіз',
  FIELD_REQUIRED: 'Өрісті толтырыңыз',
  FIELD_INVALID: 'Өрістің мәнін тексеріңіз',
  FIELD_TOO_LONG: 'Мән тым ұзын',
  BIN_INVALID: 'БСН немесе ЖСН қате',
  PHONE_INVALID: 'Телефон нөмірі қате',
  PHONE_NOT_MOBILE: 'Ұялы телефон нөмірі керек: оған SMS-код келеді',
  EMAIL_INVALID: 'Электрондық пошта мекенжайы қате',
  IBAN_INVALID: 'IBAN қате',
  IBAN_BANK_MISMATCH: 'Шот таңдалған банкке тиесілі емес',
  DATE_INVALID: 'Күн пішімі қате',
  FORBIDDEN_CHARACTERS: `Рұқсат етілмеген таңбалар: ${FORBIDDEN_CHARACTERS_LISTED}`,
  INVISIBLE_CHARACTERS: 'Өрісте көрінбейтін немесе қызметтік таңбалар бар. Мәтінді қайта теріңіз',
  CONSENT_REQUIRED: 'Сіздің келісіміңіз қажет',
  NUMBERS_LIMIT: 'Бұл тариф бойынша ең көбі {max}',
  SMS_CODE_INVALID: 'Код қате енгізілді. Қайталап көріңіз',
  SMS_ATTEMPTS_EXHAUSTED: 'Әрекеттер таусылды. {minutes} минуттан кейін қайталаңыз',
  SMS_RESEND_TOO_EARLY: 'Кодты {seconds} секундтан кейін қайта жіберуге болады',
  SMS_DAILY_LIMIT: 'Бүгін тым көп код жіберілді. Ертең қайталап көріңіз',
  SMS_CODE_EXPIRED: 'Кодтың жарамдылық мерзімі өтті. Жаңа код сұратыңыз',
  SMS_PROOF_REQUIRED: 'Телефон нөмірін SMS-кодпен растаңыз',
  AGENT_LOGIN_INVALID: 'Агент логині қате',
  CABINET_NO_APPLICATION: 'Жеке кабинет тек өтінім берген клиенттерге қолжетімді',
  LOGIN_PHONE_MISMATCH: 'Телефон нөмірі компания үшін көрсетілген нөмірге сәйкес келмейді',
  APPLICATION_NOT_FOUND: 'Өтінім табылмады',
  APPLICATION_STATE_INVALID: 'Өтінімнің қазіргі мәртебесінде бұл әрекет қолжетімсіз',
  APPLICATION_UNFINISHED_EXISTS: 'Жаңа өтінім беру үшін ескі өтінімді аяқтаңыз немесе оны жабыңыз',
  TARIFF_NOT_AVAILABLE: 'Бұл тарифті қосу мүмкін емес',
  ADDRESS_NOT_COVERED: 'Мекенжай қамту аймағына кірмейді',
  SLOT_UNAVAILABLE: 'Таңдалған уақыт қолжетімсіз. Басқа уақытты таңдап көріңіз',
  DELIVERY_OUT_OF_ZONE: 'Мекенжай жеткізу аймағына кірмейді',
  OFFER_NOT_AVAILABLE:
    'Өкінішке қарай, бұл ұсыныс сіздің компанияңыз үшін қолжетімсіз. Өтінім қалдырыңыз — менеджеріміз жеке шарттарды таңдап береді',
  SIGNATURE_FILE_ABSENT: 'Бұл өтінімде сақталған ЭЦҚ қолтаңбасы жоқ',
  CASE_PHOTO_FORMAT: 'Фото пішімі қате',
  CASE_PHOTO_SIZE: `Фото өлшемі сәйкес келмейді: ${photoMb} МБ-тан аспауы керек`,
  CASE_PHOTO_TOO_SMALL: `Фотоның ең кіші өлшемі: ${photoMin}`,
  CASE_PHOTO_DIMENSIONS: `Фото тым үлкен: бір жағы ${photoMaxSide} пикселден және ${photoMaxMp} мегапикселден аспауы керек`,
  CASE_LIMIT_REACHED: joined(ERROR_MESSAGE_PARTS.kk.CASE_LIMIT_REACHED),
  COUNTRIES_LOAD_FAILED: 'Елдер тізімін жүктеу мүмкін болмады',
  TARIFFS_LOAD_FAILED: 'Тарифтерді жүктеу мүмкін болмады',
  TARIFF_DETAILS_LOAD_FAILED: 'Тариф туралы мәліметтерді жүктеу мүмкін болмады',
  PROFILE_LOAD_FAILED: 'Компания деректерін жүктеу мүмкін болмады',
  APPLICATIONS_LOAD_FAILED: 'Өтінімдерді жүктеу мүмкін болмады',
  APPLICATION_LOAD_FAILED: 'Өтінімді жүктеу мүмкін болмады',
  BANKS_LOAD_FAILED: 'Банктер тізімін жүктеу мүмкін болмады',
  IBANS_LOAD_FAILED: 'Компанияның осы банктегі шоттарын жүктеу мүмкін болмады',
  POSITIONS_LOAD_FAILED: 'Лауазымдар тізімін жүктеу мүмкін болмады',
  COPY_FAILED: 'Көшіру мүмкін болмады',
  NOTHING_FOUND: 'Ештеңе табылмады',
  SIGNER_UNAVAILABLE:
    'Қол қою қосымшасымен байланыс жоқ. Оның іске қосылғанына көз жеткізіп, қайталап көріңіз',
  SIGNER_BLOCKED:
    'Қол қою қосымшасымен байланыс жоқ: браузер бұл сайтқа құрылғыңыздағы қосымшаларға қол жеткізуге тыйым салды. Сайт параметрлерінде рұқсат етіп, қайталап көріңіз',
  EDS_AUTH_FAILED: 'Жарамды ЭЦҚ тіркеңіз',
  EDS_VERIFICATION_FAILED:
    'Қосылуды рәсімдеуге көмектесу үшін маманымыз 2–3 күн ішінде сізбен хабарласады',
  EDS_ROLE_REQUIRED: 'Бірінші басшы рөлі бар ЭЦҚ пайдаланыңыз',
  SIGNING_FAILED: 'SMS-код арқылы қол қойып көріңіз немесе кейінірек оралыңыз',
  EGOV_SIGN_EXPIRED: 'QR-кодтың жарамдылық мерзімі өтті. Сайтта жаңа кодты көрсетіңіз',
  EGOV_SIGN_ALREADY_SIGNED: 'Бұл QR-код бойынша құжаттарға қол қойылып қойған',
  EDS_NO_DATA: 'Қол қоюға арналған деректер жоқ',
  EDS_SIGN_CANCELLED: 'Қол қою тоқтатылды!',
  EDS_INVALID_KEY: 'Жарамды ЭЦҚ кілтін таңдау қажет',
  EDS_AUTH_FILE_REQUIRED: 'Авторизацияға арналған файлды таңдау қажет',
  EDS_SIGN_FILE_REQUIRED: 'Қол қоюға арналған файлды таңдау қажет',
  EDS_BIN_MISMATCH: 'Қол қоюшының ЖСН/БСН-і мен ЭЦҚ кілті сәйкес келмейді',
  EDS_EXPIRED: 'Таңдалған ЭЦҚ кілтінің мерзімі өтіп кеткен',
  EDS_REVOKED: 'Таңдалған ЭЦҚ кілті кері қайтарылған',
  EDS_SIGN_DATA_MISMATCH: 'Қол қоюға арналған құжат деректері сәйкес келмейді',
  EDS_SIGN_NOT_ALLOWED: 'Қол қою құқығы жоқ ЭЦҚ кілті таңдалды',
  EDS_KEY_MISMATCH: 'Қол қоюға арналған ЭЦҚ кіру кезінде пайдаланылған ЭЦҚ-мен сәйкес келмейді',
  EDS_NOT_FIRST_HEAD: 'ЭЦҚ-да Бірінші басшы құқықтары жоқ',
};

export const ERROR_MESSAGES: Record<Locale, Catalogue> = { ru, kk };

/** The catalogue message for `code` in `locale`, with `{name}` placeholders filled from `params`. */
export function errorMessage(
  locale: Locale,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): string {
  return ERROR_MESSAGES[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The title and the text of a message the UI shows in two parts, in `locale`; null for a code
 * that is one sentence (show `errorMessage` then).
 */
export function errorMessageParts(locale: Locale, code: ErrorCode): MessageParts | null {
  const parts: Partial<Record<ErrorCode, MessageParts>> = ERROR_MESSAGE_PARTS[locale];
  return parts[code] ?? null;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
