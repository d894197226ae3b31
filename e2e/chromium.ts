import { existsSync } from 'node:fs';

/**
 * Debian's Chromium unless CHROME_PATH names another; Playwright never downloads a browser here.
 * Lighthouse, screenshots and first-load measurements use it: what a visitor's browser does.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser suites (Playwright and the story sweep) run in Debian's chromium-headless-shell,
 * the same Blink without the desktop browser's UI layer, which is what Playwright itself runs
 * headless. On this 2-core machine it takes the suites' CPU time down by about a third (the
 * browser process alone by 60 %). SUITE_CHROME_PATH overrides; without the shell, CHROME_PATH.
 */
export const SUITE_CHROME_PATH =
  process.env.SUITE_CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium(path: string = CHROME_PATH): void {
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with "sudo apt-get install -y chromium ` +
        'chromium-headless-shell" or set CHROME_PATH (and SUITE_CHROME_PATH) to a Chromium/Chrome ' +
        'binary. The browser suites never skip silently.',
    );
  }
}
