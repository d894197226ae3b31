import type { Locale } from './locale.ts';

/**
 * The error catalogue shared by the reference backend and the site. The server answers every
 * failure as `{ error: { code, message, fields? } }` with `message` in the request's language; the
 * site chooses what it shows from `code`, never from the HTTP status alone.
 */
export const ERROR_CODES = [
  // transport and request shape
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_ERROR',
  'TRY_LATER',
  // field rules
  'FIELD_REQUIRED',
  'FIELD_INVALID',
  'FIELD_TOO_LONG',
  'BIN_INVALID',
  'PHONE_INVALID',
  'EMAIL_INVALID',
  'FORBIDDEN_CHARACTERS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldErrorBody {
  code: ErrorCode;
  message: string;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field problems, keyed by the request body's field name. */
    fields?: Record<string, FieldErrorBody>;
    /** Values the message was built from (e.g. minutes to wait), for clients that word it themselves. */
    params?: Record<string, string | number>;
  };
}

type Catalogue = Record<ErrorCode, string>;

const ru: Catalogue = {
  MALFORMED_JSON: 'Некорректный запрос',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  VALIDATION_FAILED: 'Проверьте правильность заполнения полей',
  NOT_FOUND: 'Не найдено',
  METHOD_NOT_ALLOWED: 'Метод не поддерживается',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый формат запроса',
  SERVICE_ERROR: 'Ошибка сервиса',
  TRY_LATER: 'Попробуйте позже',
  FIELD_REQUIRED: 'Заполните поле',
  FIELD_INVALID: 'Проверьте значение поля',
  FIELD_TOO_LONG: 'Слишком длинное значение',
  BIN_INVALID: 'Некорректный БИН',
  PHONE_INVALID: 'Некорректный номер телефона',
  EMAIL_INVALID: 'Некорректный адрес электронной почты',
  FORBIDDEN_CHARACTERS: 'Недопустимые символы: {chars}',
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
  FIELD_REQUIRED: 'Өрісті толтырыңыз',
  FIELD_INVALID: 'Өрістің мәнін тексеріңіз',
  FIELD_TOO_LONG: 'Мән тым ұзын',
  BIN_INVALID: 'БСН қате',
  PHONE_INVALID: 'Телефон нөмірі қате',
  EMAIL_INVALID: 'Электрондық пошта мекенжайы қате',
  FORBIDDEN_CHARACTERS: 'Рұқсат етілмеген таңбалар: {chars}',
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
