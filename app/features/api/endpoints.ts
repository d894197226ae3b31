import {
  CALL_TABLE,
  type AppType,
  type In,
  type Out,
  type SiteCallKey,
} from '../../../contract/index.ts';
import type { ApiClient, QueryValue } from './client.ts';

/**
 * Every backend call, by the key it is declared under in `contract/calls/` (docs/contract.md):
 * `callEndpoint(api, 'loginStart', input)` takes the method, path, session and answer type (JSON,
 * or a Blob for a file) from the contract, and its input and output types (`In<'loginStart'>`,
 * `Out<'loginStart'>`) are inferred from the declaration's zod schemas, so a call cannot use the
 * wrong path, forget the token or send a field its schema does not name. A function, not a
 * method of the client, and no zod: `CALL_TABLE` is the declarations' generated run-time view.
 */

export interface CallOptions {
  /** Aborts the call (e.g. when the component that asked is unmounted). */
  signal?: AbortSignal;
}

/** The input and options of call `K`: a call without input may leave it out. */
export type CallArgs<K extends SiteCallKey> = [In<K>] extends [void]
  ? [input?: undefined, options?: CallOptions]
  : [input: In<K>, options?: CallOptions];

/** Calls `key` of the contract with its query (GET) or body (POST; a FormData for multipart). */
export function callEndpoint<K extends SiteCallKey>(
  client: ApiClient,
  key: K,
  ...[input, { signal } = {}]: CallArgs<K>
): Promise<Out<K>> {
  const { method, path, auth } = CALL_TABLE[key];
  const responseType = 'produces' in CALL_TABLE[key] ? 'blob' : 'json';
  if (method === 'GET') {
    // A query's values are strings, numbers or booleans, which is what the transport accepts.
    const query = input as Record<string, QueryValue> | undefined;
    return client.request(method, path, { query, auth, signal, responseType });
  }
  return client.request(method, path, { body: input ?? {}, auth, signal, responseType });
}

/** The call reading one application: the spec gives each product its own. */
export const APPLICATION_DETAIL_CALL = {
  internet: 'fixApplicationDetail',
  mobile: 'mobileApplicationDetail',
} as const satisfies Record<AppType, SiteCallKey>;

/** The call reading the newest unfinished application of a product (`application: null` if none). */
export const LAST_APPLICATION_CALL = {
  internet: 'lastApplicationDetail',
  mobile: 'mobileLastApplicationDetail',
} as const satisfies Record<AppType, SiteCallKey>;

/**
 * The absolute address of a path the API hands out (a case's `photoUrl`), for `<img src>`: on
 * the API's origin, which is not the page's when `VITE_API_BASE` or an embed's `api-base` is set.
 */
export function apiUrl(client: ApiClient, path: string): string {
  return /^https?:\/\//i.test(path) ? path : client.baseUrl + path;
}
