import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { apiBaseMeta } from '../contract/site.ts';
import { createSiteHandler, localeRedirect } from './static.ts';

describe('localeRedirect', () => {
  it('drops the default language prefix for good', () => {
    expect(localeRedirect('/ru')).toEqual({ to: '/', status: 301 });
    expect(localeRedirect('/ru/roaming')).toEqual({ to: '/roaming', status: 301 });
    expect(localeRedirect('/ru/support/service/ecp-sign/')).toEqual({
      to: '/support/service/ecp-sign',
      status: 301,
    });
  });

  it('sends any other language to the home page', () => {
    for (const path of ['/en', '/en/roaming', '/DE/x', '/uz/']) {
      expect(localeRedirect(path), path).toEqual({ to: '/', status: 302 });
    }
  });

  it('leaves Kazakh, pages and files alone', () => {
    for (const path of [
      '/',
      '/kk',
      '/kk/roaming',
      '/ofd',
      '/m2m',
      '/assets/a.js',
      '/favicon.svg',
    ]) {
      expect(localeRedirect(path), path).toBeNull();
    }
  });
});

describe('createSiteHandler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, 'roaming'), { recursive: true });
  mkdirSync(join(dir, 'kk'), { recursive: true });
  writeFileSync(join(dir, 'roaming/index.html'), 'roaming');
  writeFileSync(join(dir, '404.html'), 'ru 404');
  writeFileSync(join(dir, 'kk/404.html'), 'kk 404');
  mkdirSync(join(dir, 'embed'), { recursive: true });
  writeFileSync(join(dir, 'embed/biz-widgets.d.ts'), 'export {};');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const app = new Hono().all('*', createSiteHandler(dir));

  it('serves a prerendered page and answers unknown paths 404 in their language', async () => {
    const page = await app.request('/roaming');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('roaming');
    const ru = await app.request('/nope');
    expect([ru.status, await ru.text()]).toEqual([404, 'ru 404']);
    const kk = await app.request('/kk/nope');
    expect([kk.status, await kk.text()]).toEqual([404, 'kk 404']);
  });

  it('answers a cabinet page with an id in its address with the shell built for it', async () => {
    mkdirSync(join(dir, 'profile-applications/internet/_'), { recursive: true });
    writeFileSync(join(dir, 'profile-applications/internet/_/index.html'), 'application shell');
    const page = await app.request('/profile-applications/internet/0b6c5d2e-9f1c');
    expect([page.status, await page.text()]).toEqual([200, 'application shell']);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // Only where the build wrote a shell: other unknown ids stay Not Found.
    const other = await app.request('/roaming/0b6c5d2e');
    expect([other.status, await other.text()]).toEqual([404, 'ru 404']);
    const deeper = await app.request('/profile-applications/internet/0b6c/extra');
    expect(deeper.status).toBe(404);
  });

  it('serves the embed typings as text a browser tab shows, not a download', async () => {
    const typings = await app.request('/embed/biz-widgets.d.ts');
    expect(typings.status).toBe(200);
    expect(typings.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('redirects language prefixes, keeping the query of /ru/', async () => {
    const ru = await app.request('/ru/roaming?utm_source=menu');
    expect(ru.status).toBe(301);
    expect(ru.headers.get('location')).toBe('/roaming?utm_source=menu');
    const en = await app.request('/en/roaming?x=1');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/');
  });

  it('never serves a file outside the site folder', async () => {
    const response = await app.request('/..%2f..%2fetc/passwd');
    expect(response.status).toBe(404);
  });
});

describe('createSiteHandler: precompressed files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-coded-'));
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'kk'), { recursive: true });
  const script = Buffer.from(`export const rows = ${JSON.stringify(Array(400).fill('ряд'))};\n`);
  const page = Buffer.from(`<!doctype html><title>404</title>${'<p>Бет табылмады</p>'.repeat(80)}`);
  /** Writes a file with its build-time variants, as scripts/precompress.ts does. */
  const withVariants = (file: string, bytes: Buffer) => {
    writeFileSync(join(dir, file), bytes);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes));
  };
  withVariants('assets/app-1a2b.js', script);
  withVariants('404.html', page);
  withVariants('kk/404.html', page);
  writeFileSync(join(dir, 'assets/photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const app = new Hono().all(
    '*',
    createSiteHandler(dir, {
      documentHeaders: { 'Content-Security-Policy': "default-src 'self'" },
    }),
  );
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    app.request(path, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('answers a script from its .br for br, its .gz for gzip, and itself otherwise: the same bytes', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    const plain = await get('/assets/app-1a2b.js');
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const [brBytes, gzBytes, plainBytes] = await Promise.all([br, gz, plain].map(bytes));
    expect(brotliDecompressSync(brBytes!).equals(script)).toBe(true);
    expect(gunzipSync(gzBytes!).equals(script)).toBe(true);
    expect(plainBytes!.equals(script)).toBe(true);
    expect(brBytes!.byteLength).toBeLessThan(script.byteLength / 4);
    for (const [res, body] of [
      [br, brBytes],
      [gz, gzBytes],
      [plain, plainBytes],
    ] as const) {
      expect(res.headers.get('content-length')).toBe(String(body!.byteLength));
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('follows the client’s preference and refusals', async () => {
    const gzipFirst = await get('/assets/app-1a2b.js', 'br;q=0.5, gzip');
    expect(gzipFirst.headers.get('content-encoding')).toBe('gzip');
    const refused = await get('/assets/app-1a2b.js', 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect((await bytes(refused)).equals(script)).toBe(true);
  });

  it('answers HEAD with the headers and length of what GET would send, and no body', async () => {
    const head = await get('/assets/app-1a2b.js', 'br', 'HEAD');
    const full = await get('/assets/app-1a2b.js', 'br');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'));
    expect((await bytes(head)).byteLength).toBe(0);
  });

  it('answers the Not Found page compressed too, with its status and document headers', async () => {
    for (const path of ['/nope', '/kk/nope']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'self'");
      expect(brotliDecompressSync(await bytes(res)).equals(page), path).toBe(true);
    }
    const head = await get('/nope', 'gzip', 'HEAD');
    expect([head.status, head.headers.get('content-encoding')]).toEqual([404, 'gzip']);
  });

  it('never answers from a variant older than its file (left from an earlier build)', async () => {
    const file = join(dir, 'assets/edited.js');
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from('old();')));
    writeFileSync(file, 'fresh();');
    utimesSync(`${file}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const res = await get('/assets/edited.js', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('fresh();');
  });

  it('sends what is not text as it is, without Vary or document headers', async () => {
    const res = await get('/assets/photo.png', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('content-length')).toBe('4');
  });
});

describe('createSiteHandler: the pages’ API base, written as they are served', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-api-base-'));
  mkdirSync(join(dir, 'roaming'), { recursive: true });
  const built = (base: string) =>
    Buffer.from(
      `<!doctype html><html><head>${apiBaseMeta(base)}<title>Роуминг</title></head>` +
        `<body>${'<p>Роуминг в 190 странах</p>'.repeat(60)}</body></html>`,
    );
  const withVariants = (file: string, bytes: Buffer) => {
    writeFileSync(join(dir, file), bytes);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes));
  };
  withVariants('roaming/index.html', built(''));
  withVariants('404.html', built(''));
  writeFileSync(join(dir, 'data.json'), '{"apiBase":""}');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const serving = (apiBase?: string) => new Hono().all('*', createSiteHandler(dir, { apiBase }));
  const API = 'http://127.0.0.1:8787';

  it('makes every page call this server’s API, compressed as asked, 404 page included', async () => {
    const app = serving(API);
    for (const [path, status] of [
      ['/roaming', 200],
      ['/nope', 404],
    ] as const) {
      const plain = await app.request(path);
      expect(plain.status).toBe(status);
      const html = await plain.text();
      expect(html).toContain(`<meta name="api-base" content="${API}">`);
      expect(html).not.toContain('content=""');
      expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
      const br = await app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      const body = Buffer.from(await br.arrayBuffer());
      expect(brotliDecompressSync(body).toString()).toBe(html);
      const head = await app.request(path, {
        method: 'HEAD',
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(head.headers.get('content-encoding')).toBe('gzip');
      const gz = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(head.headers.get('content-length')).toBe(gz.headers.get('content-length'));
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    }
  });

  it('serves a page that already says it as built, from its build-time variant', async () => {
    const res = await serving('').request('/roaming', { headers: { 'Accept-Encoding': 'br' } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(join(dir, 'roaming/index.html.br')))).toBe(true);
  });

  it('leaves the pages as built without a setting, and never touches other files', async () => {
    expect(await (await serving().request('/roaming')).text()).toContain('content=""');
    expect(await (await serving(API).request('/data.json')).text()).toBe('{"apiBase":""}');
  });
});
