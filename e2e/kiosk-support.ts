import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { kioskDeviceToken } from '../server/domain/kioskFleet.ts';
import {
  KIOSK_DEVICE_SERVER,
  startForwarder,
  startServer,
  type Forwarder,
  type RunningServer,
} from './server.ts';
import { ready } from './widgets-support.ts';

/* What the kiosk's browser suites share (kiosk, kiosk-access, kiosk-attract, kiosk-fleet). */

/** The kiosk's screen: portrait, touch, and no service worker unless a test turns it on. */
export const KIOSK_SCREEN = {
  viewport: { width: 1080, height: 1920 },
  hasTouch: true,
  serviceWorkers: 'block',
} as const;

/**
 * A server run as the kiosk device `kioskId` (KIOSK=1) for the spec file that calls this at its
 * top: started before its tests, stopped after, the kiosk's screen in use. `url` is read in tests.
 */
export function kioskDevice(kioskId: string, env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  test.use(KIOSK_SCREEN);
  test.beforeAll(async () => {
    server = await startServer({ KIOSK: '1', KIOSK_ID: kioskId, ...env });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const device = {
    get url() {
      if (!server) throw new Error('the kiosk device starts in beforeAll');
      return server.url;
    },
    at: (path: string) => `${device.url}${path}`,
    /** Opens `path`: hydrated, and the kiosk's rules in force (its frame marks <html>). */
    async open(page: Page, path: string) {
      await page.goto(device.at(path));
      await kioskReady(page);
    },
  };
  return device;
}

/**
 * The kiosks as deployed (docs/kiosk.md «Deployment»), for the spec file that calls this at its
 * top: a central backend — the reference server with the fleet's secret, `centralEnv`, the dev
 * routes and SITE_ORIGINS naming every device's pages — and per id a device: the release's own
 * server (`dist/kiosk-device/server.mjs`, plain Node) with that id, its heartbeat key made from the
 * fleet's secret (as `npm run kiosk:token` makes it) and the central backend as its API. The
 * devices reach the backend through a front of its own (`startForwarder`), so each side can be
 * told the other's address.
 */
export function deployedKiosks(
  ids: readonly string[],
  fleetSecret: string,
  centralEnv: Record<string, string> = {},
) {
  let front: Forwarder | undefined;
  let central: RunningServer | undefined;
  const devices = new Map<string, RunningServer>();
  test.use(KIOSK_SCREEN);
  test.beforeAll(async () => {
    front = await startForwarder();
    const api = front.url;
    await Promise.all(
      ids.map(async (id) => {
        const token = kioskDeviceToken(fleetSecret, id);
        const env = { KIOSK_ID: id, KIOSK_TOKEN: token, VITE_API_BASE: api };
        devices.set(id, await startServer(env, KIOSK_DEVICE_SERVER));
      }),
    );
    central = await startServer({
      DEV_API: '1',
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      KIOSK_FLEET_SECRET: fleetSecret,
      SITE_ORIGINS: [...devices.values()].map((device) => device.url).join(','),
      ...centralEnv,
    });
    front.forwardTo(central.url);
  });
  test.afterAll(async () => {
    await Promise.all([...devices.values(), central].map((server) => server?.stop()));
    await front?.close();
  });
  const running = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the kiosks start in beforeAll');
    return value;
  };
  return {
    /** The central backend's own address (the staff's, the dev routes'). */
    get central() {
      return running(central).url;
    },
    /** The address the devices' pages call the central backend at. */
    get api() {
      return running(front).url;
    },
    /** A page of the device `id`. */
    at: (id: string, path: string) => `${running(devices.get(id)).url}${path}`,
  };
}

/** Hydrated, and the kiosk's rules in force (its frame marks <html> once its effects ran). */
export async function kioskReady(page: Page) {
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk', '');
}

/**
 * Every interactive element on screen (and in an open dialog) that is smaller than `min`×`min` CSS px (48, or 64 in the accessibility mode).
 * A visually hidden control (a checkbox's own input, a 1px skip target) is measured by what the
 * visitor touches instead: its label's box.
 */
export async function smallTargets(page: Page, min = 48): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) {
        const label =
          element.closest('label') ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        if (!label) continue; // not drawn at all (a hidden-until-focused control)
        box = label.getBoundingClientRect();
      }
      // `zoom` on <html> (the text size) scales what the visitor touches; measured at 1.
      if (box.width < min || box.height < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        problems.push(
          `${element.tagName.toLowerCase()} «${name.slice(0, 40)}» ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  }, min);
}

/** One call of `speechSynthesis.speak`, as the stub recorded it. */
export interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

/**
 * Stands in for the browser's speech synthesis before the page loads: the device's voices are
 * `langs` (none: a device without voices), and every `speak` is recorded for `spoken`.
 */
export async function stubSpeech(page: Page, langs: readonly string[]): Promise<void> {
  await page.addInitScript((langs) => {
    const record: unknown[] = [];
    const voices = langs.map((lang) => ({
      lang,
      name: `espeak-ng ${lang}`,
      voiceURI: `espeak-ng ${lang}`,
      localService: true,
      default: false,
    }));
    Object.assign(window, { __spoken: record });
    // The real utterance accepts only the browser's own voice objects.
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: class {
        lang = '';
        voice: { lang: string } | null = null;
        rate = 1;
        constructor(public text: string) {}
      },
    });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speaking: false,
        pending: false,
        paused: false,
        speak: (u: { text: string; lang: string; voice: { lang: string } | null }) =>
          void record.push({ text: u.text, lang: u.lang, voice: u.voice?.lang ?? null }),
        cancel: () => {},
        pause: () => {},
        resume: () => {},
        getVoices: () => voices,
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  }, langs);
}

/** What the page has said so far. */
export function spoken(page: Page): Promise<Spoken[]> {
  return page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken.slice());
}

/**
 * axe's AAA contrast rule (7:1 for text, `color-contrast-enhanced`): off in its default run, it is
 * the accessibility mode's promise. Run after `axeViolations` put axe in the page.
 */
export async function enhancedContrastViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Axe = { run(context: Document, options: RunOptions): Promise<AxeResults> };
    const { axe } = window as unknown as { axe: Axe };
    const { violations } = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast-enhanced'] },
      resultTypes: ['violations'],
    });
    return violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    );
  });
}
