/**
 * The cabinet session (spec §4.1): anonymous or authenticated, the signed-in company, login and
 * logout, and the `sessionEvents` bus (`login`, `logout`, `user`, `expired`).
 *
 *   <SessionProvider client={client}>…</SessionProvider>
 *   const { status, user, loadingUser, logout } = useSession();
 */
export {
  SessionProvider,
  login,
  logout,
  useSession,
  type SessionProviderProps,
  type SessionValue,
} from './SessionProvider.tsx';
export {
  ANONYMOUS,
  createSessionStore,
  sessionEvents,
  type SessionEvents,
  type SessionState,
  type SessionStatus,
  type SessionStore,
  type SessionUser,
} from './store.ts';
export { createSessionClient } from './createSessionClient.ts';
