import { api } from './api.ts';
import { common } from './common.ts';
import { forms } from './forms.ts';
import { meta } from './meta.ts';
import { pages } from './pages.ts';
import { shell } from './shell.ts';
import { widgets } from './widgets.ts';

/**
 * The namespaces every page may use (one chunk, loaded with every page). The areas only some
 * pages use — `cabinet`, `wizard`, `kiosk` — are chunks of their own, which a route names in
 * its `messages` (`app/routes/types.ts`) and `loadMessages` fetches beside the page.
 */
export const site = { common, shell, meta, pages, widgets, forms, api };
