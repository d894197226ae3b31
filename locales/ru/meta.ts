/** UI strings of the `meta` namespace (Russian, the source of the keys). */
export const meta = {};
