import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROME_PATH names another; Playwright never downloads a browser here. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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

export function assertChromium(): void {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}. Install it with "sudo apt-get install -y chromium" ` +
        'or set CHROME_PATH to a Chromium/Chrome binary. The browser suites never skip silently.',
    );
  }
}
