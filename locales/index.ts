import type { ru } from './ru/index.ts';
import type { Shape } from './types.ts';

/** Every UI string of the app, per language, with the same keys. */
export type Messages = Shape<typeof ru>;
