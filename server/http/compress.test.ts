import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/index.ts';
import { createTestApp } from '../test/server.ts';
import { JSON_COMPRESS_MIN_BYTES } from './compress.ts';

const BROWSER = 'gzip, deflate, br, zstd';

describe('API answers: compressed only where it pays', () => {
  const { app } = createTestApp();
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    app.request(path, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends a small answer as it is, even to a client that takes brotli', async () => {
    const res = await get(`${API_PATHS.pricePlanOffer}?bin=180440000128`, BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    expect(body.byteLength).toBeLessThan(JSON_COMPRESS_MIN_BYTES);
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ bin: '180440000128' });
  });

  it('sends a small error as it is too', async () => {
    const res = await get(`${API_PATHS.pricePlanOffer}?bin=1`, BROWSER);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('compresses a large answer with the best coding the client takes, same JSON once decoded', async () => {
    const plain = await bytes(await get(API_PATHS.roamingCountries));
    expect(plain.byteLength).toBeGreaterThan(JSON_COMPRESS_MIN_BYTES);

    const br = await get(API_PATHS.roamingCountries, BROWSER);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('application/json');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await bytes(br);
    expect(brBytes.byteLength).toBeLessThan(plain.byteLength / 2);
    expect(brotliDecompressSync(brBytes).equals(plain)).toBe(true);

    const gzip = await get(API_PATHS.roamingCountries, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).equals(plain)).toBe(true);
  });

  it('keeps a large answer uncompressed for a client that does not accept a coding', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get(API_PATHS.roamingCountries, accept);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(JSON.parse(await res.text()), accept).toHaveProperty('countries');
    }
  });

  it('keeps the status and the other headers of a compressed answer', async () => {
    const res = await get(API_PATHS.tariffs, BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-language')).toBe('ru');
  });
});
