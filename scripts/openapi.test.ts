/**
 * The OpenAPI document the build writes (`dist/openapi.json`) is the one the server serves at
 * `/api/openapi.json`, byte for byte and at the contract's version (`contract/version.ts`): the
 * operator's backend team may take either.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { DOC_PATHS } from '../server/http/openapi.ts';
import { createLogger } from '../server/log.ts';
import { DEV_CALLS } from '../contract/calls/index.ts';
import { CONTRACT_VERSION } from '../contract/version.ts';
import { writeOpenApi } from './openapi.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** The served document, from an app made as `server/main.ts` makes it. */
async function served(devApi: boolean): Promise<Buffer> {
  const db = openDatabase(':memory:');
  try {
    const app = createApp({ db, log: createLogger('silent'), siteDir: null, version, devApi });
    const res = await app.request(DOC_PATHS.openapi);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return Buffer.from(await res.arrayBuffer());
  } finally {
    db.close();
  }
}

/** Where two byte strings first differ, with a little of each around it; null if equal. */
function difference(written: Buffer, answered: Buffer): string | null {
  if (written.equals(answered)) return null;
  let at = 0;
  while (at < written.length && written[at] === answered[at]) at++;
  const around = (bytes: Buffer) => bytes.subarray(Math.max(0, at - 60), at + 60).toString();
  return `sizes ${written.length} / ${answered.length}; first difference at byte ${at}:\n  written: ${around(written)}\n  served:  ${around(answered)}`;
}

describe('the OpenAPI document written by the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'dist/openapi.json');
  const size = writeOpenApi(file);
  const written = readFileSync(file);

  it('is the served one, byte for byte', async () => {
    expect(size).toBe(written.length);
    expect(difference(written, await served(false))).toBeNull();
    // The developer routes (DEV_API=1) are not part of the contract: the same document.
    expect(difference(written, await served(true))).toBeNull();
  });

  it('carries the contract’s version (not package.json’s) and every path', () => {
    const document = JSON.parse(written.toString('utf8')) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(CONTRACT_VERSION);
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('leaves the developer API out (DEV_CALLS: served with DEV_API=1, not the contract)', () => {
    const { paths } = JSON.parse(written.toString('utf8')) as { paths: Record<string, unknown> };
    const devPaths: string[] = Object.values(DEV_CALLS).map(({ path }) => path);
    expect(devPaths.length).toBeGreaterThan(0);
    expect(Object.keys(paths).filter((path) => devPaths.includes(path))).toEqual([]);
  });
});
