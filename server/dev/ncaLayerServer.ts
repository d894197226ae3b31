/**
 * The stand-in signing client as a real `wss://` server (TLS with the test PKI's self-signed
 * certificate, as NCALayer's own is self-signed): what `scripts/ncalayer-standin.ts` runs for
 * `npm run dev`, and what the local-network suite (e2e/local-network.spec.ts) needs, since only a
 * real socket meets the browser's Local Network Access check — Playwright's routeWebSocket
 * replaces the page's WebSocket and never reaches it. Never for production (its keys are public).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { StandIn } from './ncaLayerStandIn.ts';
import { loadTestPki } from './testPki.ts';

export const NCALAYER_PORT = 13579;

export interface NcaLayerServer {
  port: number;
  /** How many sockets were opened to it. */
  connections(): number;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>Dala test signing client</title>
<p>The stand-in for NCALayer is running (test keys only). Its certificate is accepted for this
address; the cabinet can now reach it.</p>`;

export interface NcaLayerServerOptions {
  standIn: StandIn;
  port?: number;
  /** Extra HTTP routes (the dev script's `/control`); otherwise a page saying what runs here. */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** Listens on 127.0.0.1; rejects with the listen error (EADDRINUSE: NCALayer itself is there). */
export function startNcaLayerServer({
  standIn,
  port = NCALAYER_PORT,
  onRequest,
}: NcaLayerServerOptions): Promise<NcaLayerServer> {
  const pki = loadTestPki();
  const server: Server = createServer(
    { cert: pki.text(pki.manifest.tls.certificate), key: pki.text(pki.manifest.tls.privateKey) },
    (req, res) => {
      if (onRequest?.(req, res)) return;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    },
  );
  let connections = 0;
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (ws) => {
    connections += 1;
    ws.send(standIn.greeting());
    ws.on('message', async (data) => {
      const reply = await standIn.reply(String(data));
      if (!reply || ws.readyState !== ws.OPEN) return;
      if ('drop' in reply) ws.terminate();
      else ws.send(reply.send);
    });
  });
  // The WebSocket server repeats the HTTPS server's errors; the listen below reports them.
  sockets.on('error', () => {});
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        connections: () => connections,
        close: () =>
          new Promise<void>((done) => {
            for (const client of sockets.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}
