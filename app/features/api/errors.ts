import { isApiErrorBody, type ApiErrorBody } from '../../../contract/errors.ts';

/**
 * Everything the client can fail with. Each failure is an `ApiError` with a `kind` to switch on;
 * none carries a token, a query string or a request body, so an error is always safe to log.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'unsupported-method';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;

  constructor(
    message: string,
    /** The request's method and path, without the query string (it may carry a BIN or a phone). */
    readonly method: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A non-2xx answer: `HTTP {status}`, with the server's error body attached. */
export class HttpError extends ApiError {
  readonly kind = 'http';

  constructor(
    method: string,
    path: string,
    readonly status: number,
    /** The `{ error: { code, message, fields?, params? } }` body, else the raw text (an HTML page of a proxy), else null. */
    readonly body: ApiErrorBody | string | null,
  ) {
    super(`HTTP ${status}`, method, path);
  }

  /** The catalogue code the server answered with, when it answered with one. */
  get code(): string | undefined {
    return isApiErrorBody(this.body) ? this.body.error.code : undefined;
  }
}

/** No complete answer within `REQUEST_TIMEOUT_MS`; the request was aborted. */
export class RequestTimeoutError extends ApiError {
  readonly kind = 'timeout';

  constructor(
    method: string,
    path: string,
    readonly timeoutMs: number,
  ) {
    super(`Request timed out after ${timeoutMs} ms`, method, path);
  }
}

/** The request never got an answer: offline, DNS, CORS, connection reset. */
export class NetworkError extends ApiError {
  readonly kind = 'network';

  constructor(method: string, path: string, cause: unknown) {
    super('Network request failed', method, path, { cause });
  }
}

/** A 2xx answer whose body is not the JSON the contract promises. */
export class MalformedResponseError extends ApiError {
  readonly kind = 'malformed';

  constructor(
    method: string,
    path: string,
    readonly status: number,
    cause: unknown,
  ) {
    super(`Malformed response (HTTP ${status})`, method, path, { cause });
  }
}

export class UnsupportedMethodError extends ApiError {
  readonly kind = 'unsupported-method';

  constructor(method: string, path: string) {
    super(`Unsupported HTTP method: ${method}`, method, path);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isHttpError(value: unknown, status?: number): value is HttpError {
  return value instanceof HttpError && (status === undefined || value.status === status);
}
