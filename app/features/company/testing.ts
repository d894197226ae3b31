import type { Bank, Position } from '../../../contract/domain.ts';

/** The company feature's entry for tests and stories: reference lists as the backend gives them. */

export const BANKS: Bank[] = [
  { id: 'halyk', bic: 'HSBKKZKX', name: 'АО «Народный сберегательный банк Казахстана»' },
  { id: 'kaspi', bic: 'CASPKZKA', name: 'АО «Kaspi Bank»' },
];

export const IBANS: Record<string, string[]> = {
  halyk: ['KZ356011804400001280'],
  kaspi: ['KZ72722180440000128A', 'KZ42722180440000128B'],
};

export const POSITIONS: Position[] = [
  { id: 'director', name: 'Директор' },
  { id: 'general-director', name: 'Генеральный директор' },
];
