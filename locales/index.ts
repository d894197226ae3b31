import type { ru } from './ru/index.ts';
import type { Shape } from './types.ts';

/** Every UI string of the app, per language, with the same keys. */
export type Messages = Shape<typeof ru>;

/** The areas of the table loaded only by the pages that use them (`locales/<lang>/site.ts`). */
export const MESSAGE_AREAS = ['cabinet', 'wizard', 'kiosk'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** The table every page loads: everything but the areas. */
export type SiteMessages = Omit<Messages, MessageArea>;
