import { cabinet } from './cabinet.ts';
import { meta } from './meta.ts';
import { pages } from './pages.ts';
import { kiosk } from './kiosk.ts';
import { site } from './site.ts';
import { widgets } from './widgets.ts';
import { wizard } from './wizard.ts';

/**
 * Namespaces, each owned by one part of the app: `common` (site-wide), `shell` (header, footer,
 * menu, search, 404), `meta` (page titles and descriptions per route), `pages` (page UI),
 * `widgets` (lead forms and checks), `forms` (what every form shares), `api` (session and
 * transport messages) — the site's table, `site.ts` — and the areas loaded only where used:
 * `cabinet` (login and the cabinet), `wizard` (the connection wizards), `kiosk` (the sales-office
 * touch screen). The whole table is for the prerenderer, tests and stories.
 */
export const ru = { ...site, meta, pages, widgets, cabinet, wizard, kiosk };
