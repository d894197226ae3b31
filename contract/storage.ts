/**
 * The browser storage keys the spec names (§3): the session's access and refresh tokens, in
 * localStorage. Read by the token store (`app/features/api/tokens.ts`) and, without loading it, by
 * the islands' runtime, which hydrates the parts of a page that show the session at once when
 * one is stored (`app/islands/client.ts`).
 */
export const ACCESS_TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refresh';
