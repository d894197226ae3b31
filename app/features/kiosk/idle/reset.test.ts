import { describe, expect, it, vi } from 'vitest';
import { RESET_MARKER, resetKiosk, takeResetMarker, wipeVisitor } from './reset.ts';

function storage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const keysOf = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i));

describe('the idle reset', () => {
  it('wipes sessionStorage, the kiosk’s localStorage keys and any session tokens — nothing else', () => {
    const local = storage({
      'kiosk:text-size': 'xl',
      'kiosk:anything': '1',
      token: 'access',
      refresh: 'refresh',
      'operator-analytics-consent': 'yes',
    });
    const session = storage({ 'biz:handoff': '{"phone":"+77011234567"}', 'kiosk:x': '1' });
    wipeVisitor(local, session);
    expect(keysOf(session)).toEqual([]);
    expect(keysOf(local)).toEqual(['operator-analytics-consent']);
  });

  it('drops held calls, wipes, applies a waiting version, then replaces the page with the home', async () => {
    const order: string[] = [];
    const local = storage({ 'kiosk:text-size': 'l' });
    const session = storage({ proof: 'x' });
    await resetKiosk('/kiosk?idle=10', {
      local,
      session,
      dropHeld: () => order.push('drop'),
      applyUpdate: async () => {
        order.push(`update (storage already wiped: ${local.length === 0 && session.length === 0})`);
      },
      replace: (url) => order.push(`replace ${url}`),
    });
    expect(order).toEqual([
      'drop',
      'update (storage already wiped: true)',
      'replace /kiosk?idle=10',
    ]);
    // The next page learns it was a reset, once.
    expect(takeResetMarker(session)).toBe(true);
    expect(takeResetMarker(session)).toBe(false);
  });

  it('still resets when the new version cannot be applied', async () => {
    const replace = vi.fn();
    await resetKiosk('/kiosk', {
      local: storage(),
      session: storage(),
      dropHeld: () => {},
      applyUpdate: () => Promise.reject(new Error('no worker')),
      replace,
    });
    expect(replace).toHaveBeenCalledWith('/kiosk');
  });

  it('marks the reset under the kiosk’s own key', () => {
    expect(RESET_MARKER.startsWith('kiosk:')).toBe(true);
  });
});
