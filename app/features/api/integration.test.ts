// @vitest-environment node
/**
 * The client against the real reference backend: `server/main.ts` started as `npm start` runs it,
 * on a free port of 127.0.0.1 with a throwaway database and the developer routes on (to read the
 * SMS outbox). Started as a process, not imported: the app layer must not import the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type DevOut } from '../../../contract/index.ts';
import { DEV_CALLS } from '../../../contract/calls/index.ts';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { callEndpoint } from './endpoints.ts';
import { HttpError } from './errors.ts';
import { readFailure } from '../../forms/index.ts';
import { fakeLocks, memoryStorage } from './test/fakeLocks.ts';
import { createBrowserTokenStore, createMemoryTokenStore, type StorageHost } from './tokens.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/**
 * Seeded demo companies with applications, so the cabinet's access gate lets them in. One per
 * login: a phone may ask for a new code only after the resend countdown.
 */
const COMPANY = { bin: '180440000128', phone: '+77011234567', name: 'ТОО «Степной Логистик»' };
const SECOND = { bin: '081140000377', phone: '+77051112233', name: 'ТОО «Алма Дизайн Студио»' };
const THIRD = { bin: '160440000372', phone: '+77471234500', name: 'ТОО «Мега Маркет Шымкент»' };
const FOURTH = { bin: '190240000370', phone: '+77781234501', name: 'ТОО «Каспий Сервис Групп»' };
type Company = typeof COMPANY;

let baseUrl = '';
let child: ChildProcess | undefined;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'biz-api-client-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_DIR: '',
      LOG_LEVEL: 'silent',
      DEV_API: '1',
      EXIT_WITH_STDIN: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}, 40_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child?.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function client(extra: Partial<ApiClientOptions> = {}) {
  const reload = vi.fn();
  const api = createApiClient({
    baseUrl,
    getLocale: () => 'ru',
    tokens: createMemoryTokenStore(),
    reload,
    logger: { error: vi.fn() },
    ...extra,
  });
  return { api, reload };
}

/** The newest login code sent to `phone`, read from the developer outbox. */
async function lastCode(phone: string): Promise<string> {
  const res = await fetch(
    `${baseUrl}${DEV_CALLS.smsOutbox.path}?${new URLSearchParams({ phone })}`,
  );
  const { messages } = (await res.json()) as DevOut<'smsOutbox'>;
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

async function signIn(company: Company) {
  const { api, reload } = client();
  const sent = await callEndpoint(api, 'loginStart', { bin: company.bin, phone: company.phone });
  expect(sent.codeLength).toBeGreaterThan(0);
  const result = await callEndpoint(api, 'loginVerify', {
    bin: company.bin,
    phone: company.phone,
    code: await lastCode(company.phone),
  });
  api.setTokens(result);
  return { api, reload, result };
}

describe('the client against the reference backend', () => {
  it('makes a public call in the page language', async () => {
    const { api } = client({ getLocale: () => 'kk' });
    const offer = await callEndpoint(api, 'pricePlanOffer', { bin: COMPANY.bin });
    // The server runs on the machine's clock, after the offer's period (20.08–10.11.2025): the
    // company meets its rules, yet nobody is eligible for an offer that ended.
    expect(offer).toMatchObject({
      bin: COMPANY.bin,
      eligible: false,
      offer: { id: 'handset-offer', state: 'ended', endsOn: '2025-11-10' },
    });
    expect(offer.tariff.name).toBe('Кеңсе');
    const { countries } = await callEndpoint(api, 'roamingCountries');
    expect(countries.length).toBeGreaterThan(0);
  });

  it('turns a refused public call into worded field errors', async () => {
    const { api } = client({ getLocale: () => 'kk' });
    const error = await callEndpoint(api, 'pricePlanOffer', { bin: '180440000121' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect(readFailure(error, 'kk').fields).toEqual({ bin: 'БСН немесе ЖСН қате' });
    expect(readFailure(error, 'ru').message).toBe('Проверьте правильность заполнения полей');
  });

  it('logs in by SMS and makes authenticated calls with the bearer token', async () => {
    const { api, result } = await signIn(COMPANY);
    expect(result.account.companyName).toBe(COMPANY.name);
    const account = await callEndpoint(api, 'accountInfo');
    expect(account.bin).toBe(COMPANY.bin);
    const list = await callEndpoint(api, 'clientApplications', { productType: 'internet' });
    expect(list.productType).toBe('internet');
  });

  it('refreshes a rejected access token once, retries, and rotates the refresh token', async () => {
    const { api, reload, result } = await signIn(SECOND);
    // As if the access token had expired: the server no longer accepts it.
    api.tokens.set({ accessToken: 'expired-access-token', refreshToken: result.refreshToken });

    const [first, second] = await Promise.all([
      callEndpoint(api, 'accountInfo'),
      callEndpoint(api, 'accountInfo'),
    ]);
    expect(first.companyName).toBe(SECOND.name);
    expect(second.companyName).toBe(SECOND.name);
    const fresh = api.tokens.getAccess();
    expect(fresh).not.toBe('expired-access-token');
    expect(api.tokens.getRefresh()).not.toBe(result.refreshToken);
    expect(reload).not.toHaveBeenCalled();

    // Refreshed once more, the chain moves on past the first rotation …
    api.tokens.set({ accessToken: 'expired-too', refreshToken: api.tokens.getRefresh() ?? '' });
    expect((await callEndpoint(api, 'accountInfo')).companyName).toBe(SECOND.name);
    // … so the first refresh token is no retry within the grace window but a copy: refused, the
    // session ends and the page reloads once (server/README.md «Tokens»).
    api.tokens.set({ accessToken: 'expired-again', refreshToken: result.refreshToken });
    const error = await callEndpoint(api, 'accountInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(api.tokens.getAccess()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('logs out: the refresh token is revoked on the server', async () => {
    const { api, reload, result } = await signIn(THIRD);
    const refreshToken = api.tokens.getRefresh();
    await api.logout();
    expect(reload).toHaveBeenCalledOnce();
    expect(api.tokens.getAccess()).toBeNull();

    const { api: other, reload: otherReload } = client();
    other.tokens.set({ accessToken: result.accessToken, refreshToken: refreshToken ?? '' });
    await expect(callEndpoint(other, 'accountInfo')).rejects.toMatchObject({ status: 401 });
    expect(otherReload).toHaveBeenCalledOnce();
  });

  it('two tabs over one storage whose token expired together: one refresh, both answered, still signed in', async () => {
    const { result } = await signIn(FOURTH);
    // One localStorage and one lock manager, as the tabs of one origin have.
    const storage = memoryStorage();
    const host: StorageHost = {
      localStorage: storage,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const { locks } = fakeLocks();
    const refreshCalls: string[] = [];
    // Holds the tabs' first answers until both have come back 401, as when a laptop wakes up.
    const stale: Array<() => void> = [];
    const network: typeof fetch = async (input, init) => {
      const url = String(input);
      if (url.endsWith(API_PATHS.refreshToken)) refreshCalls.push(url);
      const response = await fetch(input, init);
      const bearer = new Headers(init?.headers).get('authorization');
      if (bearer === 'Bearer expired-access-token' && stale.length < 2) {
        await new Promise<void>((release) => {
          stale.push(release);
          if (stale.length === 2) for (const go of stale) go();
        });
      }
      return response;
    };
    const tabs = [0, 1].map(() =>
      client({ tokens: createBrowserTokenStore(host), locks, fetch: network }),
    );
    tabs[0]?.api.tokens.set({
      accessToken: 'expired-access-token',
      refreshToken: result.refreshToken,
    });

    const accounts = await Promise.all(tabs.map(({ api }) => callEndpoint(api, 'accountInfo')));

    expect(accounts.map((a) => a.companyName)).toEqual([FOURTH.name, FOURTH.name]);
    expect(refreshCalls).toHaveLength(1);
    for (const { reload } of tabs) expect(reload).not.toHaveBeenCalled();
    // The rotated pair is stored once for both tabs, and the session still works on the server.
    expect(storage.getItem('refresh')).not.toBe(result.refreshToken);
    const again = await Promise.all(tabs.map(({ api }) => callEndpoint(api, 'accountInfo')));
    expect(again.map((a) => a.bin)).toEqual([FOURTH.bin, FOURTH.bin]);
    expect(refreshCalls).toHaveLength(1);
  });
});
