/** UI strings of the `api` namespace (Russian, the source of the keys). */
export const api = {};
