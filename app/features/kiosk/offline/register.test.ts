import { describe, expect, it, vi } from 'vitest';
import { APPLY_UPDATE, KIOSK_WORKER_URL } from './cachePolicy.ts';
import { applyWaitingUpdate, registerKioskWorker, type WorkerContainer } from './register.ts';

/** A registration as the browser keeps it: a scope, and maybe a worker waiting to take over. */
function registration(scope: string, waiting: boolean) {
  const worker = { postMessage: vi.fn() };
  return {
    scope: `http://127.0.0.1:8080${scope}`,
    installing: null,
    waiting: waiting ? worker : null,
    update: vi.fn(async () => undefined),
    worker,
  };
}

function container(registrations: ReturnType<typeof registration>[]) {
  const target = new EventTarget();
  const fake = {
    register: vi.fn(async () => ({})),
    getRegistrations: vi.fn(async () => registrations),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    takeOver: () => target.dispatchEvent(new Event('controllerchange')),
  };
  return fake;
}

const asContainer = (fake: ReturnType<typeof container>) => fake as unknown as WorkerContainer;

describe('the kiosk worker’s registration', () => {
  it('registers one script for the kiosk of each language, checked past the HTTP cache', async () => {
    const fake = container([]);
    await registerKioskWorker(asContainer(fake));
    expect(fake.register.mock.calls).toEqual([
      [KIOSK_WORKER_URL, { scope: '/kiosk', updateViaCache: 'none' }],
      [KIOSK_WORKER_URL, { scope: '/kk/kiosk', updateViaCache: 'none' }],
    ]);
  });

  it('hands over to a waiting version only when asked (the idle reset), and says so', async () => {
    const ru = registration('/kiosk', true);
    const kk = registration('/kk/kiosk', true);
    const other = registration('/', true);
    const fake = container([ru, kk, other]);
    const applied = applyWaitingUpdate(asContainer(fake), 5000);
    await vi.waitFor(() => expect(ru.worker.postMessage).toHaveBeenCalledWith(APPLY_UPDATE));
    expect(kk.worker.postMessage).toHaveBeenCalledWith(APPLY_UPDATE);
    // Another site's worker on the same origin is none of the kiosk's business.
    expect(other.worker.postMessage).not.toHaveBeenCalled();
    expect(other.update).not.toHaveBeenCalled();
    fake.takeOver();
    await expect(applied).resolves.toBe(true);
    expect(ru.update).toHaveBeenCalled();
  });

  it('changes nothing when no new version waits', async () => {
    const ru = registration('/kiosk', false);
    await expect(applyWaitingUpdate(asContainer(container([ru])))).resolves.toBe(false);
    expect(ru.update).toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(registerKioskWorker(null)).resolves.toBeUndefined();
    await expect(applyWaitingUpdate(null)).resolves.toBe(false);
  });
});
