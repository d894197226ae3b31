import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

/*
 * Findings: «Open redirect» — `GET /ru/%5Cevil.example/` answered `301 Location: /\evil.example/`,
 * which a browser follows to the other origin (also `%09`); and «500 for odd paths» —
 * `/favicon.svg/x` (ENOTDIR, with the absolute path in the log), a 256-character segment
 * (ENAMETOOLONG), a CR/LF in the path. Now a redirect goes only to a same-origin path, and every
 * path the site cannot serve is a 404 with no file path in any log line.
 */

const site = mkdtempSync(join(tmpdir(), 'hostile-site-'));
mkdirSync(join(site, 'roaming'), { recursive: true });
writeFileSync(join(site, 'index.html'), 'home');
writeFileSync(join(site, 'roaming/index.html'), 'roaming');
writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(site, '404.html'), 'not found');

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ siteDir: site, logTo: { write: (text) => lines.push(text) } });
});
afterAll(async () => {
  await server.stop();
  rmSync(site, { recursive: true, force: true });
});

/** A raw GET: the path goes on the request line as written (fetch would normalise it). */
function rawGet(path: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(server.url), { path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const ORIGIN = 'https://biz.example.kz';

describe('redirects stay on the origin', () => {
  for (const path of [
    '/ru/%5Cevil.example/',
    '/ru/%5C%5Cevil.example',
    '/ru/%09/evil.example',
    '/ru/%09%09evil.example/',
    '/ru/%2F%2Fevil.example',
    '/ru//evil.example',
    '/ru/\\evil.example',
    '/ru/%0D%0ALocation:%20https://evil.example',
    '/ru/%E2%80%AEevil.example',
  ]) {
    it(`GET ${path}`, async () => {
      const res = await rawGet(path);
      expect(res.status).not.toBe(500);
      if (res.location === null) {
        // Not served (404), or a request line Node's parser refuses (400).
        expect([400, 404]).toContain(res.status);
        return;
      }
      // Where a browser would go: the same origin, a path with no backslash or control character.
      const target = new URL(res.location, `${ORIGIN}/`);
      expect(target.origin).toBe(ORIGIN);
      expect(res.location.startsWith('/') && !res.location.startsWith('//')).toBe(true);
      const decoded = decodeURIComponent(target.pathname);
      expect(decoded).not.toContain('\\');
      expect([...decoded].filter((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')).toEqual([]);
    });
  }

  it('keeps the redirects the site has', async () => {
    expect(await rawGet('/ru/roaming')).toEqual({ status: 301, location: '/roaming' });
    expect(await rawGet('/en/roaming')).toEqual({ status: 302, location: '/' });
  });
});

describe('paths the site cannot serve are 404s', () => {
  for (const path of [
    '/favicon.svg/x',
    `/${'a'.repeat(256)}`,
    `/roaming/${encodeURIComponent('ы'.repeat(200))}`,
    '/a%0D%0Ab',
    '/ru/a%0D%0Ab',
    '/a%00b',
    '/%E0%A4%A',
    '/..%2F..%2Fetc%2Fpasswd',
    '/roaming/index.html/..%2F..%2F..%2Fetc%2Fpasswd',
  ]) {
    it(`GET ${path.slice(0, 60)}`, async () => {
      const res = await rawGet(path);
      expect([404, 301, 302]).toContain(res.status);
    });
  }

  it('no log line names a file on the server', () => {
    expect(lines.join('')).not.toContain(site);
    expect(lines.join('')).not.toMatch(/ENOTDIR|ENAMETOOLONG/);
  });
});
