import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFailure } from '../../forms/failure.ts';
import { NcaLayerBlocked, NcaLayerUnavailable } from './errors.ts';
import {
  LOOPBACK_PERMISSION,
  readLoopbackAccess,
  type LoopbackAccess,
  type PermissionsLike,
} from './loopbackAccess.ts';
import {
  NCALAYER_CONNECT_TIMEOUT_MS,
  NCALAYER_PERMISSION_PROMPT_TIMEOUT_MS,
  createNcaLayerClient,
} from './ncaLayer.ts';
import { signerOutcomeCode } from './outcome.ts';
import { SignerOutcome, edsProblemOf, signedCms } from './problem.ts';
import { fakeNcaLayer } from './testing.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const REQUEST = { data: 'YQ==', usage: 'sign', locale: 'ru' } as const;

/** `navigator.permissions` as Chrome 145+ answers it, with the state the test sets. */
function fakePermissions(initial: LoopbackAccess | 'throws') {
  let state = initial;
  const asked: string[] = [];
  const status = new EventTarget() as EventTarget & { state: PermissionState };
  const permissions: PermissionsLike = {
    query: ({ name }) => {
      asked.push(name);
      if (name !== LOOPBACK_PERMISSION || state === 'throws') {
        return Promise.reject(new TypeError(`'${name}' is not a valid PermissionName`));
      }
      status.state = state as PermissionState;
      return Promise.resolve(status);
    },
  };
  return {
    permissions,
    asked,
    /** The person answers the browser's question, or changes the site's setting. */
    change(next: LoopbackAccess) {
      state = next;
      status.state = next as PermissionState;
      status.dispatchEvent(new Event('change'));
    },
  };
}

function setup(access: LoopbackAccess | 'throws') {
  const layer = fakeNcaLayer();
  const browser = fakePermissions(access);
  const client = createNcaLayerClient({
    createSocket: layer.createSocket,
    readAccess: () => readLoopbackAccess(browser.permissions),
  });
  return { layer, browser, client };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readLoopbackAccess', () => {
  it('asks for loopback-network only, never the old local-network-access name', async () => {
    const browser = fakePermissions('granted');
    expect((await readLoopbackAccess(browser.permissions)).state).toBe('granted');
    expect(browser.asked).toEqual(['loopback-network']);
  });

  it('is unknown where the browser has no such permission or no Permissions API', async () => {
    expect((await readLoopbackAccess(fakePermissions('throws').permissions)).state).toBe('unknown');
    expect((await readLoopbackAccess(undefined)).state).toBe('unknown');
  });
});

describe('NCALayer client and the loopback permission', () => {
  it('denied: the failed socket is reported as blocked by the browser, not as NCALayer missing', async () => {
    const { layer, client } = setup('denied');
    const pending = client.sign(REQUEST);
    await settle();
    layer.last.refuse();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NcaLayerBlocked);
    expect(signerOutcomeCode(error)).toBe('SIGNER_BLOCKED');
  });

  it('granted, then nothing answers: unavailable, and the permission is ruled out', async () => {
    const { layer, client } = setup('granted');
    const pending = signedCms(client.sign(REQUEST));
    await settle();
    layer.last.refuse();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignerOutcome);
    expect(error).toMatchObject({
      code: 'SIGNER_UNAVAILABLE',
      params: { signerAccess: 'granted' },
    });
    // As the form layer reads it for the page.
    const problem = edsProblemOf(readFailure(error, 'ru'), 'ru');
    expect(problem).toMatchObject({ code: 'SIGNER_UNAVAILABLE', signerAccess: 'granted' });
  });

  it('prompt: waits for the person’s answer beyond the usual connect timeout', async () => {
    vi.useFakeTimers();
    const { layer, client } = setup('prompt');
    const pending = client.sign(REQUEST);
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(NCALAYER_CONNECT_TIMEOUT_MS + 1);
    expect(layer.sockets).toHaveLength(1);
    expect(layer.last.readyState).toBe(0);
    // «Разрешить»: the browser lets the socket through.
    layer.last.open();
    await vi.advanceTimersByTimeAsync(0);
    layer.last.receive('{"status":true,"body":{"result":"MII"}}');
    await expect(pending).resolves.toEqual({ kind: 'signed', cms: 'MII' });
    expect(await caught).toEqual({ kind: 'signed', cms: 'MII' });
  });

  it('prompt, then «Блокировать»: fails at once as blocked, without waiting out the prompt', async () => {
    vi.useFakeTimers();
    const { browser, client } = setup('prompt');
    const caught = client.sign(REQUEST).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    browser.change('denied');
    await vi.advanceTimersByTimeAsync(0);
    expect(await caught).toBeInstanceOf(NcaLayerBlocked);
  });

  it('prompt left unanswered: unavailable after the prompt timeout, with the permission step', async () => {
    vi.useFakeTimers();
    const { client } = setup('prompt');
    const caught = client.sign(REQUEST).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(NCALAYER_PERMISSION_PROMPT_TIMEOUT_MS);
    const error = await caught;
    expect(error).toBeInstanceOf(NcaLayerUnavailable);
    expect(error).not.toBeInstanceOf(NcaLayerBlocked);
    expect((error as NcaLayerUnavailable).access).toBe('prompt');
  });

  it('a browser without the permission: the old behaviour, unavailable after 4 s', async () => {
    vi.useFakeTimers();
    const { client } = setup('throws');
    const caught = client.sign(REQUEST).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(NCALAYER_CONNECT_TIMEOUT_MS);
    expect(await caught).toMatchObject({ kind: 'unavailable', access: 'unknown' });
  });
});
