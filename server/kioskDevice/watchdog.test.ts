import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { kioskProblem, watch } from './watchdog.ts';

/*
 * The kiosk device's watchdog against a stand-in of Chromium's DevTools endpoint: the page list at
 * /json/list and a page's socket answering Runtime.evaluate — as a live kiosk page, one that has
 * not started, one whose renderer hangs, or none at all.
 */

const KIOSK = 'http://127.0.0.1:8080';
type PageState = 'alive' | 'not-started' | 'hung';
let pages: Array<{ url: string; state: PageState }> = [];
let devtools = '';
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify(
        pages.map((page, i) => ({
          type: 'page',
          url: page.url,
          webSocketDebuggerUrl: `ws://127.0.0.1:${port}/devtools/page/${i}`,
        })),
      ),
    );
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, req) => {
    const page = pages[Number(req.url?.split('/').pop())];
    socket.on('message', (data) => {
      const { id, method } = JSON.parse(String(data)) as { id: number; method: string };
      if (method !== 'Runtime.evaluate' || page?.state === 'hung') return;
      const value = page?.state === 'alive';
      socket.send(JSON.stringify({ id, result: { result: { type: 'boolean', value } } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  devtools = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const look = () => kioskProblem({ devtools, kioskOrigin: KIOSK, timeoutMs: 500 });

describe('a look at the kiosk page', () => {
  it('finds nothing wrong with a kiosk page that has started and answers', async () => {
    pages = [{ url: `${KIOSK}/kk/kiosk/consultation`, state: 'alive' }];
    expect(await look()).toBeNull();
  });

  it('finds a page whose renderer does not answer', async () => {
    pages = [{ url: `${KIOSK}/kiosk`, state: 'hung' }];
    expect(await look()).toBe('the kiosk page did not answer within 500 ms');
  });

  it('finds a kiosk page that has not started, and a browser showing no kiosk page', async () => {
    pages = [{ url: `${KIOSK}/kiosk?idle=90`, state: 'not-started' }];
    expect(await look()).toBe(`the kiosk page has not started (${KIOSK}/kiosk?idle=90)`);
    pages = [
      { url: 'chrome-error://chromewebdata/', state: 'alive' },
      { url: `${KIOSK}/internet-for-office`, state: 'alive' },
    ];
    expect(await look()).toMatch(/^no kiosk page is open \(pages: chrome-error:/);
  });

  it('finds a browser whose DevTools do not answer', async () => {
    const problem = await kioskProblem({ devtools: 'http://127.0.0.1:1', kioskOrigin: KIOSK });
    expect(problem).toMatch(/^the browser's DevTools at http:\/\/127\.0\.0\.1:1 do not answer/);
  });
});

describe('the watchdog’s verdict', () => {
  it('restarts the browser after two bad looks in a row, then counts again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-watchdog-'));
    const state = { stateFile: join(dir, 'run/failures'), limit: 2 };
    const lines: string[] = [];
    const options = { devtools, kioskOrigin: KIOSK, timeoutMs: 300 };
    try {
      pages = [{ url: `${KIOSK}/kiosk`, state: 'hung' }];
      expect(await watch(options, state, (line) => lines.push(line))).toBe(false);
      // A good look in between forgives the first.
      pages = [{ url: `${KIOSK}/kiosk`, state: 'alive' }];
      expect(await watch(options, state, (line) => lines.push(line))).toBe(false);
      expect(readFileSync(state.stateFile, 'utf8')).toBe('0');
      pages = [{ url: `${KIOSK}/kiosk`, state: 'hung' }];
      expect(await watch(options, state, (line) => lines.push(line))).toBe(false);
      expect(await watch(options, state, (line) => lines.push(line))).toBe(true);
      expect(readFileSync(state.stateFile, 'utf8')).toBe('0');
      expect(lines.at(-1)).toBe(
        'kiosk watchdog: the kiosk page did not answer within 300 ms (2 of 2 in a row)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
