import type { SiteMessages } from '../index.ts';
import { api } from './api.ts';
import { common } from './common.ts';
import { forms } from './forms.ts';
import { shell } from './shell.ts';

/**
 * The namespaces every page may use (one chunk, loaded with every page). The areas only some
 * parts use — `meta`, `pages`, `widgets` (every app page: `APP_AREAS`; an island that names
 * them), `cabinet`, `wizard`, `kiosk` (a route names them in its `messages`) — are chunks of their
 * own, which `loadMessages` fetches beside the page or the island.
 */
export const site: SiteMessages = { common, shell, forms, api };
