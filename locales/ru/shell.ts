/** UI strings of the `shell` namespace (Russian, the source of the keys). */
export const shell = {};
