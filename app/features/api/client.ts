import {
  API_PATHS,
  REQUEST_TIMEOUT_MS,
  isApiErrorBody,
  type Locale,
  type In,
  type Out,
} from '../../../contract/index.ts';
import {
  HttpError,
  MalformedResponseError,
  NetworkError,
  RequestTimeoutError,
  UnsupportedMethodError,
  isApiError,
} from './errors.ts';
import { createMemoryTokenStore, type TokenStore, type Tokens } from './tokens.ts';

/**
 * The one HTTP client of the site and the embed widgets (spec §7, §8, §4.1). It speaks JSON, sends
 * the current language in `Accept-Language`, adds the bearer token to authenticated calls, gives
 * every request `REQUEST_TIMEOUT_MS`, and turns a 401 into one shared refresh and one retry.
 * Tabs sharing the stored tokens take turns refreshing (Web Locks), so a refresh token is never
 * spent twice.
 * It holds no global state: everything comes in through `createApiClient`, so the prerender in
 * Node, the tests and a partner page each get their own.
 */

export const SUPPORTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof SUPPORTED_METHODS)[number];

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; `null` and `undefined` ones are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON (utf-8), or as multipart when it is a `FormData`. */
  body?: unknown;
  /** Add `Authorization: Bearer …` and refresh once on a 401. @default false */
  auth?: boolean;
  /** `blob` for file downloads; otherwise the answer is parsed as JSON. @default 'json' */
  responseType?: 'json' | 'blob';
  /** Lets a caller (an effect being cleaned up) abort; the abort reason is rethrown as is. */
  signal?: AbortSignal;
}

/** The timers the client uses; tests pass fake ones or rely on `vi.useFakeTimers()`. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * A lock shared by every tab of the origin: the Web Locks API (`navigator.locks`) has this shape.
 * `request` runs `callback` once no other holder of `name` (in any tab) is inside it, and settles
 * with what `callback` returns.
 */
export interface CrossTabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The lock every tab takes around a token refresh (Web Locks names are per origin). */
export const REFRESH_LOCK_NAME = 'dala-business:token-refresh';

/** `navigator.locks` where the browser has it (every current one); null elsewhere (Node, old browsers). */
export function browserLocks(): CrossTabLocks | null {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  // The lock is held until the promise `callback` returns settles; `request` settles with its value.
  return {
    request: async <T>(name: string, callback: () => Promise<T>): Promise<T> =>
      await locks.request(name, () => callback()),
  };
}

/** Where the client reports what it swallows (revoke and refresh failures). Never given tokens. */
export interface ApiLogger {
  error(message: string, details?: Record<string, unknown>): void;
}

export interface ApiClientOptions {
  /**
   * The API origin, e.g. `https://api.example.kz`; empty for the page's own origin. Paths
   * (`/api/v1/…`) are appended to it.
   */
  baseUrl: string;
  /** The language of the page, read on every request. */
  getLocale: () => Locale;
  /** Where tokens live. @default an in-memory store (the browser passes `createBrowserTokenStore()`) */
  tokens?: TokenStore;
  /**
   * Serialises refreshes across the tabs that share `tokens` (they share localStorage). The
   * server spends a refresh token on use and ends the session when it comes back, so two tabs
   * refreshing with the same token at once would log the visitor out. `null`: no cross-tab
   * lock, one refresh per page only. @default browserLocks()
   */
  locks?: CrossTabLocks | null;
  /** @default globalThis.fetch, looked up on each call */
  fetch?: typeof fetch;
  /** Called once when a refresh fails and the session ends, before the reload. */
  onSessionExpired?: () => void;
  /** Reloads the page. @default window.location.reload() */
  reload?: () => void;
  /** @default REQUEST_TIMEOUT_MS (10 000) */
  timeoutMs?: number;
  clock?: Clock;
  logger?: ApiLogger;
}

export interface ApiClient {
  readonly tokens: TokenStore;
  readonly baseUrl: string;
  getLocale(): Locale;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** Stores the tokens of a login. */
  setTokens(tokens: Tokens): void;
  /**
   * Revokes the refresh token (a failure is logged, never thrown) and clears both tokens.
   * `logout()` does this and then reloads the page.
   */
  endSession(): Promise<void>;
  logout(): Promise<void>;
  reload(): void;
}

/** The largest raw (non-JSON) error body kept on an `HttpError`: enough to recognise a proxy page. */
const RAW_BODY_LIMIT = 2000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const tokens = options.tokens ?? createMemoryTokenStore();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock: Clock = options.clock ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const logger: ApiLogger = options.logger ?? {
    error: (message, details) => console.error(`[api] ${message}`, details ?? ''),
  };
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const reload =
    options.reload ??
    (() => {
      if (typeof window !== 'undefined') window.location.reload();
    });

  /** The spec allows one reload for a failed refresh per page life; this client lives as long. */
  let expired = false;
  let refreshing: Promise<string | null> | null = null;

  function urlFor(path: string, query: RequestOptions['query']): string {
    let url = baseUrl + path;
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== null && value !== undefined) params.append(key, String(value));
      }
      const search = params.toString();
      if (search) url += `?${search}`;
    }
    return url;
  }

  /** What may be logged about a failure: never a token, a body or a query string. */
  function describe(error: unknown): Record<string, unknown> {
    if (!isApiError(error)) return { error: error instanceof Error ? error.name : typeof error };
    return {
      kind: error.kind,
      method: error.method,
      path: error.path,
      ...(error instanceof HttpError ? { status: error.status, code: error.code } : {}),
    };
  }

  /** One HTTP exchange with the timeout; no 401 handling. */
  async function send<T>(
    method: HttpMethod,
    path: string,
    { query, body, responseType = 'json', signal }: RequestOptions,
    accessToken: string | null,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
    };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // The browser writes the multipart boundary into Content-Type itself.
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json; charset=utf-8';
      payload = JSON.stringify(body);
    }

    const controller = new AbortController();
    let timedOut = false;
    let rejectAborted: (reason: unknown) => void = () => {};
    // Raced against fetch and the body read, so a fetch that ignores its signal still times out.
    const aborted = new Promise<never>((_, reject) => (rejectAborted = reject));
    aborted.catch(() => {});
    const abortWith = (reason: unknown) => {
      controller.abort(reason);
      rejectAborted(reason);
    };
    const timer = clock.setTimeout(() => {
      timedOut = true;
      abortWith(new RequestTimeoutError(method, path, timeoutMs));
    }, timeoutMs);
    const callerReason = () => signal?.reason ?? new DOMException('Aborted', 'AbortError');
    const onCallerAbort = () => abortWith(callerReason());
    if (signal?.aborted) onCallerAbort();
    else signal?.addEventListener('abort', onCallerAbort, { once: true });

    const failure = (error: unknown): unknown => {
      if (timedOut) return new RequestTimeoutError(method, path, timeoutMs);
      if (signal?.aborted) return callerReason();
      return new NetworkError(method, path, error);
    };

    try {
      let response: Response;
      try {
        response = await Promise.race([
          doFetch(urlFor(path, query), {
            method,
            headers,
            body: payload,
            signal: controller.signal,
            credentials: 'omit',
          }),
          aborted,
        ]);
      } catch (error) {
        throw failure(error);
      }

      if (response.ok && responseType === 'blob') {
        try {
          return (await Promise.race([response.blob(), aborted])) as T;
        } catch (error) {
          throw failure(error);
        }
      }

      let text: string;
      try {
        text = await Promise.race([response.text(), aborted]);
      } catch (error) {
        throw failure(error);
      }

      if (!response.ok) {
        let errorBody: HttpError['body'] = text ? text.slice(0, RAW_BODY_LIMIT) : null;
        try {
          const parsed: unknown = JSON.parse(text);
          if (isApiErrorBody(parsed)) errorBody = parsed;
        } catch {
          // Not JSON: an HTML error page of a proxy or a gateway; keep the start of it.
        }
        throw new HttpError(method, path, response.status, errorBody);
      }

      if (text.trim() === '') return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new MalformedResponseError(method, path, response.status, error);
      }
    } finally {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function expire() {
    tokens.clear();
    if (expired) return;
    expired = true;
    options.onSessionExpired?.();
    reload();
  }

  /** Spends the stored refresh token for a new pair. Never throws: a failure ends the session. */
  async function refreshNow(): Promise<string | null> {
    const refreshToken = tokens.getRefresh();
    if (!refreshToken) {
      logger.error('session cannot be refreshed: no refresh token stored');
      expire();
      return null;
    }
    try {
      const result = await send<Partial<Out<'refreshToken'>> | undefined>(
        'POST',
        API_PATHS.refreshToken,
        { body: { refreshToken } satisfies In<'refreshToken'> },
        null,
      );
      if (!result?.accessToken || !result.refreshToken) {
        throw new MalformedResponseError('POST', API_PATHS.refreshToken, 200, 'no tokens');
      }
      tokens.set({ accessToken: result.accessToken, refreshToken: result.refreshToken });
      return result.accessToken;
    } catch (error) {
      logger.error('token refresh failed', describe(error));
      expire();
      return null;
    }
  }

  /**
   * Inside the cross-tab lock: when the stored refresh token is no longer the one this tab
   * started with, another tab has rotated the pair while this one waited, and spending the old
   * token again would end the session (the server takes it for theft). Its access token is used.
   */
  function refreshHolding(startedWith: string | null): Promise<string | null> {
    const storedRefresh = tokens.getRefresh();
    const storedAccess = tokens.getAccess();
    if (startedWith && storedRefresh && storedRefresh !== startedWith && storedAccess) {
      return Promise.resolve(storedAccess);
    }
    return refreshNow();
  }

  async function runRefresh(): Promise<string | null> {
    const startedWith = tokens.getRefresh();
    if (!locks) return refreshNow();
    let entered = false;
    try {
      return await locks.request(REFRESH_LOCK_NAME, () => {
        entered = true;
        return refreshHolding(startedWith);
      });
    } catch (error) {
      // `refreshHolding` never throws: this is the lock itself failing (a sandboxed frame, a
      // document being torn down). Refresh without it rather than end a good session.
      if (entered) throw error;
      logger.error('refresh lock unavailable', describe(error));
      return refreshHolding(startedWith);
    }
  }

  /**
   * Every 401 arriving while a refresh is under way waits for that same refresh; across tabs
   * the refreshes take turns (`locks`).
   */
  function refreshAccessToken(): Promise<string | null> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const normalized = String(method).toUpperCase();
    if (!(SUPPORTED_METHODS as readonly string[]).includes(normalized)) {
      throw new UnsupportedMethodError(String(method), path);
    }
    const verb = normalized as HttpMethod;
    if (!requestOptions.auth) return send<T>(verb, path, requestOptions, null);

    // A call made while a refresh is in flight waits for it rather than spending a doomed request.
    if (refreshing) await refreshing;
    const usedToken = tokens.getAccess();
    try {
      return await send<T>(verb, path, requestOptions, usedToken);
    } catch (error) {
      // Without a token there was no session to refresh: the 401 is the answer.
      if (!(error instanceof HttpError) || error.status !== 401 || !usedToken) throw error;
      const current = tokens.getAccess();
      // Another call of this page, or another tab, already refreshed while this one was on the
      // wire: the stored token is newer than the one refused, so retry with it, no refresh.
      const fresh = current && current !== usedToken ? current : await refreshAccessToken();
      if (!fresh) throw error;
      return send<T>(verb, path, requestOptions, fresh);
    }
  }

  async function endSession(): Promise<void> {
    const refreshToken = tokens.getRefresh();
    if (refreshToken) {
      try {
        const body: In<'revokeToken'> = { token: refreshToken };
        await send('POST', API_PATHS.revokeToken, { body }, null);
      } catch (error) {
        logger.error('token revoke failed', describe(error));
      }
    }
    tokens.clear();
  }

  return {
    tokens,
    baseUrl,
    getLocale: options.getLocale,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    setTokens: (value) => tokens.set(value),
    endSession,
    async logout() {
      await endSession();
      reload();
    },
    reload,
  };
}
