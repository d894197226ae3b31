import {
  test as base,
  expect,
  request as http,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { startForwarder, startServer, type Forwarder, type RunningServer } from './server.ts';
import {
  consultationRegion,
  freshPhone,
  ready,
  records,
  registeredFreshBin,
  smsCode,
} from './widgets-support.ts';
import { fillDetails, loginOnAuth, officeFromTariffs } from './wizard-support.ts';
import { API_PATHS } from '../contract/index.ts';

/*
 * The API on its own host (issue 36, docs/deployment.md «The API on its own host»): the built site
 * served from one origin with VITE_API_BASE naming another, where the reference server runs with
 * SITE_ORIGINS naming the site. Every call of the pages is then cross-origin — the reads, the
 * login, the wizard's writes with `Authorization`, the widgets' — and must pass the browser's CORS
 * checks. The site's own server is a plain one with no dev routes: SMS codes and stored requests
 * are read from the API's.
 */

interface World {
  /** The API's address as the pages call it: a front of its own, given out before the API starts. */
  front: Forwarder;
  site: RunningServer;
  api: RunningServer;
  /** Requests to the API itself (its dev routes: SMS codes, stored requests). */
  apiRequest: APIRequestContext;
}

const test = base.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture asks for
    async ({}, use) => {
      // The site's pages name the API, and the API names the site's origin: the front lets
      // each be told the other's address.
      const front = await startForwarder();
      const site = await startServer({ VITE_API_BASE: front.url });
      const api = await startServer({
        DEV_API: '1',
        RATE_LIMIT_EXEMPT: '127.0.0.1',
        SITE_ORIGINS: site.url,
      });
      front.forwardTo(api.url);
      const apiRequest = await http.newContext({ baseURL: api.url });
      await use({ front, site, api, apiRequest });
      await apiRequest.dispose();
      await Promise.all([site.stop(), api.stop()]);
      await front.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ world }, use) => use(world.site.url),
});

/**
 * What would show a call kept from the page: a CORS refusal (a console error and a failed
 * request), a request that failed on its way to the API, and any call left on the site's own
 * origin (which would mean the pages did not call the API's host at all).
 */
function watchCalls(page: Page, { front, site }: World) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    // ERR_ABORTED is the page's own doing: the address search drops the call for what was typed
    // before. A refusal by CORS is ERR_FAILED.
    if (request.url().startsWith(front.url) && error !== 'net::ERR_ABORTED') {
      problems.push(`${request.url()}: ${error}`);
    }
  });
  page.on('request', (request) => {
    if (request.url().startsWith(`${site.url}/api/`)) {
      problems.push(`called the site's origin: ${request.url()}`);
    }
  });
  const toApi = { count: 0 };
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(`${front.url}/api/`)) toApi.count += 1;
  });
  return { problems, toApi };
}

test('login, the wizard’s first step and a widget work with the API on another origin', async ({
  page,
  world,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const { apiRequest } = world;
  const { problems, toApi } = watchCalls(page, world);
  const bin = await registeredFreshBin(apiRequest);
  const phone = freshPhone();

  // The address check (a widget of the office-internet page) finds the house, then the login by
  // SMS: the code is the API's.
  await officeFromTariffs(page, 'ru', {
    city: ['Алм', /^Алматы /],
    street: ['Сат', /Сатпаева/],
    house: ['3', /^30$/],
  });
  await loginOnAuth(page, apiRequest, bin, phone, 'ru');

  // The wizard's first step, sent with the session's bearer token; the next step opens.
  await expect(page).toHaveURL(/\?application=[\w-]+&step=details$/);
  await fillDetails(page, 'ru');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/&step=sign$/);
  await expect(page.locator('main')).toContainText('Ваша заявка обрабатывается');

  // The consultation widget: a request confirmed by SMS, stored by the API.
  const caller = freshPhone();
  await page.goto('/virtual-ats');
  await ready(page);
  const form = consultationRegion(page);
  await form.getByRole('textbox', { name: 'Имя' }).fill('Айгерим');
  await form.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(caller.typed);
  await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill(bin);
  await form.getByRole('textbox', { name: 'Название компании' }).fill('ТОО «Проба»');
  await form.getByRole('checkbox', { name: /согласен/ }).check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await page
    .getByRole('textbox', { name: 'Код из СМС' })
    .fill(await smsCode(apiRequest, caller.e164, 'consultation'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка принята');
  const stored = (await records(apiRequest, 'consultations')).find((r) => r.phone === caller.e164);
  expect(stored).toMatchObject({ bin, product_slug: 'virtual-ats' });

  expect(problems).toEqual([]);
  expect(toApi.count).toBeGreaterThan(5);
});

test('a page of another origin gets no answer it may read; the site’s origin does', async ({
  world: { site, apiRequest },
}) => {
  const preflight = (origin: string) =>
    apiRequest.fetch(API_PATHS.accountInfo, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
  const allowed = await preflight(site.url);
  expect(allowed.headers()['access-control-allow-origin']).toBe(site.url);
  expect(allowed.headers()['access-control-allow-headers']).toMatch(/Authorization/i);
  expect(allowed.headers()['access-control-allow-credentials']).toBeUndefined();
  const stranger = await preflight('https://evil.example');
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});
