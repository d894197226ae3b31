/**
 * Calls to a test server, as a browser or a stranger makes them. `callContract` is how a test
 * calls the API: by the call's one name (its declaration's key in `CALLS`), the method, path and
 * the input's place (query, JSON body, multipart) read from the declaration, the answer typed by
 * it; `callDev` the same for the developer API (`DEV_CALLS`, DEV_API=1). `call` is the raw
 * request, for what no declaration describes: a malformed body or path, the eGov app's links,
 * static files.
 */
import { request as httpRequest } from 'node:http';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../contract/index.ts';
import type { CallDeclaration } from '../../contract/calls/define.ts';
import {
  CALLS,
  DEV_CALLS,
  type CallInput,
  type CallKey,
  type Calls,
  type DevCallKey,
  type DevCalls,
} from '../../contract/calls/index.ts';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /**
   * Calls from this loopback address (`127.0.0.2`…): another client, as the server's socket sees
   * it. The default, 127.0.0.1, is spared the per-address limits in these tests.
   */
  from?: string;
}

/** How a declared call is made, apart from its input: the session, the language, the address. */
export type ContractCallOptions = Omit<CallOptions, 'method' | 'body' | 'query'>;

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A server a call goes to: its base URL. */
export interface CallTarget {
  readonly url: string;
}

/**
 * The success answer of a declared call as the test reads it: the parsed JSON, or the text of a
 * file (`produces`). On a failure status the body is the error body: read it with `errorOf`.
 */
export type ContractAnswer<K extends CallKey> = AnswerOf<Calls[K]>;
type AnswerOf<D extends CallDeclaration> = D extends { produces: string }
  ? string
  : z.output<D['response']>;

/**
 * The input argument of a call: required when the declaration takes one with a required field,
 * optional when every field is (a query of filters), absent when it takes none.
 */
type InputArgs<I> = [I] extends [void]
  ? [input?: undefined, options?: ContractCallOptions]
  : object extends I
    ? [input?: I, options?: ContractCallOptions]
    : [input: I, options?: ContractCallOptions];

/**
 * One declared call by its key: `callContract(server, 'loginStart', { bin, phone })`. The input
 * is typed by the declaration (a malformed one is sent with `call`), and goes where the
 * declaration takes it: the query of a GET, the JSON body, or the FormData of a multipart call.
 */
export function callContract<K extends CallKey>(
  server: CallTarget,
  key: K,
  ...[input, options = {}]: InputArgs<CallInput<Calls[K]>>
): Promise<CallResult<ContractAnswer<K>>> {
  return callDeclared(server, CALLS[key], input, options);
}

/**
 * One call of the developer API (DEV_API=1) by its key in `DEV_CALLS`:
 * `callDev(server, 'smsOutbox', { phone })`, placed and typed as `callContract` does a call.
 */
export function callDev<K extends DevCallKey>(
  server: CallTarget,
  key: K,
  ...[input, options = {}]: InputArgs<CallInput<DevCalls[K]>>
): Promise<CallResult<AnswerOf<DevCalls[K]>>> {
  return callDeclared(server, DEV_CALLS[key], input, options);
}

function callDeclared<T>(
  server: CallTarget,
  declaration: CallDeclaration,
  input: unknown,
  options: ContractCallOptions,
): Promise<CallResult<T>> {
  // As the site's client sends it: a POST without input still carries `{}`.
  const placed: CallOptions =
    declaration.method === 'GET'
      ? { query: input as Record<string, string | undefined> | undefined }
      : { body: input ?? {} };
  return call<T>(server, declaration.path, {
    ...options,
    ...placed,
    method: declaration.method,
  });
}

/**
 * A declared call with an input its declaration refuses (a field missing or of the wrong type, a
 * body that is not JSON: a string is sent as written), to see how the server refuses it. Placed
 * as `callContract` places it.
 */
export function callUnchecked<K extends CallKey>(
  server: CallTarget,
  key: K,
  input: unknown,
  options: ContractCallOptions = {},
): Promise<CallResult<unknown>> {
  const { method, path } = CALLS[key];
  return call(server, path, {
    ...options,
    ...(method === 'GET'
      ? { query: input as Record<string, string | number | undefined> }
      : { body: input }),
    method,
  });
}

/**
 * One raw request as a browser would make it: JSON in, JSON (or an error body) out; the method is
 * POST when there is a body. For what `callContract` cannot send: a malformed body or path, a
 * link the server gave, a static file.
 */
export async function call<T = unknown>(
  server: CallTarget,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(path, server.url);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    'Accept-Language': options.lang ?? 'ru',
    ...(options.body !== undefined &&
    typeof options.body !== 'string' &&
    !(options.body instanceof FormData)
      ? { 'Content-Type': 'application/json' }
      : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string' || options.body instanceof FormData
        ? options.body
        : JSON.stringify(options.body);
  const res = options.from
    ? await fromAddress(url, options.from, method, headers, payload)
    : await fetch(url, { method, headers, body: payload });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const body = (type.includes('json') && text ? JSON.parse(text) : text) as T;
  return { status: res.status, body, headers: res.headers };
}

/** One request over a socket bound to `localAddress` (fetch cannot choose it). */
async function fromAddress(
  url: URL,
  localAddress: string,
  method: string,
  headers: Record<string, string>,
  payload: string | FormData | undefined,
): Promise<Response> {
  const body =
    payload instanceof FormData
      ? new Request(url, { method, body: payload })
      : payload === undefined
        ? null
        : new Request(url, { method, body: payload });
  const bytes = body ? Buffer.from(await body.arrayBuffer()) : undefined;
  const type = body?.headers.get('content-type');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: {
          ...(type && payload instanceof FormData ? { 'Content-Type': type } : {}),
          ...headers,
          ...(bytes ? { 'Content-Length': String(bytes.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: out }));
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

/** The error of a failed answer (`ApiErrorBody`, contract/errors.ts). */
export const errorOf = (result: CallResult<unknown>) => (result.body as ApiErrorBody).error;
