import { api } from './api.ts';
import { cabinet } from './cabinet.ts';
import { common } from './common.ts';
import { forms } from './forms.ts';
import { kiosk } from './kiosk.ts';
import { meta } from './meta.ts';
import { pages } from './pages.ts';
import { shell } from './shell.ts';
import { widgets } from './widgets.ts';
import { wizard } from './wizard.ts';

/**
 * Namespaces, each owned by one part of the app: `common` (site-wide), `shell` (header, footer,
 * menu, search, 404), `meta` (page titles and descriptions per route), `pages` (page UI),
 * `widgets` (lead forms and checks), `forms` (what every form shares), `cabinet` (login and the
 * cabinet), `wizard` (the connection wizards), `api` (session and transport messages), `kiosk`
 * (the sales-office touch screen).
 */
export const ru = { common, shell, meta, pages, widgets, forms, cabinet, wizard, api, kiosk };
