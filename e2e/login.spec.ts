import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS, SMS_CODES_PER_ADDRESS_PER_HOUR } from '../contract/index.ts';
import { useOwnServer } from './own-server.ts';
import { expectAxeClean, freshBin, freshPhone, smsCode, smsMark } from './widgets-support.ts';

/*
 * The cabinet login form against the hardened backend (issue 24, server/README.md «Sign-in without
 * an oracle», «Abuse limits»): nothing about the company is said before the phone is proven, so
 * the access gate and «not the company's phone» come after the code; a refused request (429) is
 * said in words at the form. A real company signing in is the cabinet journeys' first step
 * (cabinet.spec.ts, ru and kk).
 */

type Locale = 'ru' | 'kk';
const at = (locale: Locale, path: string) => (locale === 'kk' ? `/kk${path}` : path);

const WORDS = {
  ru: {
    bin: /БИН\/ИИН/,
    phone: /Номер телефона/,
    go: 'Продолжить',
    code: 'Код из СМС',
    gate: 'Доступ в личный кабинет только для клиентов с поданной заявкой',
    summary: 'Исправьте ошибки',
    mismatch: 'Номер телефона не совпадает с номером, указанным для компании',
    busy: /Слишком много запросов\. Повторите через (60|59) мин\.$/,
  },
  kk: {
    bin: /БСН\/ЖСН/,
    phone: /Телефон нөмірі/,
    go: 'Жалғастыру',
    code: 'SMS-хабарламадағы код',
    gate: 'Жеке кабинетке тек өтінім берген клиенттер кіре алады',
    summary: 'Қателерді түзетіңіз',
    mismatch: 'Телефон нөмірі компания үшін көрсетілген нөмірге сәйкес келмейді',
    busy: /Сұраулар тым көп\. (60|59) минуттан кейін қайталаңыз$/,
  },
};

/** Companies known to the CRM without applications (server/README.md «Demo data»). */
const NO_APPLICATION = {
  ru: { bin: '100240000374', e164: '+77075556677', typed: '7075556677' },
  kk: { bin: '171040000372', e164: '+77083334455', typed: '7083334455' },
};

async function startLogin(page: Page, locale: Locale, bin: string, typedPhone: string) {
  const w = WORDS[locale];
  await page.getByRole('textbox', { name: w.bin }).fill(bin);
  await page.getByRole('textbox', { name: w.phone }).pressSequentially(typedPhone);
  await page.getByRole('button', { name: w.go }).click();
}

async function enterCode(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  phone: string,
  mark: number,
) {
  await page
    .getByRole('textbox', { name: WORDS[locale].code })
    .fill(await smsCode(request, phone, 'login', mark));
}

for (const locale of ['ru', 'kk'] as const) {
  const w = WORDS[locale];

  test(`${locale}: a company without an application gets its code, then the access gate`, async ({
    page,
    request,
  }) => {
    const company = NO_APPLICATION[locale];
    await page.goto(at(locale, '/auth'));
    const mark = await smsMark(request, company.e164);
    await startLogin(page, locale, company.bin, company.typed);
    await enterCode(page, request, locale, company.e164, mark);
    await expect(page.getByRole('heading', { name: w.gate })).toBeFocused();
    await expectAxeClean(page, 'main');
  });

  test(`${locale}: a phone that is not the company’s is said at the phone field after its code`, async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto(at(locale, '/auth'));
    await startLogin(page, locale, '180440000128', phone.typed);
    await enterCode(page, request, locale, phone.e164, 0);
    const summary = page.getByRole('group', { name: w.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(w.mismatch);
    await expect(page.getByRole('textbox', { name: w.phone })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: w.bin })).toHaveValue('180440000128');
    await expectAxeClean(page, 'main');
  });
}

test.describe('a refused request', () => {
  // A server of its own, with the limits as shipped: the suite's server spares 127.0.0.1 them.
  const server = useOwnServer();

  test('ru and kk: the hour’s share of codes used up, the login form says so in words', async ({
    page,
    request,
  }) => {
    // Someone on this address has asked for the hour's share of codes already.
    for (let n = 0; n < SMS_CODES_PER_ADDRESS_PER_HOUR; n += 1) {
      const sent = await request.post(`${server.url}${API_PATHS.smsSend}`, {
        data: { phone: freshPhone().e164, purpose: 'consultation' },
      });
      expect(sent.status()).toBe(200);
    }
    for (const locale of ['ru', 'kk'] as const) {
      await page.goto(`${server.url}${at(locale, '/auth')}`);
      await startLogin(page, locale, freshBin(), freshPhone().typed);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toHaveText(WORDS[locale].busy);
      await expect(page.getByRole('textbox', { name: WORDS[locale].bin })).toBeVisible();
      await expectAxeClean(page, 'main');
    }
  });
});
