import type { Messages } from '../index.ts';
import { api } from './api.ts';
import { cabinet } from './cabinet.ts';
import { common } from './common.ts';
import { forms } from './forms.ts';
import { kiosk } from './kiosk.ts';
import { meta } from './meta.ts';
import { pages } from './pages.ts';
import { shell } from './shell.ts';
import { widgets } from './widgets.ts';
import { wizard } from './wizard.ts';

export const kk: Messages = {
  common,
  shell,
  meta,
  pages,
  widgets,
  forms,
  cabinet,
  wizard,
  api,
  kiosk,
};
