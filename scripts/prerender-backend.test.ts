import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type Out } from '../contract/index.ts';
import { callEndpoint, createApiClient } from '../app/features/api/index.ts';
import { startTestServer, type TestServer } from '../server/test/server.ts';
import {
  PrerenderBackendError,
  prerenderBackend,
  startPrerenderBackend,
} from './prerender-backend.ts';

describe('the build-time backend', () => {
  const backend = startPrerenderBackend(createApiClient);
  afterAll(() => backend.close());

  it('answers a loader in-process, with the seeded data and in the loader’s language', async () => {
    const ru = backend.apiFor('ru');
    expect(await ru.get(API_PATHS.health)).toMatchObject({ status: 'ok' });
    const offer = await ru.get<Out<'pricePlanOffer'>>(API_PATHS.pricePlanOffer, {
      query: { bin: '180440000128' },
    });
    expect(offer.tariff).toMatchObject({ id: 'kense', name: 'Кеңсе' });
    // A refusal comes back in the loader's language (Accept-Language from the client).
    const answers = await Promise.all(
      (['ru', 'kk'] as const).map((locale) =>
        backend
          .apiFor(locale)
          .get(API_PATHS.pricePlanOffer, { query: { bin: '1' } })
          .catch((error: { status: number; body: { error: { message: string } } }) => error),
      ),
    );
    const [ruError, kkError] = answers as {
      status: number;
      body: { error: { message: string } };
    }[];
    expect(ruError?.status).toBe(422);
    expect(kkError?.status).toBe(422);
    expect(ruError?.body.error.message).not.toBe(kkError?.body.error.message);
  });

  it('says of an offer what the build’s day says: the spec’s handset offer has ended', async () => {
    const { offers } = await backend.apiFor('ru').get<Out<'offers'>>(API_PATHS.offers);
    expect(offers.find((o) => o.id === 'handset-offer')).toMatchObject({
      state: 'ended',
      endsOn: '2025-11-10',
    });
  });

  it('follows a demo’s OFFER_PERIODS, as the server does, so a page and its islands agree', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const demo = startPrerenderBackend(createApiClient, {
      OFFER_PERIODS: 'handset-offer=2000-01-01..2999-12-31',
    });
    try {
      const offer = await demo
        .apiFor('ru')
        .get<Out<'pricePlanOffer'>>(API_PATHS.pricePlanOffer, { query: { bin: '180440000128' } });
      expect(offer).toMatchObject({ eligible: true, offer: { state: 'running' } });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/OFFER_PERIODS moves handset-offer/));
    } finally {
      demo.close();
      warn.mockRestore();
    }
  });
});

/*
 * PRERENDER_API_BASE: the pages' data from another backend over HTTP — here the reference server
 * itself, and a stand-in in front of it that changes its answers as a drifting gateway would.
 */
describe('the build-time backend at PRERENDER_API_BASE', () => {
  let server: TestServer;
  let standIn: { url: string; close(): Promise<void> };
  /** What the stand-in does to the tariffs' answer (the rest passes unchanged). */
  let rewriteTariffs: (body: { tariffs: Array<Record<string, unknown>> }) => unknown = (b) => b;
  beforeAll(async () => {
    server = await startTestServer();
    standIn = await serveStandIn(server.url, (path, body) =>
      path === API_PATHS.tariffs ? rewriteTariffs(body as never) : body,
    );
  });
  afterAll(async () => {
    await standIn.close();
    await server.stop();
  });
  const remote = (base: string) => prerenderBackend(createApiClient, { PRERENDER_API_BASE: base });

  it('answers a loader from that backend, in the loader’s language', async () => {
    const backend = remote(server.url);
    await backend.check();
    expect(backend.source).toBe(`the backend at ${server.url}`);
    const { tariffs } = await callEndpoint(backend.apiFor('kk'), 'tariffs', {
      product: 'internet',
    });
    expect(tariffs[0]).toMatchObject({
      monthlyPrice: 15_900,
      name: expect.stringMatching(/Кеңсе/),
    });
  });

  it('drops the fields the contract does not name, so no undeclared data reaches a page', async () => {
    rewriteTariffs = ({ tariffs }) => ({
      tariffs: tariffs.map((tariff) => ({ ...tariff, internalMargin: 0.31 })),
      crmTraceId: 'abc',
    });
    const answer = await callEndpoint(remote(standIn.url).apiFor('ru'), 'tariffs', {
      product: 'internet',
    });
    expect(answer).not.toHaveProperty('crmTraceId');
    expect(answer.tariffs[0]).not.toHaveProperty('internalMargin');
    expect(answer.tariffs[0]?.monthlyPrice).toBe(15_900);
  });

  it('stops the build on an answer the contract refuses, naming the call and the field', async () => {
    rewriteTariffs = ({ tariffs }) => ({
      tariffs: tariffs.map((tariff) => ({ ...tariff, monthlyPrice: String(tariff.monthlyPrice) })),
    });
    const failure = callEndpoint(remote(standIn.url).apiFor('ru'), 'tariffs', {
      product: 'internet',
    });
    await expect(failure).rejects.toThrow(PrerenderBackendError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^the backend at ${standIn.url} answered GET ${API_PATHS.tariffs} with what the contract refuses — tariffs\\.0\\.monthlyPrice: `,
      ),
    );
  });

  it('stops the build when the backend does not answer, saying why', async () => {
    const closed = await serveStandIn(server.url, (_path, body) => body);
    await closed.close();
    await expect(remote(closed.url).check()).rejects.toThrow(
      new RegExp(
        `^the backend at ${closed.url} did not answer GET ${API_PATHS.health}: .*ECONNREFUSED`,
      ),
    );
  });

  it('passes an HTTP error to the loader, which may expect one (an article gone: 404)', async () => {
    const gone = remote(server.url)
      .apiFor('ru')
      .get(API_PATHS.blogArticle, { query: { id: 'no-such-article' } });
    await expect(gone).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('takes only an http(s) URL', () => {
    expect(() => remote('gateway.internal:8080')).toThrow(/PRERENDER_API_BASE must be an http/);
  });
});

/** A gateway in front of `target`: forwards every request, and JSON answers through `rewrite`. */
async function serveStandIn(
  target: string,
  rewrite: (path: string, body: unknown) => unknown,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', target);
    const answer = await fetch(url, {
      headers: { 'Accept-Language': req.headers['accept-language'] ?? 'ru' },
    });
    const text = await answer.text();
    const json = (answer.headers.get('content-type') ?? '').includes('json');
    const body = json ? JSON.stringify(rewrite(url.pathname, JSON.parse(text))) : text;
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'text/plain',
    });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
