import type { Messages } from '../index.ts';
import { common } from './common.ts';

export const kk: Messages = { common };
