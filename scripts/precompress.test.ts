import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from '../server/static.ts';
import { precompress, PRECOMPRESS_MIN_BYTES, type PrecompressResult } from './precompress.ts';

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'kk/roaming'), { recursive: true });
  const script = Buffer.from(
    `export const tariffs = ${JSON.stringify(Array(300).fill({ id: 'kense', price: 15900 }))};`,
  );
  const page = Buffer.from(
    `<!doctype html><main>${'<p>Роуминг для бизнеса</p>'.repeat(200)}</main>`,
  );
  const small = Buffer.from('{"ok":true}');
  const noise = randomBytes(4096);
  writeFileSync(join(dir, 'assets/index-x1.js'), script);
  writeFileSync(join(dir, 'kk/roaming/index.html'), page);
  writeFileSync(join(dir, '__data.json'), small);
  writeFileSync(join(dir, '__data.json.br'), 'left from an earlier build');
  writeFileSync(join(dir, 'noise.txt'), noise);
  writeFileSync(join(dir, 'photo.png'), randomBytes(4096));
  let result: PrecompressResult;
  beforeAll(async () => {
    result = await precompress(dir);
  });

  it('writes .br and .gz beside each text file, the same bytes once decoded', async () => {
    expect(result.files).toBe(4); // the png is not text
    for (const [file, bytes] of [
      ['assets/index-x1.js', script],
      ['kk/roaming/index.html', page],
    ] as const) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(bytes), file).toBe(true);
      expect(gunzipSync(gz).equals(bytes), file).toBe(true);
      expect(br.byteLength, file).toBeLessThan(gz.byteLength);
      expect(gz.byteLength, file).toBeLessThan(bytes.byteLength / 4);
    }
  });

  it('writes no variant for a small file, and takes away a stale one', () => {
    expect(small.byteLength).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    expect(existsSync(join(dir, '__data.json.br'))).toBe(false);
    expect(existsSync(join(dir, '__data.json.gz'))).toBe(false);
  });

  it('writes no variant that would not be smaller, and none for what is not text', () => {
    expect(existsSync(join(dir, 'noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });

  it('is what the server answers with', async () => {
    const app = new Hono().all('*', createSiteHandler(dir));
    const res = await app.request('/kk/roaming', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).equals(page)).toBe(true);
  });
});
