import { describe, expect, it, vi } from 'vitest';
import { idleParam, loadKioskConfig } from './config.ts';

describe('the kiosk’s configuration', () => {
  it('honours ?idle= of at least 10 whole seconds, and nothing else', () => {
    expect(idleParam('?idle=10')).toBe(10);
    expect(idleParam('?x=1&idle=300')).toBe(300);
    for (const search of [
      '',
      '?idle=9',
      '?idle=0',
      '?idle=12.5',
      '?idle=1e3',
      '?idle=abc',
      '?idle=',
    ]) {
      expect(idleParam(search), search).toBeNull();
    }
  });

  it('reads the server’s answer once per page, and keeps only what is well-formed', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({
        device: true,
        kioskId: 'almaty 1',
        idleSeconds: 5,
        deviceToken: 'Xq3v0dW8cJ1oK7tLmN2pR5sT9uV4wY6zA8bC0dE1fG2',
        extra: 'x',
      }),
    );
    const config = await loadKioskConfig(fetcher as unknown as typeof fetch);
    // A bad id or a too short wait from a server is not trusted: no id (so no key), the default wait.
    expect(config).toEqual({ device: true, kioskId: null, idleSeconds: null, deviceToken: null });
    await loadKioskConfig(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
