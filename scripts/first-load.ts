/**
 * First-load JavaScript as a phone downloads it (`scripts/browser-load.ts`: Lighthouse's phone
 * screen, left alone until the network is quiet, every same-origin script counted at its gzip
 * size, level 9), for any build: `scripts/js-budget.ts` checks this build's pages against their
 * budgets in `npm test`; this measures a past build the same way too, for side-by-side figures
 * (docs/performance.md).
 *
 *   node --import tsx scripts/first-load.ts                       this build (dist/site)
 *   node --import tsx scripts/first-load.ts --site ../old/dist/site   another build, same server
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadInBrowser } from './browser-load.ts';

/** One page per kind of route, as the README's table lists them. */
export const PAGES = [
  '/',
  '/virtual-ats',
  '/internet-for-office',
  '/roaming',
  '/support/mobile-connection/info',
  '/support/mobile-connection/sign-note',
  '/blog/business-roaming-tips',
  '/contacts',
  '/auth',
] as const;

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'dist/site' },
    page: { type: 'string', multiple: true },
  },
});
const site = resolve(values.site);
const rows = await loadInBrowser(site, values.page ?? PAGES);

console.log(`first-load JavaScript of ${site} on a phone, gzip level 9:`);
for (const { path, files, bytes } of rows) {
  console.log(
    `${path.padEnd(40)} ${String(files.length).padStart(3)} files ${(bytes / 1024).toFixed(1).padStart(7)} KB`,
  );
}
