import type { pages as source } from '../ru/pages.ts';
import type { Shape } from '../types.ts';

export const pages: Shape<typeof source> = {};
