import type { ru } from './ru/index.ts';
import type { Shape } from './types.ts';

/** Every UI string of the app, per language, with the same keys. */
export type Messages = Shape<typeof ru>;

/** The areas of the table loaded only by the parts that use them (`locales/<lang>/site.ts`). */
export const MESSAGE_AREAS = ['meta', 'pages', 'widgets', 'cabinet', 'wizard', 'kiosk'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/**
 * The areas every app page (the cabinet, the kiosk) loads with the site's table: page titles, for
 * the head as the app moves between pages. A route names the others it uses; a prerendered public
 * page's islands load only the areas they name (`app/islands`).
 */
export const APP_AREAS: readonly MessageArea[] = ['meta'];

/** The table every page loads: everything but the areas. */
export type SiteMessages = Omit<Messages, MessageArea>;
