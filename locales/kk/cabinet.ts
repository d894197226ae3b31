import type { cabinet as source } from '../ru/cabinet.ts';
import type { Shape } from '../types.ts';

export const cabinet: Shape<typeof source> = {};
