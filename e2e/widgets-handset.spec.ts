import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DevIn } from '../contract/index.ts';
import { devCall } from './dev-api.ts';
import { useOwnServer } from './own-server.ts';
import { expectAxeClean, freshPhone, hangRequests, ready, records } from './widgets-support.ts';

/*
 * The handset special offer on /kense-handset-offer (spec §2.17) against the real backend. The
 * offer ran 20.08.2025–10.11.2025 (content-areas §9): the suite's server, on the machine's clock,
 * is after it — the page says it ended and takes the ordinary request. A server of its own runs
 * it again (OFFER_PERIODS, as a demo would) for the check itself.
 */

const WIDGET = '[data-widget="handset-offer"]';
const region = (page: Page) => page.locator(WIDGET);

async function check(page: Page, bin: string) {
  await region(page)
    .getByRole('textbox', { name: /БИН\/ИИН/ })
    .fill(bin);
  await region(page).getByRole('button', { name: 'Узнать' }).click();
}

/** A Kazakhstan day `days` from today, `YYYY-MM-DD`. */
const kzDay = (days: number) =>
  new Date(Date.now() + (5 * 60 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);

test.describe('while the offer runs (OFFER_PERIODS moves it around today)', () => {
  test.describe.configure({ mode: 'serial' });
  const server = useOwnServer({
    RATE_LIMIT_EXEMPT: '127.0.0.1',
    OFFER_PERIODS: `handset-offer=${kzDay(-30)}..${kzDay(30)}`,
  });
  const at = (path: string) => `${server.url}${path}`;
  const stored = async (request: APIRequestContext, kind: DevIn<'records'>['kind']) =>
    (await (await devCall(request, 'records', { kind }, { base: server.url })).json()).records;

  test('an eligible company is congratulated and its request becomes a lead and an opportunity', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    // The page was built after the offer ended (the build's day): the island asks again when shown.
    await page.goto(at('/kense-handset-offer'));
    await ready(page);
    // The page's terms, process and conditions surround the check.
    await expect(page.getByRole('heading', { name: 'Условия предложения' })).toBeVisible();
    await expectAxeClean(page, WIDGET);
    await check(page, '180440000128');
    await expect(page.getByRole('heading', { name: 'Поздравляем!' })).toBeFocused();
    await expect(region(page).getByText('«Кеңсе»')).toBeVisible();
    await expectAxeClean(page, WIDGET);
    await region(page)
      .getByRole('textbox', { name: /Номер телефона/ })
      .pressSequentially(phone.typed);
    await region(page).getByRole('textbox', { name: 'Электронная почта' }).fill('ceo@steppe.kz');
    await region(page)
      .getByRole('checkbox', { name: /персональных данных/ })
      .check();
    await region(page).getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('heading', { name: 'Заявка принята' })).toBeFocused();
    await expect(region(page).getByText('Мы свяжемся с вами в ближайшее время.')).toBeVisible();
    await expectAxeClean(page, WIDGET);

    expect((await stored(request, 'leads')).find((r) => r.phone === phone.e164)).toMatchObject({
      bin: '180440000128',
      eligible: 1,
      tariff_id: 'kense',
    });
    expect(
      (await stored(request, 'opportunities')).find((r) => r.phone === phone.e164),
    ).toMatchObject({
      bin: '180440000128',
    });
  });

  test('a company outside the offer is told so in Kazakh and its request is a lead only', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto(at('/kk/kense-handset-offer'));
    await ready(page);
    await region(page)
      .getByRole('textbox', { name: /БСН\/ЖСН/ })
      .fill('050440000371');
    await region(page).getByRole('button', { name: 'Білу' }).click();
    await expect(page.getByRole('heading', { name: 'Ұсыныс қолжетімсіз' })).toBeFocused();
    await region(page)
      .getByRole('textbox', { name: /Телефон нөмірі/ })
      .pressSequentially(phone.typed);
    await region(page)
      .getByRole('checkbox', { name: /келісемін/ })
      .check();
    await region(page).getByRole('button', { name: 'Өтінім жіберу' }).click();
    await expect(page.getByRole('heading', { name: 'Өтінім қабылданды' })).toBeVisible();
    expect((await stored(request, 'leads')).find((r) => r.phone === phone.e164)).toMatchObject({
      eligible: 0,
    });
    expect(
      (await stored(request, 'opportunities')).find((r) => r.phone === phone.e164),
    ).toBeUndefined();
  });

  test('a failing check says «Ошибка сервиса» and keeps the BIN; a wrong BIN never reaches the backend', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/v1/creatio-landing/price-plan-offer**', async (route) => {
      calls += 1;
      await route.fulfill({
        status: 500,
        json: { error: { code: 'SERVICE_ERROR', message: 'x' } },
      });
    });
    await page.goto(at('/kense-handset-offer'));
    await ready(page);
    await check(page, '180440000129');
    await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused();
    expect(calls).toBe(0);
    await check(page, '180440000128');
    await expect(region(page).getByRole('alert')).toHaveText(/Ошибка сервиса/);
    await expect(region(page).getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue(
      '180440000128',
    );
    await expectAxeClean(page, WIDGET);
  });
});

test.describe('after the offer ended (the suite’s server, on the machine’s clock)', () => {
  const WORDS = {
    ru: {
      path: '/kense-handset-offer',
      ended: 'Акция завершилась',
      day: 'Предложение действовало до 10 ноября 2025 года включительно.',
      hero: 'Акция завершилась 10.11.2025',
      check: 'Узнать',
      congratulations: 'Поздравляем!',
      phone: /Номер телефона/,
      bin: /БИН\/ИИН/,
      consent: /персональных данных/,
      submit: 'Отправить заявку',
      accepted: 'Заявка принята',
    },
    kk: {
      path: '/kk/kense-handset-offer',
      ended: 'Акция аяқталды',
      day: 'Ұсыныстың соңғы күні — 2025 жылғы 10 қараша.',
      hero: 'Акция аяқталды: 10.11.2025',
      check: 'Білу',
      congratulations: 'Құттықтаймыз!',
      phone: /Телефон нөмірі/,
      bin: /БСН/,
      consent: /келісемін/,
      submit: 'Өтінім жіберу',
      accepted: 'Өтінім қабылданды',
    },
  };

  for (const locale of ['ru', 'kk'] as const) {
    const w = WORDS[locale];
    test(`${locale}: the page says it ended, never congratulates, and takes the ordinary request`, async ({
      page,
      request,
    }) => {
      // What the build wrote, before any script runs: the page does not sell the offer.
      const html = await (await request.get(w.path)).text();
      expect(html).toContain(w.hero);
      expect(html).toContain(w.ended);
      expect(html).not.toContain(w.congratulations);

      const phone = freshPhone();
      await page.goto(w.path);
      await ready(page);
      const widget = page.getByRole('region', { name: w.ended });
      await expect(widget).toContainText(w.day);
      await expect(page.getByRole('button', { name: w.check })).toHaveCount(0);
      await expectAxeClean(page, WIDGET);
      // A company the offer's rules would have taken: told nothing of the sort, its lead taken.
      await widget.getByRole('textbox', { name: w.phone }).pressSequentially(phone.typed);
      await widget.getByRole('textbox', { name: w.bin }).fill('180440000128');
      await widget.getByRole('checkbox', { name: w.consent }).check();
      await widget.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { name: w.accepted })).toBeFocused();
      await expect(page.getByText(w.congratulations)).toHaveCount(0);
      expect((await records(request, 'leads')).find((r) => r.phone === phone.e164)).toMatchObject({
        bin: '180440000128',
        eligible: 0,
        product_slug: 'kense-handset-offer',
      });
      expect(
        (await records(request, 'opportunities')).find((r) => r.phone === phone.e164),
      ).toBeUndefined();
    });
  }
});

test('a request that times out says «Попробуйте позже» and keeps the form', async ({ page }) => {
  const phone = freshPhone();
  const { passClientTimeout } = await hangRequests(page, '**/api/v1/creatio-landing/create-lead');
  await page.goto('/kense-handset-offer');
  await ready(page);
  await region(page)
    .getByRole('textbox', { name: /Номер телефона/ })
    .pressSequentially(phone.typed);
  await region(page).getByRole('textbox', { name: 'Название компании' }).fill('АО «КазТрансТех»');
  await region(page)
    .getByRole('checkbox', { name: /персональных данных/ })
    .check();
  await region(page).getByRole('button', { name: 'Отправить заявку' }).click();
  await passClientTimeout();
  await expect(region(page).getByRole('alert')).toHaveText(/Попробуйте позже/);
  await expect(region(page).getByRole('textbox', { name: 'Название компании' })).toHaveValue(
    'АО «КазТрансТех»',
  );
});
