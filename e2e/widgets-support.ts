import { hydrateAllIslands } from './site.ts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API_PATHS,
  type ApplicationIntent,
  type DevIn,
  type LoginResponse,
} from '../contract/index.ts';
import { REQUEST_TIMEOUT_MS } from '../contract/limits.ts';
import { devCall } from './dev-api.ts';
import { idNumberCheckDigit } from '../contract/rules/bin.ts';
import { address as kkAddress } from '../locales/kk/widgets/address.ts';
import { address as ruAddress } from '../locales/ru/widgets/address.ts';

/**
 * Helpers for the widget and flow suites: fresh identities (so parallel tests never share an SMS
 * countdown or a company), SMS codes from the backend's dev outbox (the server runs with DEV_API=1),
 * stored requests, and axe over one widget at a time.
 */

/** This worker's next number: it starts anywhere, so a restarted worker rarely meets its own. */
let phoneSequence = Math.floor(Math.random() * 100_000);

/**
 * A KZ mobile number nobody else in this run uses: +7 701 3, the worker's slot (Playwright's
 * parallel index) and the worker's own sequence — never another test's number in the run, where
 * seven random digits met one about once in 5,000 runs (53 tests take a number), and two tests on
 * one number share its SMS limits and outbox. No seeded or written-out number starts +7 701 3.
 */
export function freshPhone(): { e164: string; typed: string } {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  phoneSequence = (phoneSequence + 1) % 100_000;
  const rest = `3${slot}${String(phoneSequence).padStart(5, '0')}`;
  return { e164: `+7701${rest}`, typed: `701${rest}` };
}

/** A valid BIN (check digit right, legal entity in the 5th place) the CRM does not know yet. */
export function freshBin(): string {
  const random = (digits: number) =>
    String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
  for (;;) {
    // Year and month of registration, the legal-entity type (4, 5 or 6) in the 5th place, 6 more.
    const body = `2${random(1)}0${1 + Math.floor(Math.random() * 9)}${4 + Math.floor(Math.random() * 3)}${random(6)}`;
    const check = idNumberCheckDigit(body);
    if (check !== null) return body + String(check);
  }
}

/**
 * A fresh BIN that the stand-in state register knows as an active company (issue 28): without
 * it, the CRM's check after step 1 stops the application at «verification failed» and nothing
 * can be signed. Its head is nobody of the test PKI, so only SMS signs for it.
 */
export async function registeredFreshBin(request: APIRequestContext): Promise<string> {
  const bin = freshBin();
  const registered = await devCall(request, 'stateRegister', {
    bin,
    nameRu: `ТОО «Проба ${bin.slice(-4)}»`,
    nameKk: `«Проба ${bin.slice(-4)}» ЖШС`,
    legalForm: 'LLP',
    status: 'active',
    headIin: '881102300702',
    headName: 'Сыздыков Марат Ерланович',
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return bin;
}

/**
 * The id of the newest SMS sent to `phone` so far (0 if none). A test that signs in with a demo
 * company's phone, which other suites use too, reads it before pressing «Продолжить» and passes it
 * to `smsCode` as `after`: the press returns before the send reaches the server, so without the
 * mark the outbox may still show an earlier test's code, spent or replaced by now.
 */
export async function smsMark(request: APIRequestContext, phone: string): Promise<number> {
  const response = await devCall(request, 'smsOutbox', { phone });
  const { messages } = await response.json();
  return messages.reduce((newest, m) => Math.max(newest, m.id), 0);
}

/** The newest code sent to `phone` for `purpose`, read from the dev outbox (waits for it). */
export async function smsCode(
  request: APIRequestContext,
  phone: string,
  purpose: 'consultation' | 'login' | 'sign',
  after = 0,
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      // A look that fails in transit is a look that found nothing yet: a kept-alive socket the
      // server closed after 5 s idle resets the request sent on it (ECONNRESET, seen in CI).
      const response = await devCall(request, 'smsOutbox', { phone }).catch(() => null);
      if (!response?.ok()) return null;
      const { messages } = await response.json();
      const message = messages.find((m) => m.purpose === purpose && m.code && m.id > after);
      found = message?.code ?? null;
      return found;
    })
    .not.toBeNull();
  return found as unknown as string;
}

/** Records the backend stored (consultations, leads, …), newest first. */
export async function records(
  request: APIRequestContext,
  kind: DevIn<'records'>['kind'],
): Promise<Array<Record<string, unknown>>> {
  const response = await devCall(request, 'records', { kind });
  return (await response.json()).records;
}

export { expectAxeClean } from './axe.ts';

/**
 * Waits until the prerendered page's islands have all hydrated, so clicks and typing reach them
 * (a visitor's island hydrates as it comes into view, or at their first touch: no-lost-taps).
 */
export const ready = hydrateAllIslands;

/** «Ищем…» under an address field: its list still holds the answer for the text before. */
export const SEARCHING = new RegExp(`^(${ruAddress.searching}|${kkAddress.searching})$`);

/**
 * Types into a search field of the address check and picks an option from its list — once the
 * list answers what was typed, as a visitor would: while «Ищем…» shows, the list holds the answer
 * for the text before, and a click on it can land as it is replaced (seen with four workers:
 * «30» clicked, «3» left in the field and the list open).
 */
export async function pickAddress(page: Page, field: RegExp, typed: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: field });
  await input.fill('');
  await input.pressSequentially(typed, { delay: 30 });
  await expect(page.getByText(SEARCHING)).toHaveCount(0);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Holds a matching request until the test ends: the client's own 10 s timeout answers it. */
/**
 * Requests matching `pattern` never get an answer. Call before the page loads; the page's clock is
 * Playwright's (running in real time), and the returned `passClientTimeout()` waits until such a
 * request is pending, then moves the clock past the API client's own timeout
 * (`REQUEST_TIMEOUT_MS`), so the real timeout path runs without waiting 10 real seconds.
 */
export async function hangRequests(
  page: Page,
  pattern: string,
): Promise<{ passClientTimeout: () => Promise<void> }> {
  let pending: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (pending = resolve));
  await page.clock.install();
  await page.route(pattern, () => {
    pending();
    return new Promise<void>(() => {});
  });
  return {
    async passClientTimeout() {
      await arrived;
      await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1);
    },
  };
}

export const consultationRegion = (page: Page): Locator =>
  page.locator('[data-widget="consultation"]');

/** Logs a company in through the API (as the /auth page would), optionally with an application. */
export async function apiLogin(
  request: APIRequestContext,
  bin: string,
  phone: { e164: string },
  intent?: ApplicationIntent,
): Promise<LoginResponse> {
  const started = await request.post(API_PATHS.loginStart, {
    data: { bin, phone: phone.e164, intent },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const code = await smsCode(request, phone.e164, 'login');
  const verified = await request.post(API_PATHS.loginVerify, {
    data: { bin, phone: phone.e164, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json()) as LoginResponse;
}

/** Starts the page signed in with these tokens (kept where the site keeps them). */
export async function signInWith(
  page: Page,
  tokens: { accessToken: string; refreshToken: string },
) {
  await page.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', access as string);
        localStorage.setItem('refresh', refresh as string);
      }
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}

const RESUME_SERVICE = {
  ru: { internet: 'Интернет для офиса', mobile: 'Мобильная связь' },
  kk: { internet: 'Кеңсеге арналған интернет', mobile: 'Мобильді байланыс' },
} as const;

/**
 * On a product page, a signed-in company with an unfinished application of that product is asked
 * first (§2.21); this answers «Создать новую заявку», as a visitor who wants a new one does. The
 * prompt comes in above the tariffs once the company's last application is read and moves them
 * down, so a click aimed before it came can land elsewhere: a visitor answers what they see first.
 */
export async function startNewDespiteUnfinished(
  page: Page,
  appType: 'internet' | 'mobile',
  locale: 'ru' | 'kk' = 'ru',
) {
  const service = RESUME_SERVICE[locale][appType];
  const prompt = page.getByRole('region', {
    name:
      locale === 'kk'
        ? `«${service}» қызметін қосу үшін барлық деректер енгізілмеген`
        : `Не все данные были введены для подключения услуги «${service}»`,
  });
  await prompt
    .getByRole('button', { name: locale === 'kk' ? 'Жаңа өтінім жасау' : 'Создать новую заявку' })
    .click();
  await expect(prompt).toBeHidden();
}
