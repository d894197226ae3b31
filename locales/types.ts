import type { common } from './ru/common.ts';

/**
 * The shape every language must fill. Russian is the source: its modules define the keys, and the
 * Kazakh modules are typed against them, so a key missing in one language fails the type-check
 * (and `parity.test.ts` checks it again at run time, for arrays and nested content).
 */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { [K in keyof T]: Shape<T[K]> };

export type Common = Shape<typeof common>;
