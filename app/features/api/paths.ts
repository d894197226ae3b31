/** Paths of the token calls (spec §7, "Auth"); the client itself makes them. */
export const AUTH_PATHS = {
  refreshToken: '/api/v1/refresh-token',
  revokeToken: '/api/v1/revoke-token',
} as const;
