import type { ProductSlug } from '../contract/domain.ts';

/**
 * The shape every language must fill. Russian is the source: its modules define the keys, and the
 * Kazakh modules are typed against them (`Shape<typeof ruModule>`), so a key missing in one
 * language fails the type-check; `parity.test.ts` checks it again at run time, arrays included.
 */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { [K in keyof T]: Shape<T[K]> };

/**
 * A product's name in one language (`locales/{ru,kk}/products.ts`, the one source every place
 * that names a product reads). `short` is the same name shortened, for a menu or a list of links
 * where the whole name does not fit («Роуминг» for «Роуминг и звонки за границу») — never another
 * name. `products.test.ts` fails on any other spelling.
 */
export interface ProductName {
  name: string;
  short?: string;
}

/** Every product page's name, by its slug. */
export type ProductNames = Readonly<Record<ProductSlug, ProductName>>;
