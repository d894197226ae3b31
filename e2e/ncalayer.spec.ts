/**
 * The NCALayer stand-in of e2e/ncalayer.ts, driven from a page the way the cabinet's EDS login
 * drives NCALayer: challenge → sign request over wss://127.0.0.1:13579 → CMS → login. The CMS is
 * real (test PKI) and the server's verifier decides.
 */
import { expect, test, type Page } from '@playwright/test';
import { installNcaLayer } from './ncalayer.ts';
import { API_PATHS } from '../contract/index.ts';

interface PageOutcome {
  events: string[];
  frames: string[];
  login?: {
    status: number;
    body: {
      error?: { code: string; params?: { reason?: string } };
      account?: { bin: string; loginMethod: string };
    };
  };
}

/** In the page: ask for a challenge, have «NCALayer» sign it with an AUTH key, log in with it. */
function edsLoginFromPage(page: Page): Promise<PageOutcome> {
  // The paths go in as an argument: the function runs in the page, where this file's imports are not.
  const paths = { challenge: API_PATHS.edsChallenge, login: API_PATHS.edsLogin };
  return page.evaluate(async ({ challenge: challengePath, login: loginPath }) => {
    const events: string[] = [];
    const frames: string[] = [];
    const challenge = (await (
      await fetch(challengePath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).json()) as { challengeId: string; challenge: string };
    const answer = await new Promise<string | null>((resolve) => {
      const ws = new WebSocket('wss://127.0.0.1:13579/');
      ws.onopen = () => {
        events.push('open');
        ws.send(
          JSON.stringify({
            module: 'kz.gov.pki.knca.basics',
            method: 'sign',
            args: {
              format: 'cms',
              data: btoa(challenge.challenge),
              signingParams: {
                decode: true,
                encapsulate: false,
                digested: false,
                tsaProfile: null,
              },
              signerParams: {
                extKeyUsageOids: ['1.3.6.1.5.5.7.3.2'],
                iin: '',
                bin: '',
                serialNumber: '',
                chain: null,
              },
              locale: 'ru',
            },
          }),
        );
      };
      ws.onmessage = (event) => {
        frames.push(String(event.data));
        if (!String(event.data).includes('"version"')) resolve(String(event.data));
      };
      ws.onerror = () => events.push('error');
      ws.onclose = () => {
        events.push('close');
        resolve(null);
      };
    });
    const cms = answer
      ? (JSON.parse(answer) as { body?: { result?: string } }).body?.result
      : undefined;
    if (!cms) return { events, frames };
    const res = await fetch(loginPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challengeId: challenge.challengeId, signature: cms }),
    });
    return { events, frames, login: { status: res.status, body: await res.json() } };
  }, paths) as Promise<PageOutcome>;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a page logs in by EDS through the stand-in: greeting, real CMS, the server accepts it', async ({
  page,
}) => {
  const ncaLayer = await installNcaLayer(page);
  const outcome = await edsLoginFromPage(page);
  expect(outcome.frames[0]).toBe('{"result":{"version":"1.4"}}');
  expect(outcome.login).toMatchObject({
    status: 200,
    body: { account: { bin: '180440000128', loginMethod: 'eds' } },
  });
  expect(ncaLayer.requests).toHaveLength(1);
});

test('scripted keys are judged by the server: expired, then from a CA it does not trust', async ({
  page,
}) => {
  const ncaLayer = await installNcaLayer(page, { key: 'stepnoy-head-expired' });
  expect((await edsLoginFromPage(page)).login).toMatchObject({
    status: 422,
    body: { error: { code: 'EDS_EXPIRED', params: { reason: 'CERT_EXPIRED' } } },
  });
  ncaLayer.set({ key: 'untrusted-head' });
  expect((await edsLoginFromPage(page)).login?.body.error).toMatchObject({
    code: 'EDS_INVALID_KEY',
    params: { reason: 'CHAIN_UNTRUSTED' },
  });
});

test('cancel, a dropped socket, and nothing listening look as NCALayer makes them look', async ({
  page,
}) => {
  const ncaLayer = await installNcaLayer(page, { behaviour: 'cancel' });
  const cancelled = await edsLoginFromPage(page);
  expect(cancelled.frames.at(-1)).toBe('{"status":true,"body":{}}');
  expect(cancelled.login).toBeUndefined();

  ncaLayer.set({ behaviour: 'drop' });
  const dropped = await edsLoginFromPage(page);
  expect(dropped.events).toEqual(['open', 'close']);
  expect(dropped.frames).toEqual(['{"result":{"version":"1.4"}}']);

  ncaLayer.set({ unavailable: true });
  const refused = await edsLoginFromPage(page);
  expect(refused.events).not.toContain('open');
  expect(refused.events.at(-1)).toBe('close');
});
