import type { Messages } from '../index.ts';
import { cabinet } from './cabinet.ts';
import { meta } from './meta.ts';
import { pages } from './pages.ts';
import { kiosk } from './kiosk.ts';
import { site } from './site.ts';
import { widgets } from './widgets.ts';
import { wizard } from './wizard.ts';

export const kk: Messages = { ...site, meta, pages, widgets, cabinet, wizard, kiosk };
