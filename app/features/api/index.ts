/**
 * The typed API client (spec §7, §8): transport, tokens, errors, user-facing messages, and
 * `callEndpoint(api, 'key', input)` for every call of the contract. Other features import only
 * from here.
 */
export {
  createApiClient,
  SUPPORTED_METHODS,
  type ApiClient,
  type ApiClientOptions,
  type ApiLogger,
  type Clock,
  type CrossTabLocks,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './client.ts';
export {
  ApiError,
  HttpError,
  MalformedResponseError,
  NetworkError,
  RequestTimeoutError,
  UnsupportedMethodError,
  isApiError,
  isHttpError,
  type ApiErrorKind,
} from './errors.ts';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  createBrowserTokenStore,
  createMemoryTokenStore,
  hasBothTokens,
  type StorageHost,
  type TokenChange,
  type TokenStore,
  type Tokens,
} from './tokens.ts';
export { defaultApiBase } from './baseUrl.ts';
export { ApiProvider, useApi } from './ApiProvider.tsx';
export * from './endpoints.ts';
export { saveFile } from './saveFile.ts';
