import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, createApiClient } from '../../app/features/api/index.ts';
import { checkingFirstAnswer, forgetApiWarning } from './apiCheck.ts';

/*
 * The console warning of a misplaced API (docs/embed.md «api-base»): the first answer a widget's
 * client gets is looked at, through the widgets' own client and a real call.
 */

const SCRIPT = 'https://cdn.partner.kz';
const API = 'https://business.dalatelecom.kz';

const json = () =>
  new Response('{"offers":[]}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
const page404 = () =>
  new Response('<!doctype html><h1>Not Found</h1>', {
    status: 404,
    headers: { 'Content-Type': 'text/html' },
  });

function widgetClient(apiBase: string, answer: () => Promise<Response>) {
  const warn = vi.fn<(message: string) => void>();
  const fetch = vi.fn<typeof globalThis.fetch>(() => answer());
  const client = createApiClient({
    baseUrl: apiBase,
    getLocale: () => 'ru',
    locks: null,
    fetch: checkingFirstAnswer({ apiBase, siteOrigin: SCRIPT }, fetch, warn),
  });
  return { client, warn, fetch };
}

// «Once per page» is the module's state, and the worker's files share the module: a widget
// mounted by another file (embed/runtime/mount.test.tsx) may have warned already (seed 8 of
// `--maxWorkers=1` over embed/). Each test starts fresh, and leaves nothing for the next file.
beforeEach(() => forgetApiWarning());
afterEach(() => forgetApiWarning());

describe('a widget’s first answer', () => {
  it('warns when api-base was left to its default and embed.js came from a CDN that is not the API', async () => {
    const { client, warn } = widgetClient(SCRIPT, () => Promise.resolve(page404()));
    await expect(callEndpoint(client, 'offers')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0]!;
    expect(message).toContain(`${SCRIPT}/api/v1/creatio-landing/offers did not answer as the API`);
    expect(message).toContain('HTTP 404, text/html');
    expect(message).toContain('api-base is not set');
    expect(message).toContain('set api-base to the operator’s API origin');
  });

  it('warns when the default origin does not answer at all (a CORS refusal looks the same)', async () => {
    const { client, warn } = widgetClient(SCRIPT, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(callEndpoint(client, 'offers')).rejects.toMatchObject({ kind: 'network' });
    expect(warn.mock.calls[0]![0]).toMatch(/did not answer as the API \(no answer: refused/);
  });

  it('says so of an api-base that names another host', async () => {
    const { client, warn } = widgetClient('https://partner.kz', () => Promise.resolve(page404()));
    await callEndpoint(client, 'offers').catch(() => {});
    expect(warn.mock.calls[0]![0]).toContain(
      'api-base is "https://partner.kz": it should be the operator’s API origin',
    );
  });

  it('is quiet when the API answers, its refusals included (JSON), and never looks again', async () => {
    const refusal = () =>
      new Response('{"error":{"code":"NOT_FOUND","message":"Не найдено"}}', {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    let answers = [refusal(), page404()];
    const { client, warn } = widgetClient(API, () => Promise.resolve(answers.shift() ?? json()));
    await callEndpoint(client, 'offers').catch(() => {});
    await callEndpoint(client, 'offers').catch(() => {});
    expect(warn).not.toHaveBeenCalled();
    answers = [];
    expect((await callEndpoint(client, 'offers')).offers).toEqual([]);
  });

  it('does not blame the API for the visitor’s lost connection', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client, warn } = widgetClient(SCRIPT, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await callEndpoint(client, 'offers').catch(() => {});
    expect(warn).not.toHaveBeenCalled();
    online.mockRestore();
  });

  it('warns once per page, however many widgets find the same problem', async () => {
    const first = widgetClient(SCRIPT, () => Promise.resolve(page404()));
    const second = widgetClient(SCRIPT, () => Promise.resolve(page404()));
    await callEndpoint(first.client, 'offers').catch(() => {});
    await callEndpoint(second.client, 'offers').catch(() => {});
    expect(first.warn.mock.calls.length + second.warn.mock.calls.length).toBe(1);
  });
});
