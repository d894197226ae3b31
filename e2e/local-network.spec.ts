/**
 * NCALayer behind Chrome's Local Network Access permission (Chrome 147+ gates a public site's
 * WebSocket to wss://127.0.0.1:13579). The suite's site runs on 127.0.0.1, where the check never
 * applies, so this file launches Chromium told that the site is a public address
 * (`--ip-address-space-overrides=127.0.0.1:<port>=public`) and sets the `loopback-network`
 * permission through CDP `Browser.setPermission` for the page's own browser context. The signing
 * client is the stand-in as a real wss:// server on 127.0.0.1:13579: Playwright's routeWebSocket
 * replaces the page's WebSocket and would never meet the browser's check.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startNcaLayerServer, type NcaLayerServer } from '../server/dev/ncaLayerServer.ts';
import { createStandIn } from '../server/dev/ncaLayerStandIn.ts';
import { CHROME_ARGS, SUITE_CHROME_PATH } from './chromium.ts';
import { expectAxeClean, ready } from './widgets-support.ts';
import {
  advance,
  continueAfterSigning,
  edsLogin,
  openWizard,
  readyToSign,
  sendDetails,
} from './wizard-support.ts';

const site = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:0');

test.use({
  launchOptions: {
    executablePath: SUITE_CHROME_PATH,
    args: [...CHROME_ARGS, `--ip-address-space-overrides=${site.hostname}:${site.port}=public`],
  },
  // The stand-in's certificate is self-signed, as NCALayer's is (its installer trusts it).
  ignoreHTTPSErrors: true,
});
// One wss://127.0.0.1:13579 for the file: its tests take turns.
test.describe.configure({ mode: 'serial' });

type Setting = 'granted' | 'denied' | 'prompt';

/** What the person answered the browser's «… wants to access other apps and services» with. */
async function setLoopbackPermission(page: Page, setting: Setting) {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const browserSession = await page.context().browser()!.newBrowserCDPSession();
  // Without browserContextId the setting lands outside the page's context (Chromium 156).
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'loopback-network' },
    setting,
    origin: site.origin,
    browserContextId: targetInfo.browserContextId,
  } as unknown as Parameters<typeof browserSession.send<'Browser.setPermission'>>[1]);
  // Kept attached: Chromium drops a DevTools permission override when its session detaches.
}

/** Every WebSocket the page opens (real ones: no routeWebSocket in this file). */
function socketsOf(page: Page) {
  const urls: string[] = [];
  page.on('websocket', (ws) => urls.push(ws.url()));
  return urls;
}

let ncaLayer: NcaLayerServer;
const standIn = createStandIn();

/** How long the file waits for its copies: another worker's run of it holds the port meanwhile. */
const TURN_WAIT_MS = 90_000;
/**
 * The file's lock: `--repeat-each` runs copies of it on other workers at once, and the page always
 * dials 13579 — a copy would sign with another's stand-in, or find it running when this one has
 * stopped its own. It holds the pid of the worker whose turn it is: a crashed run's lock is stale.
 */
const TURN_LOCK = join(tmpdir(), 'dala-e2e-ncalayer-13579.lock');

function takeTurn(): boolean {
  try {
    writeFileSync(TURN_LOCK, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      const holder = Number(readFileSync(TURN_LOCK, 'utf8'));
      if (holder) process.kill(holder, 0);
    } catch (error) {
      // Its worker is gone (ESRCH), or the lock went meanwhile (ENOENT): try again.
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(TURN_LOCK, { force: true });
    }
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(TURN_WAIT_MS + 10_000);
  const until = Date.now() + TURN_WAIT_MS;
  while (!takeTurn()) {
    if (Date.now() > until) throw new Error(`${TURN_LOCK} held for ${TURN_WAIT_MS} ms`);
    await new Promise((retry) => setTimeout(retry, 250));
  }
  try {
    ncaLayer = await startNcaLayerServer({ standIn });
  } catch (error) {
    rmSync(TURN_LOCK, { force: true });
    throw new Error(
      `127.0.0.1:13579 is taken (a running NCALayer or \`npm run dev\`'s stand-in): stop it for this suite. ${String(error)}`,
    );
  }
});
test.afterAll(async () => {
  await ncaLayer?.close();
  rmSync(TURN_LOCK, { force: true });
});
test.beforeEach(() => standIn.set({ key: 'stepnoy-head', behaviour: 'sign' }));

async function openEdsLogin(page: Page, locale: 'ru' | 'kk' = 'ru') {
  await page.goto(locale === 'kk' ? '/kk/auth' : '/auth');
  await ready(page);
  await page.getByRole('tab', { name: locale === 'kk' ? 'ЭЦҚ арқылы' : 'По ЭЦП' }).click();
}

test('the page is public to this browser: the permission is asked for at all', async ({ page }) => {
  await page.goto('/auth');
  const answered = await page.evaluate(async () => {
    const status = await navigator.permissions.query({
      name: 'loopback-network' as PermissionName,
    });
    return status.state;
  });
  expect(answered).toBe('prompt');
});

test('granted: the First Head’s key signs in through the real socket', async ({ page }) => {
  const sockets = socketsOf(page);
  await openEdsLogin(page);
  await setLoopbackPermission(page, 'granted');
  const before = ncaLayer.connections();
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  await page.waitForURL('**/profile-applications');
  expect(sockets).toEqual(['wss://127.0.0.1:13579/']);
  expect(ncaLayer.connections()).toBe(before + 1);
});

test('granted: the wizard’s contract is signed by EDS, in Kazakh', async ({ page, request }) => {
  // A company of its own (Мега Маркет Шымкент, in no other suite): another suite applies for
  // КазТрансТех on the same shared server, and a login whose company already has an unfinished
  // application creates none — this one's seeded application is replaced.
  const login = await edsLogin(request, 'megamarket-head-auth', {
    appType: 'internet',
    replaceUnfinished: true,
    tariffId: 'office-5-reduced',
    address: { houseId: 'almaty-al-farabi-5' },
  });
  const application = login.createdApplication!;
  await sendDetails(request, login.accessToken, application);
  await advance(request, application.opportunityId);
  standIn.set({ key: 'megamarket-head' });
  await openWizard(page, login, 'internet', { locale: 'kk' });
  await setLoopbackPermission(page, 'granted');
  await page.getByRole('checkbox', { name: /Жоғарыдағы құжаттармен таныстым/ }).check();
  await page.getByRole('button', { name: 'ЭЦҚ-мен қол қою' }).click();
  await continueAfterSigning(page, 'kk', 'ncalayer');
  await expect(page.locator('main')).toContainText('Өтініміңіз өңделуде, күте тұрыңыз');
});

test('denied: no socket before the press; then how to allow it in the site’s settings', async ({
  page,
}) => {
  const sockets = socketsOf(page);
  await openEdsLogin(page);
  await setLoopbackPermission(page, 'denied');
  const before = ncaLayer.connections();
  // Nothing reaches for NCALayer on load or on choosing the tab.
  expect(sockets).toEqual([]);
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  const alert = page.getByRole('alert');
  await expect(page.locator('[data-eds-problem]')).toHaveAttribute(
    'data-eds-problem',
    'SIGNER_BLOCKED',
  );
  await expect(alert).toContainText(
    'Нет связи с приложением для подписи: браузер запретил этому сайту доступ к приложениям на вашем устройстве',
  );
  await expect(alert).not.toContainText('Убедитесь, что оно запущено');
  await expect(alert.getByRole('listitem').first()).toContainText('«Настройки сайтов»');
  await expect(alert.getByRole('listitem')).toHaveCount(4);
  // The browser stopped it: NCALayer (the stand-in, listening) never saw a connection.
  expect(ncaLayer.connections()).toBe(before);
  await expectAxeClean(page, 'main');
  await page.screenshot({ path: 'test-results/lna-denied-ru.png', fullPage: true });
});

test('denied, in Kazakh, in the wizard: the SMS way stays offered', async ({ page, request }) => {
  const { login } = await readyToSign(request, {
    appType: 'internet',
    tariffId: 'office-5-reduced',
    address: { houseId: 'almaty-tole-bi-103' },
  });
  await openWizard(page, login, 'internet', { locale: 'kk' });
  await setLoopbackPermission(page, 'denied');
  await page.getByRole('checkbox', { name: /Жоғарыдағы құжаттармен таныстым/ }).check();
  await page.getByRole('button', { name: 'ЭЦҚ-мен қол қою' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('браузер бұл сайтқа құрылғыңыздағы қосымшаларға');
  await expect(alert).toContainText('«Сайт параметрлері»');
  await expect(alert).toContainText('SMS-код арқылы қол қойып көріңіз');
  await expectAxeClean(page, 'main');
  await page.screenshot({ path: 'test-results/lna-denied-kk-wizard.png', fullPage: true });
});

test('prompt: the advance notice before the press; unanswered, the full help', async ({ page }) => {
  await openEdsLogin(page);
  await setLoopbackPermission(page, 'prompt');
  // The notice reads the permission on mount; the page reads it again after the CDP change.
  await page.reload();
  await ready(page);
  await page.getByRole('tab', { name: 'По ЭЦП' }).click();
  await expect(page.locator('[data-signer-access="prompt"]')).toHaveText(
    'Браузер может спросить, разрешить ли этому сайту доступ к другим приложениям и сервисам на этом устройстве. Нажмите «Разрешить» — так сайт свяжется с NCALayer.',
  );
  await page.screenshot({ path: 'test-results/lna-prompt-ru.png', fullPage: true });
  // Headless Chromium cannot show the question: the request fails as if it went unanswered.
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  const alert = page.getByRole('alert');
  await expect(page.locator('[data-eds-problem]')).toHaveAttribute(
    'data-eds-problem',
    'SIGNER_UNAVAILABLE',
  );
  await expect(alert.getByRole('listitem')).toHaveCount(3);
  await expect(alert.getByRole('listitem').nth(1)).toContainText('нажмите «Разрешить»');
});

test('granted, but NCALayer is not running: the not-running help, without the permission step', async ({
  page,
}) => {
  await ncaLayer.close();
  try {
    await openEdsLogin(page, 'kk');
    await setLoopbackPermission(page, 'granted');
    // Read again on load: the browser has been answered, so no advance notice.
    await openEdsLogin(page, 'kk');
    await expect(page.getByRole('button', { name: 'ЭЦҚ-мен кіру' })).toBeVisible();
    await expect(page.locator('[data-signer-access]')).toHaveCount(0);
    await page.getByRole('button', { name: 'ЭЦҚ-мен кіру' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Оның іске қосылғанына көз жеткізіп');
    await expect(alert.getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: 'test-results/lna-granted-not-running-kk.png', fullPage: true });
  } finally {
    ncaLayer = await startNcaLayerServer({ standIn });
  }
});
