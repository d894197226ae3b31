import { APPLY_UPDATE, KIOSK_SCOPES, KIOSK_WORKER_URL } from './cachePolicy.ts';

/** The parts of `navigator.serviceWorker` the kiosk uses; a stand-in in tests. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'register' | 'getRegistrations' | 'addEventListener' | 'removeEventListener'
>;

const browserContainer = (): WorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

const isKioskScope = (scope: string) =>
  KIOSK_SCOPES.some((path) => new URL(scope).pathname === path);

/**
 * Registers the kiosk's service worker for both languages' kiosk pages (`KIOSK_SCOPES`), never for
 * the rest of the site. The script is always checked against the server, not the HTTP cache, so a
 * new build is found; it installs beside the running one and waits for `applyWaitingUpdate`.
 */
export async function registerKioskWorker(
  container: WorkerContainer | null = browserContainer(),
): Promise<void> {
  if (!container) return;
  await Promise.all(
    KIOSK_SCOPES.map((scope) =>
      container.register(KIOSK_WORKER_URL, { scope, updateViaCache: 'none' }).catch(() => null),
    ),
  );
}

/** Resolves when `registration`'s installing worker is done (installed or failed), at most `ms`. */
function installed(registration: ServiceWorkerRegistration, ms: number): Promise<void> {
  const worker = registration.installing;
  if (!worker) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' || worker.state === 'redundant') {
        clearTimeout(timer);
        done();
      }
    });
  });
}

/**
 * At an idle reset, between two visitors: looks for a new build now, lets it finish installing,
 * and hands the kiosk over to it — so a new version never changes a page under a visitor. Resolves
 * once the page's controller changed (or after `ms`): the caller then reloads the kiosk's home.
 * True when a new version took over.
 */
export async function applyWaitingUpdate(
  container: WorkerContainer | null = browserContainer(),
  ms = 5000,
): Promise<boolean> {
  if (!container) return false;
  const registrations = (await container.getRegistrations()).filter((r) => isKioskScope(r.scope));
  await Promise.all(registrations.map((r) => r.update().catch(() => undefined)));
  await Promise.all(registrations.map((r) => installed(r, ms)));
  const waiting = registrations.flatMap((r) => (r.waiting ? [r.waiting] : []));
  if (waiting.length === 0) return false;
  await new Promise<void>((done) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      container?.removeEventListener('controllerchange', finish);
      done();
    }
    container.addEventListener('controllerchange', finish);
    for (const worker of waiting) worker.postMessage(APPLY_UPDATE);
  });
  return true;
}
