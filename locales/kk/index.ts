import type { Messages } from '../index.ts';
import { cabinet } from './cabinet.ts';
import { kiosk } from './kiosk.ts';
import { site } from './site.ts';
import { wizard } from './wizard.ts';

export const kk: Messages = { ...site, cabinet, wizard, kiosk };
