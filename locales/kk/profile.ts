import type { profile as source } from '../ru/profile.ts';
import type { Shape } from '../types.ts';

export const profile: Shape<typeof source> = {};
