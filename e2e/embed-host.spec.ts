import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_PATHS } from '../contract/index.ts';
import {
  events,
  expectAxeClean,
  recordEvents,
  records,
  smsCode,
  startEmbedWorld,
  watchProblems,
  type EmbedWorld,
} from './embed-host.ts';
import { SEARCHING } from './widgets-support.ts';

/*
 * The embed bundle on a partner page of another origin, under a strict CSP and hostile CSS
 * (`embed-host.ts`): what a partner's visitors and developers get from one script tag.
 */

let world: EmbedWorld;
test.beforeAll(async () => {
  world = await startEmbedWorld();
});
test.afterAll(async () => {
  await world?.close();
});

async function open(page: Page, name: string, body: string, options = {}) {
  const problems = watchProblems(page);
  await recordEvents(page);
  await page.goto(world.page(name, body, options));
  return problems;
}

/** The visible fields of a consultation form, found by their labels through the shadow root. */
function consultation(root: Locator) {
  return {
    phone: root.getByRole('textbox', { name: /Номер телефона|Телефон нөмірі/ }),
    bin: root.getByRole('textbox', { name: /БИН\/ИИН|БСН\/ЖСН/ }),
    company: root.getByRole('textbox', { name: /Название компании|Компания атауы/ }),
    consent: root.getByRole('checkbox', { name: /Я согласен|келісемін/ }),
    notice: root.getByRole('link', { name: /уведомлением об обработке|Дербес деректерді өңдеу/ }),
    submit: root.getByRole('button', { name: /Отправить заявку|Өтінім жіберу/ }),
  };
}

/** A sent form's SMS step: the code the reference backend sent to `phone`, then «Заявка принята». */
async function confirmBySms(form: Locator, phone: string) {
  const code = await smsCode(world.site, phone);
  await form.getByRole('textbox', { name: 'Код из СМС' }).fill(code);
  await expect(form.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
}

/** Types into an address field of the widget and picks an option of the list it opens. */
async function pick(widget: Locator, field: RegExp, typed: string, option: RegExp) {
  await widget.getByRole('combobox', { name: field }).fill(typed);
  await expect(widget.getByText(SEARCHING)).toHaveCount(0); // the list answers what was typed
  const choice = widget.getByRole('listbox').getByRole('option', { name: option });
  await expect(choice).toBeVisible();
  // The list opens inside the widget, under its field (no portal to the page's body).
  expect(await choice.evaluate((node) => node.getRootNode() instanceof ShadowRoot)).toBe(true);
  await choice.click();
}

test('two forms on a hostile, strict-CSP page of another origin render isolated and axe-clean', async ({
  page,
}) => {
  const problems = await open(
    page,
    'two-forms',
    `<biz-consultation-form id="first" product="virtual-ats"></biz-consultation-form>
     <biz-consultation-form id="second"></biz-consultation-form>`,
  );
  const first = page.locator('#first');
  const second = page.locator('#second');
  for (const form of [first, second]) {
    await expect(
      form.getByRole('heading', { name: 'Подберём решение для вашего бизнеса' }),
    ).toBeVisible();
    // `button, input { display: none !important }` on the page does not reach the controls.
    await expect(consultation(form).submit).toBeVisible();
    await expect(consultation(form).phone).toBeVisible();
    // The consent's notice is the operator's page, on the site's origin, never the partner's.
    await expect(consultation(form).notice).toHaveAttribute('href', `${world.site}/personal-data`);
    await expect(consultation(form).notice).toHaveAttribute('target', '_blank');
  }
  await expect
    .poll(async () => (await events(page)).filter((e) => e.type === 'biz-ready'))
    .toEqual([
      { type: 'biz-ready', target: 'first', detail: { widget: 'consultation-form' } },
      { type: 'biz-ready', target: 'second', detail: { widget: 'consultation-form' } },
    ]);

  // The page's `html { font-size: 8px }`, `* { color; font-family; letter-spacing; text-transform }`
  // stop at the element: the widget's own sizes are px and nothing inherits into it.
  const style = await consultation(first).submit.evaluate((button) => {
    const s = getComputedStyle(button);
    return {
      fontSize: s.fontSize,
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
      fontFamily: s.fontFamily,
      color: s.color,
    };
  });
  expect(style).toEqual({
    fontSize: '16px',
    textTransform: 'none',
    letterSpacing: 'normal',
    fontFamily: expect.not.stringMatching(/^serif$/),
    color: 'rgb(255, 255, 255)',
  });
  expect(
    await first
      .getByRole('heading', { level: 2 })
      .evaluate((heading) => getComputedStyle(heading).fontSize),
  ).toBe('24px');
  // The widget's CSS stays inside: the page's own heading keeps the page's look.
  const pageHeading = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
  expect(pageHeading).toBe('serif');
  // No <style> or <link> was added to the page for the widgets.
  expect(await page.locator('head style, head link[rel=stylesheet]').count()).toBe(1);

  // The only global the bundle adds is BizWidgets (compared with the same page without it).
  const bare = await page.context().newPage();
  await bare.goto(world.page('bare', '', { embed: false }));
  const globalsOf = (target: Page) => target.evaluate(() => Object.getOwnPropertyNames(window));
  const without = new Set(await globalsOf(bare));
  await bare.close();
  const added = (await globalsOf(page)).filter((name) => !without.has(name));
  expect(added.filter((name) => name !== '__bizEvents')).toEqual(['BizWidgets']);

  await expectAxeClean(page, ['#first', '#second']);
  expect(problems).toEqual([]);
});

test('the consultation form sends a lead from the partner page: submit, SMS step inline, success with the request id', async ({
  page,
}) => {
  const problems = await open(
    page,
    'flow',
    `<biz-consultation-form id="lead" product="virtual-ats"></biz-consultation-form>`,
  );
  const form = page.locator('#lead');
  const fields = consultation(form);
  await fields.phone.fill('7011230001');
  await fields.bin.fill('180440000128');
  await fields.company.fill('ТОО «Степной Логистик»');
  await fields.consent.check();
  await fields.submit.click();

  // The SMS step is inline in the widget (no dialog), its heading focused.
  const smsHeading = form.getByRole('heading', { name: 'Подтвердите номер телефона' });
  await expect(smsHeading).toBeFocused();
  expect(await page.getByRole('dialog').count()).toBe(0);
  await confirmBySms(form, '+77011230001');

  const stored = await records(world.site, 'consultations');
  const created = stored.find((row) => row.phone === '+77011230001');
  // A partner lead: the embed source and the page's origin (never its path).
  expect(created).toMatchObject({
    product_slug: 'virtual-ats',
    source: 'embed',
    host_origin: world.host,
  });

  const seen = (await events(page)).filter((e) => e.target === 'lead');
  expect(seen.map((e) => e.type)).toEqual([
    'biz-ready',
    'biz-submit',
    'biz-submit',
    'biz-submit',
    'biz-success',
  ]);
  for (const event of seen) expect(event.detail.widget).toBe('consultation-form');
  expect(seen.at(-1)?.detail).toEqual({ widget: 'consultation-form', requestId: created?.id });
  // Never the phone number (or any other personal data) in an event.
  expect(JSON.stringify(seen)).not.toMatch(/701|123|0001|180440000128/);
  await expectAxeClean(page, ['#lead']);
  expect(problems).toEqual([]);
});

test('a failed call is reported as biz-error with the message the widget shows', async ({
  page,
}) => {
  const problems = await open(
    page,
    'agent',
    `<biz-consultation-form id="agent"></biz-consultation-form>`,
  );
  const form = page.locator('#agent');
  const fields = consultation(form);
  await fields.phone.fill('7011230002');
  await fields.bin.fill('180440000128');
  await fields.consent.check();
  await form.getByRole('checkbox', { name: 'Мне помог заполнить заявку менеджер' }).check();
  await form.getByRole('textbox', { name: 'Логин агента' }).fill('no-such-agent');
  await fields.submit.click();

  const login = form.getByRole('textbox', { name: 'Логин агента' });
  await expect(login).toHaveAttribute('aria-invalid', 'true');
  const message = 'Неверный логин агента';
  await expect(form.getByText(message).first()).toBeVisible();
  const failed = (await events(page)).filter((e) => e.type === 'biz-error');
  expect(failed).toEqual([
    { type: 'biz-error', target: 'agent', detail: { widget: 'consultation-form', message } },
  ]);
  expect(problems).toEqual([]);
});

test('locale switched at run time re-renders in Kazakh and keeps what was typed', async ({
  page,
}) => {
  const problems = await open(
    page,
    'locale',
    `<biz-consultation-form id="lang"></biz-consultation-form>`,
  );
  const form = page.locator('#lang');
  const fields = consultation(form);
  await fields.phone.fill('7011230003');
  await fields.bin.fill('180440000128');
  await fields.company.fill('Номад');
  await fields.consent.check();

  await form.evaluate((element) => element.setAttribute('locale', 'kk'));
  await expect(
    form.getByRole('heading', { name: 'Бизнесіңізге шешім таңдап береміз' }),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Телефон нөмірі/ })).toHaveValue(
    '+7 (701) 123-00-03',
  );
  await expect(form.getByRole('textbox', { name: /БСН\/ЖСН/ })).toHaveValue('180440000128');
  await expect(form.getByRole('textbox', { name: /Компания атауы/ })).toHaveValue('Номад');
  await expect(form.getByRole('checkbox', { name: /келісемін/ })).toBeChecked();
  // Re-rendered, not remounted: ready fired once.
  expect((await events(page)).filter((e) => e.type === 'biz-ready')).toHaveLength(1);

  // The backend answers in the widget's language too (Accept-Language follows the attribute).
  await form.getByRole('checkbox', { name: 'Өтінімді толтыруға менеджер көмектесті' }).check();
  await form.getByRole('textbox', { name: 'Агент логині' }).fill('no-such-agent');
  await form.getByRole('button', { name: 'Өтінім жіберу' }).click();
  await expect(form.getByRole('textbox', { name: 'Агент логині' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const failed = (await events(page)).find((e) => e.type === 'biz-error');
  expect(failed?.detail.message).toMatch(/[әғқңөұүһі]/);
  expect(problems).toEqual([]);
});

test('an element removed from the page unmounts; moved, it keeps its state; added later, it mounts', async ({
  page,
}) => {
  const problems = await open(
    page,
    'lifecycle',
    `<div id="left"><biz-consultation-form id="moving"></biz-consultation-form></div><div id="right"></div>`,
  );
  const form = page.locator('#moving');
  await consultation(form).company.fill('Алма');

  // Moved in one task (removed, then inserted): the same widget, the typed company name kept.
  await page.evaluate(() =>
    document.getElementById('right')?.append(document.getElementById('moving')!),
  );
  await expect(page.locator('#right #moving')).toHaveCount(1);
  await expect(consultation(form).company).toHaveValue('Алма');

  // Removed: the shadow root is emptied (the widget's tree is unmounted).
  await page.evaluate(() => {
    const element = document.getElementById('moving')!;
    (window as unknown as { removedWidget: Element }).removedWidget = element;
    element.remove();
  });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { removedWidget: Element }).removedWidget.shadowRoot
            ?.childElementCount,
      ),
    )
    .toBe(0);

  // Added at any time: it mounts by itself.
  await page.evaluate(() => {
    const late = document.createElement('biz-consultation-form');
    late.id = 'late';
    late.setAttribute('locale', 'kk');
    document.getElementById('left')?.append(late);
  });
  await expect(
    page.locator('#late').getByRole('heading', { name: 'Бизнесіңізге шешім таңдап береміз' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('BizWidgets.mount renders into a plain element, dispatches there, and unmount removes it', async ({
  page,
}) => {
  const problems = await open(page, 'mount-api', `<div id="slot"></div>`);
  await page.waitForFunction(() => 'BizWidgets' in window);
  await page.evaluate(() => {
    const slot = document.getElementById('slot')!;
    (window as unknown as { handle: unknown }).handle = window.BizWidgets!.mount(
      slot,
      'consultation-form',
      { locale: 'kk' },
    );
  });
  const slot = page.locator('#slot');
  await expect(
    slot.getByRole('heading', { name: 'Бизнесіңізге шешім таңдап береміз' }),
  ).toBeVisible();
  await expect
    .poll(() => events(page))
    .toEqual([{ type: 'biz-ready', target: 'slot', detail: { widget: 'consultation-form' } }]);

  await consultation(slot).company.fill('Номад');
  await page.evaluate(() =>
    (window as unknown as { handle: { update(o: object): void } }).handle.update({ locale: 'ru' }),
  );
  await expect(
    slot.getByRole('heading', { name: 'Подберём решение для вашего бизнеса' }),
  ).toBeVisible();
  await expect(consultation(slot).company).toHaveValue('Номад');

  await page.evaluate(() =>
    (window as unknown as { handle: { unmount(): void } }).handle.unmount(),
  );
  await expect(slot.getByRole('heading')).toHaveCount(0);
  expect(await slot.evaluate((element) => element.shadowRoot?.childElementCount)).toBe(0);

  // Wrong calls fail loudly, not silently.
  const errors = await page.evaluate(() => {
    const attempts = [
      () => window.BizWidgets!.mount(document.body, 'no-such' as never),
      () => window.BizWidgets!.mount(null as never, 'address-check'),
      () => window.BizWidgets!.mount(document.createElement('biz-handset-check'), 'handset-check'),
    ];
    return attempts.map((attempt) => {
      try {
        attempt();
        return 'no error';
      } catch (error) {
        return (error as Error).name;
      }
    });
  });
  expect(errors).toEqual(['TypeError', 'TypeError', 'TypeError']);
  expect(problems).toEqual([]);
});

test('embed.js loaded twice registers once; chunks load on demand, once, and are immutable', async ({
  page,
}) => {
  const chunkRequests: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/embed/chunks/')) chunkRequests.push(response.url());
  });
  const problems = await open(page, 'twice', `<p>No widget here yet.</p>`, { embedTwice: true });
  await page.waitForFunction(() => 'BizWidgets' in window);
  await page.waitForLoadState('networkidle');
  // No element, no widget code.
  expect(chunkRequests).toEqual([]);

  await page.evaluate(() => {
    for (const id of ['a', 'b']) {
      const element = document.createElement('biz-consultation-form');
      element.id = id;
      document.querySelector('main')?.append(element);
    }
  });
  await expect(page.locator('#a').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('#b').getByRole('heading', { level: 2 })).toBeVisible();
  // Each chunk once, though two elements (and two copies of the loader) wanted it.
  expect(new Set(chunkRequests).size).toBe(chunkRequests.length);
  expect(chunkRequests.some((url) => /\/runtime-[\w-]+\.js$/.test(url))).toBe(true);
  // One widget tree per element.
  expect(
    await page.locator('#a').evaluate((e) => e.shadowRoot?.querySelectorAll('section').length),
  ).toBe(1);

  const direct = await fetch(chunkRequests[0]!);
  expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${world.site}/embed.js`)).headers.get('cache-control')).toBe('no-cache');
  expect(problems).toEqual([]);
});

test('CORS opens the embed calls to the partner origin and refuses the rest of the API', async ({
  page,
}) => {
  await page.goto(world.page('cors', '<p>CORS probe</p>'));
  const outcome = await page.evaluate(
    async ({ site, paths }) => {
      const attempt = async (path: string, init?: RequestInit) => {
        try {
          const response = await fetch(site + path, init);
          return response.status;
        } catch {
          return 'refused';
        }
      };
      return {
        offer: await attempt(`${paths.pricePlanOffer}?bin=180440000128`, {
          headers: { 'Accept-Language': 'kk' },
        }),
        cities: await attempt(`${paths.addressCities}?q=${encodeURIComponent('Ал')}`),
        blog: await attempt(paths.blogArticles),
        account: await attempt(paths.accountInfo),
        login: await attempt(paths.loginStart, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }),
        // product="any-device" sends its consultation here: open like the other embed calls
        // (an empty body reaches the backend and is refused on its fields).
        handset: await attempt(paths.createHandsetConsultancy, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }),
      };
    },
    { site: world.site, paths: API_PATHS },
  );
  expect(outcome).toEqual({
    offer: 200,
    cities: 200,
    blog: 'refused',
    account: 'refused',
    login: 'refused',
    handset: 422,
  });
});

test('the handset check, after the offer ended, says so and sends the ordinary request: success carries the lead id', async ({
  page,
}) => {
  // The offer ran 20.08.2025–10.11.2025; the site's server runs on the machine's clock, after it.
  // A widget on a partner page has no build of its own: it asks the site's backend first.
  const problems = await open(
    page,
    'handset',
    `<biz-handset-check id="offer"></biz-handset-check>
     <biz-handset-check id="offer-kk" locale="kk"></biz-handset-check>`,
  );
  const widget = page.locator('#offer');
  await expect(
    page.locator('#offer-kk').getByRole('heading', { name: 'Акция аяқталды' }),
  ).toBeVisible();
  await expect(page.locator('#offer-kk')).toContainText('2025 жылғы 10 қараша');
  await expect(widget.getByRole('heading', { name: 'Акция завершилась' })).toBeVisible();
  await expect(widget).toContainText(
    'Предложение действовало до 10 ноября 2025 года включительно.',
  );
  await expect(widget.getByRole('button', { name: 'Узнать' })).toHaveCount(0);

  await widget.getByRole('textbox', { name: /Номер телефона/ }).fill('7011230010');
  await widget.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('180440000128');
  await widget.getByRole('checkbox', { name: /персональных данных/ }).check();
  await widget.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(widget.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  await expect(widget.getByText('Поздравляем!')).toHaveCount(0);

  const lead = (await records(world.site, 'leads')).find((row) => row.phone === '+77011230010');
  expect(lead).toMatchObject({ bin: '180440000128', eligible: 0, host_origin: world.host });
  expect(
    (await records(world.site, 'opportunities')).find((row) => row.phone === '+77011230010'),
  ).toBeUndefined();
  const seen = (await events(page)).filter((e) => e.target === 'offer');
  expect(seen.map((e) => e.type)).toEqual(['biz-ready', 'biz-submit', 'biz-success']);
  expect(seen.at(-1)?.detail).toEqual({ widget: 'handset-check', requestId: lead?.id });
  expect(JSON.stringify(seen)).not.toMatch(/180440000128|701123/);
  // The second copy was not touched by the first one's steps.
  await expect(
    page.locator('#offer-kk').getByRole('heading', { name: 'Акция аяқталды' }),
  ).toBeVisible();
  await expectAxeClean(page, ['#offer', '#offer-kk']);
  expect(problems).toEqual([]);
});

test('the address check searches the directory in its shadow root and links on to the site', async ({
  page,
}) => {
  const problems = await open(
    page,
    'address',
    `<biz-address-check id="office"></biz-address-check>`,
  );
  const widget = page.locator('#office');
  await pick(widget, /Город или населённый пункт/, 'Аст', /^Астана/);
  await pick(widget, /Улица, район или микрорайон/, 'Сыг', /Сыганак/);
  await expectAxeClean(page, ['#office']);
  await pick(widget, /Дом/, '18', /^18Г$/);
  await widget.getByRole('button', { name: 'Продолжить' }).click();

  await expect(widget.getByRole('heading', { name: 'Адрес в зоне покрытия' })).toBeVisible();
  // The link carries the checked building, so the site's flow starts with it.
  const houseId = encodeURIComponent('astana-syganak-18Г');
  await expect(
    widget.getByRole('link', { name: 'Оформить заявку на сайте Dala Business' }),
  ).toHaveAttribute('href', `${world.site}/internet-for-office?houseId=${houseId}#tariffs`);
  // Nothing is created by a check, so no biz-success; the page hears ready and submit.
  const seen = (await events(page)).map((e) => [e.type, e.detail.widget]);
  expect(seen).toEqual([
    ['biz-ready', 'address-check'],
    ['biz-submit', 'address-check'],
  ]);

  await widget.evaluate((element) => element.setAttribute('locale', 'kk'));
  await expect(
    widget.getByRole('link', { name: 'Dala Business сайтында өтінім ресімдеу' }),
  ).toHaveAttribute('href', `${world.site}/kk/internet-for-office?houseId=${houseId}#tariffs`);
  await expectAxeClean(page, ['#office']);
  // react-aria's own <style> (for pressable elements) is kept out of the page under the CSP: it
  // finds the widget's marker of that id instead (embed/runtime/styles.ts).
  expect(await page.locator('style#react-aria-pressable-style').count()).toBe(0);
  expect(await page.locator('template#react-aria-pressable-style').count()).toBe(1);
  expect(problems).toEqual([]);
});

test('from the keyboard: an empty submit focuses the error summary, its link focuses the field', async ({
  page,
}) => {
  const problems = await open(
    page,
    'keyboard',
    `<biz-consultation-form id="keys"></biz-consultation-form>`,
  );
  const form = page.locator('#keys');
  await expect(consultation(form).submit).toBeVisible();
  await consultation(form).submit.focus();
  await page.keyboard.press('Enter');

  const summary = form.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  const firstLink = summary.getByRole('link').first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  // The summary's links work inside the shadow root (a #hash would not reach the field there).
  await expect(consultation(form).phone).toBeFocused();
  await expect(consultation(form).phone).toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});

test('widget code that cannot be fetched is reported in the element and as biz-error; a later element retries', async ({
  page,
}) => {
  await recordEvents(page);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.route('**/embed/chunks/**', (route) => route.abort('connectionrefused'));
  await page.goto(
    world.page('offline', `<biz-handset-check id="broken" locale="kk"></biz-handset-check>`),
  );
  const message = 'Форманы жүктеу мүмкін болмады. Интернетке қосылымды тексеріп, бетті жаңартыңыз.';
  await expect(page.locator('#broken').getByRole('alert')).toHaveText(message);
  await expect
    .poll(() => events(page))
    .toEqual([
      { type: 'biz-error', target: 'broken', detail: { widget: 'handset-check', message } },
    ]);

  await page.unroute('**/embed/chunks/**');
  await page.evaluate(() => {
    const again = document.createElement('biz-handset-check');
    again.id = 'again';
    document.querySelector('main')?.append(again);
  });
  await expect(
    page.locator('#again').getByRole('heading', { name: 'Акция завершилась' }),
  ).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('product="any-device" works cross-origin: agent checked, phone confirmed by SMS, the handset call answered', async ({
  page,
}) => {
  const problems = await open(
    page,
    'any-device',
    `<biz-consultation-form id="devices" product="any-device"></biz-consultation-form>`,
  );
  const form = page.locator('#devices');
  const fields = consultation(form);
  await fields.phone.fill('7011230020');
  await fields.bin.fill('081140000377');
  await fields.company.fill('ТОО «Алма Дизайн Студио»');
  await form.getByRole('textbox', { name: /Какие устройства/ }).fill('10 ноутбуков');
  await fields.consent.check();
  await form.getByRole('checkbox', { name: 'Мне помог заполнить заявку менеджер' }).check();
  await form.getByRole('textbox', { name: 'Логин агента' }).fill('d.kasymov');
  await fields.submit.click();

  await expect(form.getByRole('heading', { name: 'Подтвердите номер телефона' })).toBeFocused();
  await confirmBySms(form, '+77011230020');

  const created = (await records(world.site, 'handset-consultations')).find(
    (row) => row.phone === '+77011230020',
  );
  expect(created).toMatchObject({
    product_slug: 'any-device',
    agent_login: 'd.kasymov',
    comment: '10 ноутбуков',
    source: 'embed',
    host_origin: world.host,
  });
  const seen = (await events(page)).filter((e) => e.target === 'devices');
  expect(seen.map((e) => e.type)).toEqual([
    'biz-ready',
    'biz-submit',
    'biz-submit',
    'biz-submit',
    'biz-success',
  ]);
  expect(seen.at(-1)?.detail).toEqual({ widget: 'consultation-form', requestId: created?.id });
  await expectAxeClean(page, ['#devices']);
  // No CORS refusal or any other console error on the way.
  expect(problems).toEqual([]);
});

test('BizWidgets handle.update changes only what it is given: product survives a language switch', async ({
  page,
}) => {
  const problems = await open(page, 'update-merge', `<div id="slot"></div>`);
  await page.waitForFunction(() => 'BizWidgets' in window);
  await page.evaluate((site) => {
    const slot = document.getElementById('slot')!;
    (window as unknown as { handle: unknown }).handle = window.BizWidgets!.mount(
      slot,
      'consultation-form',
      { product: 'any-device', apiBase: site },
    );
  }, world.site);
  const slot = page.locator('#slot');
  await expect(slot.getByRole('textbox', { name: /Какие устройства/ })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { handle: { update(o: object): void } }).handle.update({ locale: 'kk' }),
  );
  await expect(
    slot.getByRole('heading', { name: 'Бизнесіңізге шешім таңдап береміз' }),
  ).toBeVisible();
  // Still the any-device form (product kept), talking to the same API (apiBase kept).
  await expect(slot.getByRole('textbox', { name: /қандай құрылғылар/ })).toBeVisible();
  await slot.getByRole('checkbox', { name: 'Өтінімді толтыруға менеджер көмектесті' }).check();
  await slot.getByRole('textbox', { name: 'Агент логині' }).fill('no-such-agent');
  await consultation(slot).phone.fill('7011230021');
  await consultation(slot).bin.fill('180440000128');
  await consultation(slot).consent.check();
  await slot.getByRole('button', { name: 'Өтінім жіберу' }).click();
  await expect(slot.getByRole('textbox', { name: 'Агент логині' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(problems).toEqual([]);
});

test('the address check outside coverage opens the consultation request in place, recorded as the partner’s', async ({
  page,
}, testInfo) => {
  const problems = await open(
    page,
    'address-consult',
    `<biz-address-check id="office"></biz-address-check>`,
  );
  const widget = page.locator('#office');
  await pick(widget, /Город или населённый пункт/, 'Алм', /^Алматы/);
  await pick(widget, /Улица, район или микрорайон/, 'Шан', /Шанырак-2/);
  await pick(widget, /Дом/, '8', /^8$/);
  await widget.getByRole('button', { name: 'Продолжить' }).click();

  await expect(widget.getByRole('heading', { name: 'Адрес пока вне зоны покрытия' })).toBeVisible();
  const consult = widget.getByRole('button', { name: 'Оставить заявку на консультацию' });
  await expect(consult).toBeVisible();
  await expectAxeClean(page, ['#office']);
  await widget.screenshot({ path: testInfo.outputPath('address-not-covered.png') });

  await consult.click();
  // The form opens under the answer, its title focused; the button gives way to it.
  const form = widget.getByRole('region', { name: 'Подберём решение для вашего бизнеса' });
  await expect(form.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(consult).toHaveCount(0);
  await widget.screenshot({ path: testInfo.outputPath('address-not-covered-consultation.png') });
  const fields = consultation(form);
  await fields.phone.fill('7011230030');
  await fields.bin.fill('180440000128');
  await fields.consent.check();
  await fields.submit.click();
  await confirmBySms(form, '+77011230030');

  const created = (await records(world.site, 'consultations')).find(
    (row) => row.phone === '+77011230030',
  );
  expect(created).toMatchObject({
    product_slug: 'internet-for-office',
    source: 'embed',
    host_origin: world.host,
  });
  const seen = (await events(page)).filter((e) => e.target === 'office');
  expect(seen.at(-1)).toEqual({
    type: 'biz-success',
    target: 'office',
    detail: { widget: 'address-check', requestId: created?.id },
  });
  expect(JSON.stringify(seen)).not.toMatch(/701123|180440000128/);

  // «Изменить адрес» closes the request and goes back to the address.
  await widget.getByRole('button', { name: 'Изменить адрес' }).click();
  await expect(
    widget.getByRole('region', { name: 'Подберём решение для вашего бизнеса' }),
  ).toHaveCount(0);
  await expectAxeClean(page, ['#office']);
  expect(problems).toEqual([]);
});

test('a failed address search is said at the field and reported as biz-error', async ({ page }) => {
  await recordEvents(page);
  // Every search by name fails; the towns hint list (its own query) still loads.
  const searches = (url: URL) =>
    url.pathname === API_PATHS.addressCities && url.searchParams.has('q');
  await page.route(searches, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ error: { code: 'TRY_LATER', message: 'Попробуйте позже' } }),
    }),
  );
  await page.goto(
    world.page('search-fails', `<biz-address-check id="office"></biz-address-check>`),
  );
  const widget = page.locator('#office');
  await widget.getByRole('combobox', { name: /Город или населённый пункт/ }).fill('Алм');
  const message = 'Не удалось загрузить список. Попробуйте ещё раз или введите адрес вручную';
  await expect(widget.getByText(message)).toBeVisible();
  await expect
    .poll(async () => (await events(page)).filter((e) => e.type === 'biz-error'))
    .toEqual([
      { type: 'biz-error', target: 'office', detail: { widget: 'address-check', message } },
    ]);
});

test('react-aria’s option count is announced in Kazakh for a Kazakh widget, not in English', async ({
  page,
}) => {
  const problems = await open(
    page,
    'announce-kk',
    `<biz-address-check id="office" locale="kk"></biz-address-check>`,
  );
  const widget = page.locator('#office');
  await widget.getByRole('combobox', { name: /Қала немесе елді мекен/ }).fill('А');
  await expect(widget.getByRole('listbox')).toBeVisible();
  // react-aria's announcer: one visually hidden node at the start of the page's <body>.
  const announcer = page.locator('body > [data-live-announcer]');
  await expect(announcer).toHaveCount(1);
  await expect(announcer).toContainText(/\d+ нұсқа табылды\./);
  await expect(announcer).not.toContainText(/available/);
  expect(problems).toEqual([]);
});
