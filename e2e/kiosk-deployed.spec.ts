import { expect, request as http, test, type Browser } from '@playwright/test';
import type { Out } from '../contract/index.ts';
import { kioskFleet } from '../contract/calls/kiosk.ts';
import { KIOSK_STATUS_PAGE_PATH } from '../contract/kiosk.ts';
import { KIOSK_SCREEN, deployedKiosks, kioskReady } from './kiosk-support.ts';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';

/*
 * The kiosks as deployed (docs/kiosk.md «Deployment»): two devices, each the release's own server
 * (`dist/kiosk-device/server.mjs`, plain Node, no API, no database) serving the built kiosk pages
 * with its own id and heartbeat key, and one central backend on another origin, which their pages
 * call across origins (its SITE_ORIGINS names the devices). Nothing is stood in for: the device's
 * settings come from the device, the heartbeats cross the network, and the staff's fleet page on
 * the central backend lists both devices.
 */

const STAFF_TOKEN = 'e2e-staff-token-deployed-0123456789';
const FLEET_SECRET = 'e2e-fleet-secret-deployed-0123456789abcdef';
const IDS = ['e2e-office-almaty-1', 'e2e-office-astana-1'] as const;
const kiosks = deployedKiosks(IDS, FLEET_SECRET, { KIOSK_STATUS_TOKEN: STAFF_TOKEN });

/** A kiosk's screen: its device's kiosk page, with every refused call and console error kept. */
async function openKiosk(browser: Browser, id: string) {
  const context = await browser.newContext(KIOSK_SCREEN);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    // ERR_ABORTED is the page's own doing (a call dropped at a reset); a CORS refusal is ERR_FAILED.
    if (error !== 'net::ERR_ABORTED') problems.push(`${request.url()}: ${error}`);
  });
  await page.clock.install();
  await page.goto(kiosks.at(id, '/kiosk'));
  await kioskReady(page);
  return { context, page, problems };
}

test('two kiosk devices beat to one central backend; its fleet page lists both', async ({
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const screens = await Promise.all(IDS.map((id) => openKiosk(browser, id)));
  // The pages call the central backend, not their device.
  for (const { page } of screens) {
    await expect(page.locator('meta[name="api-base"]')).toHaveAttribute('content', kiosks.api);
  }

  const staffApi = await http.newContext({
    baseURL: kiosks.central,
    extraHTTPHeaders: { Authorization: `Bearer ${STAFF_TOKEN}` },
  });
  // The first heartbeat comes soon after the start; the fleet hears each device under its id.
  await expect(async () => {
    for (const { page } of screens) await page.clock.runFor(5_000);
    const fleet = (await (await staffApi.get(kioskFleet.path)).json()) as Out<'kioskFleet'>;
    expect(fleet.kiosks.map((kiosk) => kiosk.kioskId).toSorted()).toEqual([...IDS].toSorted());
  }).toPass({ timeout: 30_000 });

  const staff = await browser.newContext({
    httpCredentials: { username: 'staff', password: STAFF_TOKEN },
  });
  const status = await staff.newPage();
  await status.goto(`${kiosks.central}${KIOSK_STATUS_PAGE_PATH}`);
  await expect(status.getByRole('heading', { level: 1 })).toHaveText('Киоски');
  for (const id of IDS) {
    await expect(status.locator(`tr[data-kiosk="${id}"]`)).toContainText('в порядке');
  }
  await status.screenshot({ path: test.info().outputPath('kiosk-status.png'), fullPage: true });

  // No call was refused on the way (a CORS refusal is a failed request and a console error).
  for (const { problems } of screens) expect(problems).toEqual([]);
  await staffApi.dispose();
  await staff.close();
  await Promise.all(screens.map(({ context }) => context.close()));
});
