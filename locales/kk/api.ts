import type { api as source } from '../ru/api.ts';
import type { Shape } from '../types.ts';

export const api: Shape<typeof source> = {
  errorTitle: 'Қате',
  retry: 'Қайталау',
  retrying: 'Қайта жүктеп жатырмыз…',
  loaded: 'Жүктелді',
};
