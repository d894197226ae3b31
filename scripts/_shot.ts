import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';
const server = await startServer({});
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
for (const spec of process.argv.slice(2)) {
  const [path, out, width, selector] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 700 } });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  if (selector) await page.locator(selector).first().screenshot({ path: out });
  else await page.screenshot({ path: out });
  await page.close();
}
await browser.close(); await server.stop();
