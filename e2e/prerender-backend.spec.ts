import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { API_PATHS } from '../contract/index.ts';
import { startServer } from './server.ts';

/*
 * `PRERENDER_API_BASE` (issue 36): the public pages prerendered from another backend's answers —
 * here a reference server whose database the operator has given another price — through the
 * prerender step of the build, run against this build's client and SSR bundles into a folder of
 * its own (PRERENDER_OUT_DIR), so the built site the other suites serve is left as it is. No
 * browser: what is checked is the HTML the build writes.
 */

const ROOT = resolve(import.meta.dirname, '..');

/** Runs the build's prerender step with `env`; its exit code and what it printed. */
function prerender(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code, output }));
  });
}

test('the pages show the prices of the backend they were built from', async () => {
  test.setTimeout(180_000);
  const backend = await startServer({ SITE_DIR: '' });
  const out = mkdtempSync(join(tmpdir(), 'biz-prerender-'));
  try {
    // The operator's CRM has another price for one tariff than the reference seed (31 900 ₸).
    const db = new Database(join(backend.dataDir, 'biz.sqlite'));
    db.prepare("UPDATE tariffs SET monthly_price = 33300 WHERE id = 'office-20-constant'").run();
    db.close();

    const { code, output } = await prerender({
      PRERENDER_API_BASE: backend.url,
      PRERENDER_OUT_DIR: out,
      // The two pages checked: the whole site's prerender cost 75 s of this suite at load 1.3.
      PRERENDER_ONLY: '/internet-for-office',
    });
    expect(code, output).toBe(0);
    expect(output).toContain(`prerender: pages' data from the backend at ${backend.url}`);
    for (const [page, card] of [
      ['internet-for-office/index.html', '33\u00a0300 ₸/мес.'],
      ['kk/internet-for-office/index.html', '33\u00a0300 ₸/ай'],
    ] as const) {
      const html = readFileSync(join(out, page), 'utf8');
      expect(html, page).toContain(card);
      expect(html, page).toContain('"monthlyPrice":33300');
      expect(html, page).not.toContain('31\u00a0900');
    }
    // The rest of the site was not touched.
    const built = readFileSync(join(ROOT, 'dist/site/internet-for-office/index.html'), 'utf8');
    expect(built).toContain('31\u00a0900 ₸/мес.');
  } finally {
    rmSync(out, { recursive: true, force: true });
    await backend.stop();
  }
});

test('a backend that does not answer stops the build, saying which and why', async () => {
  test.setTimeout(120_000);
  const gone = await startServer({ SITE_DIR: '' });
  await gone.stop();
  const out = mkdtempSync(join(tmpdir(), 'biz-prerender-'));
  try {
    const { code, output } = await prerender({
      PRERENDER_API_BASE: gone.url,
      PRERENDER_OUT_DIR: out,
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `prerender: the backend at ${gone.url} did not answer GET ${API_PATHS.health}: Network request failed: fetch failed`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
