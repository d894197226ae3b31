import { describe, expect, it } from 'vitest';
import {
  CALL_TABLE,
  API_PATHS,
  type ApiErrorBody,
  type ApiPathKey,
  type Out,
} from '../contract/index.ts';
import { CALLS, DEV_CALLS } from '../contract/calls/index.ts';
import { allowedMethods, createApp } from './app.ts';
import { DOC_PATHS } from './http/openapi.ts';
import { openDatabase } from './db/database.ts';
import { createLogger } from './log.ts';
import { createTestApp } from './test/server.ts';

describe('reference backend', () => {
  it('answers the health check', async () => {
    const { app } = createTestApp();
    const res = await app.request(API_PATHS.health);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: 'dev' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  describe('GET price-plan-offer', () => {
    // A day inside the offer's period (20.08.2025–10.11.2025): outside it no company is eligible,
    // and these rules could not fail (server/handlers/landing.test.ts «offer periods»).
    const during = () => Date.parse('2025-09-15T10:00:00+05:00');
    const offer = (bin: string, lang = 'ru') =>
      createTestApp({ now: during }).app.request(`${API_PATHS.pricePlanOffer}?bin=${bin}`, {
        headers: { 'Accept-Language': lang },
      });

    it('finds an eligible seeded company and names the tariff in the request language', async () => {
      const res = await offer('180440000128', 'kk-KZ,kk;q=0.9');
      expect(res.status).toBe(200);
      const body = (await res.json()) as Out<'pricePlanOffer'>;
      expect(body).toMatchObject({ bin: '180440000128', eligible: true });
      expect(body.tariff).toMatchObject({ id: 'kense', name: 'Кеңсе' });
      expect(body.tariff.monthlyPrice).toBeGreaterThan(0);
    });

    it.each([
      ['050440000371', 'corporate in procurement'],
      ['100240000374', 'mobile client after the cut-off'],
      ['120740000376', 'overdue debt'],
      ['140340000375', 'quasi-state'],
      ['150940000379', 'active virtual PBX'],
      ['171040000372', 'not a mobile client'],
      ['111160000374', 'already on a group tariff'],
      ['991240000370', 'unknown to the CRM'],
    ])('says not eligible for %s (%s)', async (bin) => {
      const body = (await (await offer(bin)).json()) as Out<'pricePlanOffer'>;
      expect(body.eligible).toBe(false);
    });

    it('rejects a BIN with a wrong check digit as a field error in the request language', async () => {
      const res = await offer('180440000121', 'kk');
      expect(res.status).toBe(422);
      const body = (await res.json()) as ApiErrorBody;
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields?.bin).toEqual({
        code: 'BIN_INVALID',
        message: 'БСН немесе ЖСН қате',
      });
    });

    it('asks for the BIN when it is missing', async () => {
      const res = await createTestApp().app.request(API_PATHS.pricePlanOffer);
      expect(res.status).toBe(422);
      const body = (await res.json()) as ApiErrorBody;
      expect(body.error.fields?.bin?.code).toBe('FIELD_REQUIRED');
      expect(body.error.message).toBe('Проверьте правильность заполнения полей');
    });
  });

  describe('bad input', () => {
    it('answers an unknown API path with a JSON 404', async () => {
      const res = await createTestApp().app.request('/api/v1/creatio/nope', {
        headers: { 'Accept-Language': 'kk' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Табылмады' } });
    });

    it('answers a known API path asked with the wrong method with 405, Allow and the catalogue JSON', async () => {
      const { app } = createTestApp();
      for (const key of Object.keys(CALL_TABLE) as ApiPathKey[]) {
        const { method } = CALL_TABLE[key];
        const wrong = method === 'GET' ? 'POST' : 'GET';
        const res = await app.request(API_PATHS[key], { method: wrong });
        expect(res.status, key).toBe(405);
        expect(res.headers.get('allow'), key).toBe(method === 'GET' ? 'GET, HEAD' : method);
        expect(await res.json(), key).toEqual({
          error: { code: 'METHOD_NOT_ALLOWED', message: 'Метод не поддерживается' },
        });
      }
    });

    it('serves exactly the contract’s paths, each with its contract method', () => {
      const app = createApp({
        db: openDatabase(':memory:'),
        log: createLogger('silent'),
        siteDir: null,
        devApi: true,
      });
      const served = new Map(
        [...allowedMethods(app.routes)].map(([path, methods]) => [path, [...methods].sort()]),
      );
      const expected = new Map<string, string[]>();
      // Every declared call, the staff's too (the site's run-time table leaves those out).
      // Two calls may share a path (eGov's API №2: GET the documents, PUT the signatures).
      for (const { method, path } of Object.values(CALLS)) {
        const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
        expected.set(path, [...(expected.get(path) ?? []), ...methods].sort());
      }
      for (const { path } of Object.values(DEV_CALLS)) expected.set(path, served.get(path) ?? []);
      // The OpenAPI document, its reference page and the renderer's script.
      for (const path of Object.values(DOC_PATHS)) expected.set(path, ['GET', 'HEAD']);
      expect(served).toEqual(expected);
      // Without DEV_API the developer paths are not there at all: 404, not 405.
      const plain = allowedMethods(createTestApp().app.routes);
      for (const { path } of Object.values(DEV_CALLS)) expect(plain.has(path), path).toBe(false);
    });

    it('refuses an oversized body with a JSON 413 before any handler reads it', async () => {
      const res = await createTestApp().app.request('/api/v1/creatio/create-consultancy', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(200_000) }),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as ApiErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('does not serve files outside the site folder', async () => {
      const res = await createTestApp().app.request('/%2e%2e/package.json');
      expect(res.status).toBe(404);
    });
  });
});
