import type { widgets as source } from '../ru/widgets.ts';
import type { Shape } from '../types.ts';

export const widgets: Shape<typeof source> = {};
