/**
 * NCALayer for browser tests: the stand-in signing client (server/dev/ncaLayerStandIn.ts, real
 * CMS from the test PKI's keys, which the e2e server trusts) answering the page's
 * wss://127.0.0.1:13579 through Playwright's routeWebSocket — no TLS, port or permission prompt.
 *
 *   const ncaLayer = await installNcaLayer(page);                 // First Head of Степной Логистик
 *   ncaLayer.set({ key: 'stepnoy-accountant' });                  // the next request signs with it
 *   ncaLayer.set({ behaviour: 'cancel' });                        // cancel, cancel-code, error, drop, tamper
 *   await installNcaLayer(page, { unavailable: true });           // «Нет связи с приложением…»
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { createStandIn, type StandInScript } from '../server/dev/ncaLayerStandIn.ts';

export const NCALAYER_ROUTE = /^wss:\/\/127\.0\.0\.1:13579\/?$/;

export interface NcaLayerOptions extends Partial<StandInScript> {
  /** Nothing answers (not running, certificate not accepted, permission denied). */
  unavailable?: boolean;
}

export interface NcaLayerRoute {
  /** Changes what the next requests get; what is not given stays. */
  set(next: NcaLayerOptions): void;
  script(): StandInScript & { unavailable: boolean };
  /** Every request frame the page sent, parsed, oldest first. */
  readonly requests: unknown[];
  /** How many sockets the page opened. */
  connections(): number;
}

function safely(action: () => void) {
  try {
    action();
  } catch {
    // the page went away while the stand-in was answering
  }
}

export async function installNcaLayer(
  page: Page,
  options: NcaLayerOptions = {},
): Promise<NcaLayerRoute> {
  const { unavailable: initiallyUnavailable = false, ...script } = options;
  let unavailable = initiallyUnavailable;
  let connections = 0;
  const standIn = createStandIn(script);

  await page.routeWebSocket(NCALAYER_ROUTE, (ws: WebSocketRoute) => {
    connections += 1;
    // The page then sees close without open, as when nothing listens on the port.
    if (unavailable) return void ws.close({ code: 1006 });
    ws.send(standIn.greeting());
    ws.onMessage(async (message) => {
      const reply = await standIn.reply(String(message));
      if (!reply) return;
      if ('drop' in reply) safely(() => void ws.close({ code: 1006 }));
      else safely(() => ws.send(reply.send));
    });
  });

  return {
    set({ unavailable: next, ...rest }) {
      if (next !== undefined) unavailable = next;
      standIn.set(rest);
    },
    script: () => ({ ...standIn.script(), unavailable }),
    requests: standIn.requests,
    connections: () => connections,
  };
}
