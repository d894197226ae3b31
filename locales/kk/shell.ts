import type { shell as source } from '../ru/shell.ts';
import type { Shape } from '../types.ts';

export const shell: Shape<typeof source> = {};
