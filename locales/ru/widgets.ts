/** UI strings of the `widgets` namespace (Russian, the source of the keys). */
export const widgets = {};
