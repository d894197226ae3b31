/** UI strings of the `cabinet` namespace (Russian, the source of the keys). */
export const cabinet = {};
