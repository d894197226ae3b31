/** UI strings of the `pages` namespace (Russian, the source of the keys). */
export const pages = {};
