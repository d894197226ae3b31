/**
 * The kiosk (docs/kiosk.md): its runtime configuration, and on a device (`KIOSK=1`) the
 * redirect of every site page to its kiosk counterpart (`domain/kiosk.ts`).
 */
import { Hono } from 'hono';
import { KIOSK_CONFIG_PATH, type KioskConfig } from '../../contract/kiosk.ts';
import { kioskAddress } from '../domain/kiosk.ts';
import type { AppEnv } from '../http/env.ts';

export function kioskHandlers(config: KioskConfig) {
  return (
    new Hono<AppEnv>()
      // Read on every kiosk start, and by the service worker when the network is back: never kept.
      .get(KIOSK_CONFIG_PATH, (c) => c.json(config, 200, { 'Cache-Control': 'no-cache' }))
      .get('*', async (c, next) => {
        const to = config.device ? kioskAddress(c.req.path) : null;
        if (!to) return next();
        // Only the device's own set-up survives the move (docs/kiosk.md: `?idle=`).
        const idle = c.req.query('idle');
        return c.redirect(idle ? `${to}?idle=${encodeURIComponent(idle)}` : to, 302);
      })
  );
}
