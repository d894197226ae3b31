import type { meta as source } from '../ru/meta.ts';
import type { Shape } from '../types.ts';

export const meta: Shape<typeof source> = {};
