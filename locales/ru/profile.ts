/** UI strings of the cabinet's profile and application lists (Russian, the source of the keys). */
export const profile = {};
