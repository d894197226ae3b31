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
