import type { ProductNames } from '../../types.ts';
import type { CatalogueEntry } from '../types.ts';

/**
 * The catalogue's entries with their titles: each product's name from `locales/{ru,kk}/products.ts`
 * (the one source of it, issue 39), so a home card, a kiosk tile and «Другие услуги» cannot spell
 * a product otherwise than the menu does.
 */
export function named(
  names: ProductNames,
  entries: readonly Omit<CatalogueEntry, 'title'>[],
): CatalogueEntry[] {
  return entries.map((entry) => ({ ...entry, title: names[entry.slug].name }));
}
