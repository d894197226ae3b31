/**
 * Chrome's Local Network Access permission for the loopback address space (`loopback-network`,
 * Chrome 145+; WebSockets gated from 147): before a public site's page may open
 * `wss://127.0.0.1:13579`, the browser asks «… wants to access other apps and services on this
 * device». A blocked request closes like «NCALayer is not running» (1006, no reason), so only the
 * Permissions API tells the two apart. Reading it never prompts and opens no socket.
 *
 * Never query `local-network-access` (the pre-145 name): it crashes older renderers and throws in
 * Firefox. Sources: Chromium's intents to ship on blink-dev and chromestatus (the 142, 145 and
 * 147 steps), and the policy pages docs/signing-client.md lists.
 */
export type LoopbackAccess = 'granted' | 'denied' | 'prompt' | 'unknown';

export const LOOPBACK_PERMISSION = 'loopback-network';

/** What the client needs of `navigator.permissions` (a browser's, or a test's stand-in). */
export interface PermissionsLike {
  query(descriptor: {
    name: string;
  }): Promise<
    Pick<PermissionStatus, 'state'> &
      Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>
  >;
}

export interface LoopbackAccessReading {
  state: LoopbackAccess;
  /** Calls back when the person answers the browser's question (or changes the site's setting). */
  watch(onChange: (state: LoopbackAccess) => void): () => void;
}

const NOT_WATCHED = () => () => {};

function browserPermissions(): PermissionsLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.permissions as PermissionsLike);
}

const asAccess = (state: string): LoopbackAccess =>
  state === 'granted' || state === 'denied' || state === 'prompt' ? state : 'unknown';

/**
 * The page's loopback permission: `unknown` where the browser has no such permission (Firefox,
 * Safari, Chrome before 145 throw a TypeError for the name) or no Permissions API at all.
 */
export async function readLoopbackAccess(
  permissions: PermissionsLike | undefined = browserPermissions(),
): Promise<LoopbackAccessReading> {
  if (!permissions?.query) return { state: 'unknown', watch: NOT_WATCHED };
  try {
    const status = await permissions.query({ name: LOOPBACK_PERMISSION });
    return {
      state: asAccess(status.state),
      watch(onChange) {
        if (!status.addEventListener) return () => {};
        const listener = () => onChange(asAccess(status.state));
        status.addEventListener('change', listener);
        return () => status.removeEventListener?.('change', listener);
      },
    };
  } catch {
    return { state: 'unknown', watch: NOT_WATCHED };
  }
}
