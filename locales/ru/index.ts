import { common } from './common.ts';

export const ru = { common };
