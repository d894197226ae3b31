// @vitest-environment node
// Node on purpose: the client must work where the site is prerendered, with no window at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contract/locale.ts';
import {
  REFRESH_LOCK_NAME,
  createApiClient,
  type ApiClientOptions,
  type CrossTabLocks,
} from './client.ts';
import {
  HttpError,
  MalformedResponseError,
  NetworkError,
  RequestTimeoutError,
  UnsupportedMethodError,
} from './errors.ts';
import { fakeLocks } from './test/fakeLocks.ts';
import { errorJson, hang, json, scriptedFetch, type Handler } from './test/scriptedFetch.ts';
import { createMemoryTokenStore, type TokenStore } from './tokens.ts';

const REFRESH = '/api/v1/refresh-token';
const REVOKE = '/api/v1/revoke-token';
const ACCOUNT = '/api/v1/creatio/account-info';

function setup(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const server = scriptedFetch(handler);
  const tokens = createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const reload = vi.fn();
  const onSessionExpired = vi.fn();
  const logger = { error: vi.fn() };
  let locale: Locale = 'ru';
  const client = createApiClient({
    baseUrl: 'https://api.example.kz/',
    getLocale: () => locale,
    tokens,
    fetch: server.fetch,
    reload,
    onSessionExpired,
    logger,
    ...extra,
  });
  return {
    client,
    server,
    tokens,
    reload,
    onSessionExpired,
    logger,
    setLocale: (next: Locale) => (locale = next),
    calls: (path: string) => server.requests.filter((r) => r.path === path),
  };
}

/** Answers authenticated calls by the bearer they carry: only `valid` passes. */
function bearerServer(valid: string, onRefresh: Handler): Handler {
  return (req) => {
    if (req.path === REFRESH) return onRefresh(req);
    if (req.headers.get('authorization') === `Bearer ${valid}`) {
      return json({ companyName: 'ТОО «Степной Логистик»' });
    }
    return errorJson(401, 'UNAUTHORIZED');
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('asks for JSON in the current language and joins the base URL and query', async () => {
    const t = setup(() => json({ ok: true }));
    await t.client.get('/api/v1/creatio-landing/price-plan-offer', {
      query: { bin: '180440000128', skip: undefined, none: null },
    });
    t.setLocale('kk');
    await t.client.get('/api/health');

    const [first, second] = t.server.requests;
    expect(first?.url).toBe(
      'https://api.example.kz/api/v1/creatio-landing/price-plan-offer?bin=180440000128',
    );
    expect(first?.method).toBe('GET');
    expect(first?.headers.get('accept')).toBe('application/json');
    expect(first?.headers.get('accept-language')).toBe('ru');
    expect(second?.headers.get('accept-language')).toBe('kk');
  });

  it('keeps calls on the same origin when no base is given', async () => {
    const t = setup(() => json({}), { baseUrl: '' });
    await t.client.get('/api/health');
    expect(t.server.requests[0]?.url).toBe('/api/health');
  });

  it('sends POST bodies as JSON in utf-8, Kazakh letters intact', async () => {
    const t = setup(() => json({ id: 7 }));
    const answer = await t.client.post<{ id: number }>('/api/v1/creatio/create-consultancy', {
      name: 'Әсел Құрманғали',
    });
    const sent = t.server.requests[0];
    expect(answer).toEqual({ id: 7 });
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(sent?.body).toEqual({ name: 'Әсел Құрманғали' });
  });

  it('adds the bearer token only to authenticated calls', async () => {
    const t = setup(() => json({}));
    await t.client.get('/api/v1/creatio/banks', { auth: true });
    await t.client.get('/api/health');
    expect(t.server.requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(t.server.requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('leaves Content-Type to the browser for multipart bodies', async () => {
    const t = setup(() => json({ id: 'c1' }));
    const form = new FormData();
    form.append('productName', 'Orman AI');
    await t.client.post('/api/v1/creatio/success-cases', form);
    const sent = t.server.requests[0];
    expect(sent?.body).toBe(form);
    expect(sent?.headers.has('content-type')).toBe(false);
  });

  it('returns undefined for an empty 2xx answer and a Blob for downloads', async () => {
    const t = setup((req) =>
      req.path.endsWith('.pdf')
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))
        : new Response(null, { status: 204 }),
    );
    expect(await t.client.post('/api/v1/revoke-token', { token: 'x' })).toBeUndefined();
    const file = await t.client.get<Blob>('/docs/contract.pdf', { responseType: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('refuses an unsupported method without sending anything', async () => {
    const t = setup(() => json({}));
    // @ts-expect-error TRACE is not an HttpMethod; JavaScript callers can still pass it.
    const call = t.client.request('TRACE', '/api/health');
    await expect(call).rejects.toThrow(/^Unsupported HTTP method: TRACE$/);
    await expect(call).rejects.toBeInstanceOf(UnsupportedMethodError);
    expect(t.server.requests).toHaveLength(0);
  });
});

describe('failures', () => {
  it('raises HTTP {status} with the JSON error body attached', async () => {
    const t = setup(() =>
      errorJson(422, 'VALIDATION_FAILED', 'Проверьте правильность заполнения полей', {
        fields: { bin: { code: 'BIN_INVALID', message: 'Некорректный БИН или ИИН' } },
      }),
    );
    const error = await t.client
      .get('/api/v1/creatio-landing/price-plan-offer', { query: { bin: '1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const http = error as HttpError;
    expect(http.message).toBe('HTTP 422');
    expect(http.status).toBe(422);
    expect(http.code).toBe('VALIDATION_FAILED');
    expect(http.body).toMatchObject({ error: { fields: { bin: { code: 'BIN_INVALID' } } } });
    // The query may carry a BIN or a phone: it stays out of the error.
    expect(http.path).toBe('/api/v1/creatio-landing/price-plan-offer');
  });

  it('keeps an HTML error page of a gateway as text', async () => {
    const t = setup(
      () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = (await t.client
      .get('/api/v1/creatio/banks')
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('HTTP 502');
    expect(error.code).toBeUndefined();
    expect(error.body).toContain('502 Bad Gateway');
  });

  it('turns a fetch that cannot connect into a NetworkError', async () => {
    const t = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await t.client.get('/api/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('turns a 2xx answer that is not JSON into a MalformedResponseError', async () => {
    const t = setup(() => new Response('<!doctype html><title>site</title>', { status: 200 }));
    const error = await t.client.get('/api/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).status).toBe(200);
  });

  it('aborts after 10 000 ms with a typed timeout error', async () => {
    vi.useFakeTimers();
    const t = setup(hang);
    const call = t.client.get('/api/health');
    const settled = vi.fn();
    call.catch(settled);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 10_000 });
    expect(t.server.requests[0]?.signal?.aborted).toBe(true);
  });

  it('times out even when fetch ignores the abort signal, and also while reading the body', async () => {
    vi.useFakeTimers();
    const neverEnding = new ReadableStream({ start() {} });
    const t = setup((req) =>
      req.path === '/slow-body' ? new Response(neverEnding) : new Promise<Response>(() => {}),
    );
    const head = t.client.get('/slow-head').catch((e: unknown) => e);
    const body = t.client.get('/slow-body').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await head).toBeInstanceOf(RequestTimeoutError);
    expect(await body).toBeInstanceOf(RequestTimeoutError);
  });

  it('passes a caller abort through as is, not as a timeout', async () => {
    const t = setup(hang);
    const controller = new AbortController();
    const call = t.client.get('/api/health', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('does not touch the session on a 401 of a public call', async () => {
    const t = setup(() => errorJson(401, 'UNAUTHORIZED'));
    await expect(t.client.get('/api/health')).rejects.toMatchObject({ status: 401 });
    expect(t.calls(REFRESH)).toHaveLength(0);
    expect(t.tokens.getAccess()).toBe('access-1');
  });
});

describe('401 on an authenticated call', () => {
  it('refreshes once and retries the call once with the new token', async () => {
    const t = setup(
      bearerServer('access-2', () => json({ accessToken: 'access-2', refreshToken: 'refresh-2' })),
    );
    const user = await t.client.get(ACCOUNT, { auth: true });

    expect(user).toEqual({ companyName: 'ТОО «Степной Логистик»' });
    const refreshes = t.calls(REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(refreshes[0]?.headers.has('authorization')).toBe(false);
    expect(t.calls(ACCOUNT).map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(t.tokens.getAccess()).toBe('access-2');
    expect(t.tokens.getRefresh()).toBe('refresh-2');
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('rethrows when the retry is refused again, without a second refresh', async () => {
    const t = setup((req) =>
      req.path === REFRESH
        ? json({ accessToken: 'access-2', refreshToken: 'refresh-2' })
        : errorJson(401, 'UNAUTHORIZED'),
    );
    const error = await t.client.get(ACCOUNT, { auth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(t.calls(REFRESH)).toHaveLength(1);
    expect(t.calls(ACCOUNT)).toHaveLength(2);
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('shares one refresh among 50 concurrent calls and retries all 50', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const t = setup(
      bearerServer('access-2', async () => {
        await refreshGate;
        return json({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }),
    );
    const calls = Array.from({ length: 50 }, () => t.client.get(ACCOUNT, { auth: true }));
    // Let every first attempt come back 401 before the refresh answers: all 50 sent, then one
    // turn of the event loop, in which their 401s (answered at once) are read and join the refresh.
    await vi.waitFor(() => expect(t.calls(REFRESH)).toHaveLength(1));
    await vi.waitFor(() => expect(t.calls(ACCOUNT)).toHaveLength(50));
    await new Promise((turn) => setTimeout(turn, 0));
    releaseRefresh();
    const results = await Promise.all(calls);

    expect(results).toHaveLength(50);
    expect(results.every((r) => (r as { companyName: string }).companyName)).toBe(true);
    expect(t.calls(REFRESH)).toHaveLength(1);
    const retries = t
      .calls(ACCOUNT)
      .filter((r) => r.headers.get('authorization') === 'Bearer access-2');
    expect(retries).toHaveLength(50);
    expect(t.calls(ACCOUNT)).toHaveLength(100);
  });

  it('retries with the fresh token, without refreshing again, when a 401 arrives after the refresh', async () => {
    let lateAnswer: (r: Response) => void = () => {};
    const t = setup((req) => {
      if (req.path === REFRESH) return json({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      if (req.path === '/late') {
        if (req.headers.get('authorization') === 'Bearer access-2') return json({ late: true });
        return new Promise<Response>((resolve) => (lateAnswer = resolve));
      }
      return req.headers.get('authorization') === 'Bearer access-2'
        ? json({ ok: true })
        : errorJson(401, 'UNAUTHORIZED');
    });
    const late = t.client.get('/late', { auth: true });
    await t.client.get(ACCOUNT, { auth: true });
    lateAnswer(errorJson(401, 'UNAUTHORIZED'));
    expect(await late).toEqual({ late: true });
    expect(t.calls(REFRESH)).toHaveLength(1);
  });

  it('on a failed refresh clears the tokens, rethrows the original errors and reloads only once', async () => {
    const t = setup((req) =>
      req.path === REFRESH
        ? errorJson(401, 'UNAUTHORIZED')
        : errorJson(401, 'UNAUTHORIZED', 'first'),
    );
    const errors = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.client.get(ACCOUNT, { auth: true }).catch((e: unknown) => e),
      ),
    );
    expect(errors.every((e) => e instanceof HttpError && e.status === 401)).toBe(true);
    expect(t.tokens.getAccess()).toBeNull();
    expect(t.tokens.getRefresh()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);

    // The page has not gone yet; a later session that fails again must not reload a second time.
    t.tokens.set({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    await t.client.get(ACCOUNT, { auth: true }).catch(() => undefined);
    expect(t.calls(REFRESH)).toHaveLength(2);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.logger.error).toHaveBeenCalled();
  });

  it('treats a refresh answer without tokens as a failed refresh', async () => {
    const t = setup((req) => (req.path === REFRESH ? json({}) : errorJson(401, 'UNAUTHORIZED')));
    await expect(t.client.get(ACCOUNT, { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(t.tokens.getAccess()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('ends a session that has no refresh token', async () => {
    const t = setup(() => errorJson(401, 'UNAUTHORIZED'));
    t.tokens.clear();
    t.tokens.set({ accessToken: 'only-access', refreshToken: '' });
    await expect(t.client.get(ACCOUNT, { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(t.calls(REFRESH)).toHaveLength(0);
    expect(t.tokens.getAccess()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('does not refresh or reload when no token was sent (anonymous visitor)', async () => {
    const t = setup(() => errorJson(401, 'UNAUTHORIZED'));
    t.tokens.clear();
    await expect(t.client.get(ACCOUNT, { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(t.calls(ACCOUNT)[0]?.headers.has('authorization')).toBe(false);
    expect(t.calls(REFRESH)).toHaveLength(0);
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('never puts a token in a URL or a log line', async () => {
    const t = setup((req) =>
      req.path === REFRESH ? errorJson(500, 'SERVICE_ERROR') : errorJson(401, 'UNAUTHORIZED'),
    );
    await t.client.get(ACCOUNT, { auth: true }).catch(() => undefined);
    const logged = JSON.stringify(t.logger.error.mock.calls);
    for (const secret of ['access-1', 'refresh-1']) {
      expect(logged).not.toContain(secret);
      expect(t.server.requests.some((r) => r.url.includes(secret))).toBe(false);
    }
  });
});

/**
 * The reference backend's token rules in miniature: a refresh token is spent on use, and one
 * presented again ends the session (every token of it stops working). Account calls with the
 * starting access token wait until `holdFirst` of them have arrived, so the tabs' 401s come back
 * together, as when two tabs wake up with an expired token.
 */
function rotatingServer(holdFirst = 1) {
  let generation = 1;
  let ended = false;
  const spent = new Set<string>();
  const held: Array<() => void> = [];
  const handler: Handler = async (req) => {
    if (req.path === REFRESH) {
      const { refreshToken } = req.body as { refreshToken: string };
      if (ended || spent.has(refreshToken) || refreshToken !== `refresh-${generation}`) {
        if (spent.has(refreshToken)) ended = true;
        return errorJson(401, 'REFRESH_TOKEN_INVALID');
      }
      spent.add(refreshToken);
      generation += 1;
      return json({ accessToken: `access-${generation}`, refreshToken: `refresh-${generation}` });
    }
    const bearer = req.headers.get('authorization');
    if (bearer === 'Bearer access-1' && held.length < holdFirst) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        if (held.length === holdFirst) for (const release of held) release();
      });
    }
    if (!ended && generation > 1 && bearer === `Bearer access-${generation}`) {
      return json({ companyName: 'ТОО «Степной Логистик»' });
    }
    return errorJson(401, 'TOKEN_EXPIRED');
  };
  return { handler, ended: () => ended };
}

/** A tab: its own client (its own page state) over the storage and locks all tabs share. */
function tab(
  server: ReturnType<typeof scriptedFetch>,
  tokens: TokenStore,
  locks: CrossTabLocks | null,
) {
  const reload = vi.fn();
  const logger = { error: vi.fn() };
  const client = createApiClient({
    baseUrl: '',
    getLocale: () => 'ru',
    tokens,
    fetch: server.fetch,
    locks,
    reload,
    logger,
  });
  return { client, reload, logger };
}

describe('tabs sharing the stored tokens', () => {
  const startTokens = () =>
    createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const refreshes = (server: ReturnType<typeof scriptedFetch>) =>
    server.requests.filter((r) => r.path === REFRESH);

  it('take turns: the second tab uses the pair the first one got, and the session lives', async () => {
    const backend = rotatingServer(2);
    const server = scriptedFetch(backend.handler);
    const shared = startTokens();
    const { locks, granted, mostAtOnce } = fakeLocks();
    const [first, second] = [tab(server, shared, locks), tab(server, shared, locks)];

    const answers = await Promise.all([
      first.client.get(ACCOUNT, { auth: true }),
      second.client.get(ACCOUNT, { auth: true }),
    ]);

    expect(answers).toEqual([
      { companyName: 'ТОО «Степной Логистик»' },
      { companyName: 'ТОО «Степной Логистик»' },
    ]);
    expect(refreshes(server)).toHaveLength(1);
    expect(granted).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(mostAtOnce()).toBe(1);
    expect(backend.ended()).toBe(false);
    expect([shared.getAccess(), shared.getRefresh()]).toEqual(['access-2', 'refresh-2']);
    expect(first.reload).not.toHaveBeenCalled();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('without a cross-tab lock the same moment spends the token twice and ends the session', async () => {
    // Why the lock exists: this is what two tabs did before it.
    const backend = rotatingServer(2);
    const server = scriptedFetch(backend.handler);
    const shared = startTokens();
    const [first, second] = [tab(server, shared, null), tab(server, shared, null)];

    await Promise.allSettled([
      first.client.get(ACCOUNT, { auth: true }),
      second.client.get(ACCOUNT, { auth: true }),
    ]);

    expect(refreshes(server)).toHaveLength(2);
    expect(backend.ended()).toBe(true);
    expect(first.reload.mock.calls.length + second.reload.mock.calls.length).toBeGreaterThan(0);
  });

  it('still shares one refresh among 50 concurrent 401s of a page, taking the lock once', async () => {
    const backend = rotatingServer(50);
    const server = scriptedFetch(backend.handler);
    const { locks, granted } = fakeLocks();
    const page = tab(server, startTokens(), locks);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => page.client.get(ACCOUNT, { auth: true })),
    );

    expect(answers).toHaveLength(50);
    expect(refreshes(server)).toHaveLength(1);
    expect(granted).toEqual([REFRESH_LOCK_NAME]);
    expect(server.requests.filter((r) => r.path === ACCOUNT)).toHaveLength(100);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('retries a 401 with the stored token when another tab replaced it meanwhile, without refreshing', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const server = scriptedFetch((req) => {
      if (req.path === REFRESH) return errorJson(401, 'REFRESH_TOKEN_INVALID');
      if (req.headers.get('authorization') === 'Bearer access-2') return json({ ok: true });
      return new Promise<Response>((resolve) => (answerFirst = resolve));
    });
    const shared = startTokens();
    const { locks, granted } = fakeLocks();
    const page = tab(server, shared, locks);

    const call = page.client.get(ACCOUNT, { auth: true });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    // Another tab refreshes while this request is on the wire.
    shared.set({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    answerFirst(errorJson(401, 'TOKEN_EXPIRED'));

    expect(await call).toEqual({ ok: true });
    expect(refreshes(server)).toHaveLength(0);
    expect(granted).toEqual([]);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('ends the session in every tab when the refresh itself is refused, with no second refresh', async () => {
    const server = scriptedFetch((req) =>
      req.path === REFRESH
        ? errorJson(401, 'REFRESH_TOKEN_INVALID')
        : errorJson(401, 'TOKEN_EXPIRED'),
    );
    const shared = startTokens();
    const { locks } = fakeLocks();
    const [first, second] = [tab(server, shared, locks), tab(server, shared, locks)];

    const errors = await Promise.all([
      first.client.get(ACCOUNT, { auth: true }).catch((e: unknown) => e),
      second.client.get(ACCOUNT, { auth: true }).catch((e: unknown) => e),
    ]);

    expect(errors.every((e) => e instanceof HttpError && e.status === 401)).toBe(true);
    expect(refreshes(server)).toHaveLength(1);
    expect(shared.getAccess()).toBeNull();
    expect(first.reload).toHaveBeenCalledOnce();
    expect(second.reload).toHaveBeenCalledOnce();
  });

  it('takes the browser’s navigator.locks by default', async () => {
    const { locks, granted } = fakeLocks();
    const request = vi.fn((name: string, callback: (lock: unknown) => Promise<unknown>) =>
      locks.request(name, () => callback({ name, mode: 'exclusive' })),
    );
    vi.stubGlobal('navigator', { locks: { request } });
    try {
      const server = scriptedFetch(rotatingServer(1).handler);
      const client = createApiClient({
        baseUrl: '',
        getLocale: () => 'ru',
        tokens: startTokens(),
        fetch: server.fetch,
        reload: vi.fn(),
      });
      await client.get(ACCOUNT, { auth: true });
      expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
      expect(granted).toEqual([REFRESH_LOCK_NAME]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refreshes without the lock when the lock itself fails', async () => {
    const backend = rotatingServer(1);
    const server = scriptedFetch(backend.handler);
    const broken: CrossTabLocks = {
      request: () =>
        Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
    };
    const page = tab(server, startTokens(), broken);

    expect(await page.client.get(ACCOUNT, { auth: true })).toEqual({
      companyName: 'ТОО «Степной Логистик»',
    });
    expect(refreshes(server)).toHaveLength(1);
    expect(page.logger.error).toHaveBeenCalledWith('refresh lock unavailable', expect.any(Object));
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears both tokens and reloads', async () => {
    const t = setup(() => new Response(null, { status: 204 }));
    await t.client.logout();
    expect(t.calls(REVOKE)[0]?.body).toEqual({ token: 'refresh-1' });
    expect(t.tokens.getAccess()).toBeNull();
    expect(t.tokens.getRefresh()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500', () => errorJson(500, 'SERVICE_ERROR')],
    ['a dropped connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('still clears the tokens and reloads when the revoke fails with %s', async (_, answer) => {
    const t = setup(answer);
    await expect(t.client.logout()).resolves.toBeUndefined();
    expect(t.tokens.getAccess()).toBeNull();
    expect(t.tokens.getRefresh()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.logger.error).toHaveBeenCalledWith('token revoke failed', expect.any(Object));
    expect(JSON.stringify(t.logger.error.mock.calls)).not.toContain('refresh-1');
  });
});
