import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDS_OID } from '../../../contract/index.ts';
import {
  NcaLayerConnectionLost,
  NcaLayerFailed,
  NcaLayerTimeout,
  NcaLayerUnavailable,
} from './errors.ts';
import {
  NCALAYER_CONNECT_TIMEOUT_MS,
  NCALAYER_SIGN_TIMEOUT_MS,
  createNcaLayerClient,
  textToBase64,
  type NcaLayerSignRequest,
} from './ncaLayer.ts';
import { isAbort, signerOutcomeCode } from './outcome.ts';
import { fakeNcaLayer, NCALAYER_FRAMES as FRAMES } from './testing.ts';

const SIGN: NcaLayerSignRequest = {
  data: textToBase64('<html>договор</html>'),
  usage: 'sign',
  companyNumber: '180440000128',
  locale: 'kk',
};

/** Lets pending promise callbacks and queued microtasks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { connectTimeoutMs?: number; signTimeoutMs?: number } = {}) {
  const layer = fakeNcaLayer();
  const client = createNcaLayerClient({ createSocket: layer.createSocket, ...options });
  return { layer, client };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NCALayer client against recorded frames', () => {
  it('connects, greets, and sends one sign request for a detached CMS over decoded bytes', async () => {
    const { layer, client } = setup();
    const pending = client.sign(SIGN);
    await settle();
    expect(layer.last.url).toBe('wss://127.0.0.1:13579/');
    layer.last.open();
    layer.last.receive(FRAMES.greeting);
    await settle();
    expect(layer.last.lastRequest()).toEqual({
      module: 'kz.gov.pki.knca.basics',
      method: 'sign',
      args: {
        format: 'cms',
        data: SIGN.data,
        signingParams: { decode: true, encapsulate: false, digested: false, tsaProfile: null },
        signerParams: {
          extKeyUsageOids: [EDS_OID.signing, EDS_OID.firstHead],
          iin: '',
          bin: '180440000128',
          serialNumber: '',
          chain: null,
        },
        locale: 'kk',
      },
    });
    layer.last.receive(FRAMES.signed);
    await expect(pending).resolves.toEqual({
      kind: 'signed',
      cms: 'MIIHTQYJKoZIhvcNAQcCoIIHPjCCBzoCAQExDzANBglghkgBZQMEAgEFADALBgkqhkiG9w0BBwGgggTs',
    });
    expect(client.version).toBe('1.4');
    expect(atob(SIGN.data)).toBe(
      String.fromCharCode(...new TextEncoder().encode('<html>договор</html>')),
    );
  });

  it('asks for an AUTH key of an entrepreneur by IIN', async () => {
    const { layer, client } = setup();
    const pending = client.sign({
      data: 'YQ==',
      usage: 'auth',
      companyNumber: '910405300814',
      locale: 'ru',
    });
    await settle();
    layer.last.open();
    await settle();
    expect(layer.last.lastRequest().args.signerParams).toMatchObject({
      extKeyUsageOids: [EDS_OID.authentication],
      iin: '910405300814',
      bin: '',
    });
    layer.last.receive(FRAMES.signedArray);
    await expect(pending).resolves.toEqual({
      kind: 'signed',
      cms: 'MIIHTQYJKoZIhvcNAQcCoIIHPjCCBzoCAQEx',
    });
  });

  it('asks a sole proprietor by IIN for the owner’s individual SIGN key, by the IIN', async () => {
    const { layer, client } = setup();
    void client.sign({ ...SIGN, companyNumber: '910405300814' });
    await settle();
    layer.last.open();
    await settle();
    expect(layer.last.lastRequest().args.signerParams).toMatchObject({
      extKeyUsageOids: [EDS_OID.signing, EDS_OID.individual],
      iin: '910405300814',
      bin: '',
    });
    client.close();
  });

  it.each([
    ['an empty body', FRAMES.cancelled],
    ['USER_CANCELED', FRAMES.cancelledByCode],
  ])('reads a cancel as cancelled (%s)', async (_form, frame) => {
    const { layer, client } = setup();
    const pending = client.sign(SIGN);
    await settle();
    layer.last.open();
    await settle();
    layer.last.receive(frame);
    const outcome = await pending;
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(signerOutcomeCode(outcome)).toBe('EDS_SIGN_CANCELLED');
  });

  it.each([
    [FRAMES.invalidParams, 'INVALID_SIGNING_PARAMS', 'signerParams.extKeyUsageOids'],
    [FRAMES.signingFailure, 'SIGNING_FAILURE', null],
    [FRAMES.moduleNotFound, 'MODULE_NOT_FOUND', null],
  ])('fails by code: %s', async (frame, code, details) => {
    const { layer, client } = setup();
    const pending = client.sign(SIGN);
    await settle();
    layer.last.open();
    await settle();
    layer.last.receive(frame);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NcaLayerFailed);
    expect(error).toMatchObject({ code, details });
    expect(signerOutcomeCode(error)).toBe('SIGNING_FAILED');
  });

  it('ignores heartbeat text and a greeting that comes after the request', async () => {
    const { layer, client } = setup();
    const pending = client.sign(SIGN);
    await settle();
    layer.last.open();
    await settle();
    expect(layer.last.sent).toHaveLength(1);
    layer.last.receive(FRAMES.heartbeat);
    layer.last.receive(FRAMES.greeting);
    layer.last.receive(FRAMES.heartbeat);
    expect(client.version).toBe('1.4');
    layer.last.receive(FRAMES.signed);
    await expect(pending).resolves.toMatchObject({ kind: 'signed' });
  });

  it('is unavailable when the socket never opens, and after the connect timeout', async () => {
    const { layer, client } = setup();
    const refused = client.sign(SIGN);
    await settle();
    layer.last.refuse();
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NcaLayerUnavailable);
    expect(signerOutcomeCode(error)).toBe('SIGNER_UNAVAILABLE');

    vi.useFakeTimers();
    const silent = client.sign(SIGN);
    const caught = silent.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(NCALAYER_CONNECT_TIMEOUT_MS - 1);
    expect(layer.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(NcaLayerUnavailable);
    expect(layer.last.readyState).toBeGreaterThanOrEqual(2);
  });

  it('loses the request when the socket drops, and opens a new one next time', async () => {
    const { layer, client } = setup();
    const first = client.sign(SIGN);
    await settle();
    layer.last.open();
    await settle();
    layer.last.drop();
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NcaLayerConnectionLost);
    expect(signerOutcomeCode(error)).toBe('SIGNER_UNAVAILABLE');
    const second = client.sign(SIGN);
    await settle();
    expect(layer.sockets).toHaveLength(2);
    layer.last.open();
    await settle();
    layer.last.receive(FRAMES.signed);
    await expect(second).resolves.toMatchObject({ kind: 'signed' });
  });

  it('times out after five minutes, closes that socket and ignores its late answer', async () => {
    vi.useFakeTimers();
    const { layer, client } = setup();
    const first = client.sign(SIGN);
    const firstError = first.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    const old = layer.last;
    old.open();
    await vi.advanceTimersByTimeAsync(NCALAYER_SIGN_TIMEOUT_MS);
    const error = await firstError;
    expect(error).toBeInstanceOf(NcaLayerTimeout);
    expect(signerOutcomeCode(error)).toBe('SIGNING_FAILED');
    expect(old.readyState).toBeGreaterThanOrEqual(2);

    const second = client.sign(SIGN);
    await vi.advanceTimersByTimeAsync(0);
    expect(layer.last).not.toBe(old);
    layer.last.open();
    await vi.advanceTimersByTimeAsync(0);
    old.receive(FRAMES.cancelled); // the abandoned dialog answers at last
    layer.last.receive(FRAMES.signed);
    await expect(second).resolves.toMatchObject({ kind: 'signed' });
  });

  it('aborts: a waiting request rejects with AbortError and its socket closes', async () => {
    const { layer, client } = setup();
    const controller = new AbortController();
    const pending = client.sign(SIGN, { signal: controller.signal });
    await settle();
    layer.last.open();
    await settle();
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(signerOutcomeCode(error)).toBeNull();
    await settle();
    expect(layer.last.readyState).toBe(3);
    const early = client.sign(SIGN, { signal: AbortSignal.abort() });
    expect(isAbort(await early.catch((e: unknown) => e))).toBe(true);
    expect(layer.sockets).toHaveLength(1);
  });

  it('sends one request at a time over the same socket', async () => {
    const { layer, client } = setup();
    const first = client.sign(SIGN);
    const second = client.sign({ ...SIGN, data: 'Yg==' });
    await settle();
    layer.last.open();
    await settle();
    expect(layer.last.sent).toHaveLength(1);
    layer.last.receive(FRAMES.cancelled);
    await expect(first).resolves.toEqual({ kind: 'cancelled' });
    await settle();
    expect(layer.sockets).toHaveLength(1);
    expect(layer.last.sent).toHaveLength(2);
    expect(layer.last.lastRequest().args.data).toBe('Yg==');
    layer.last.receive(FRAMES.signed);
    await expect(second).resolves.toMatchObject({ kind: 'signed' });
  });
});
