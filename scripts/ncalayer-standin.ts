/**
 * The stand-in signing client for development: speaks NCALayer's protocol on
 * wss://127.0.0.1:13579 with the test PKI's keys (server/dev/ncaLayerStandIn.ts). `npm run dev`
 * starts it; `npm start` never does, and it refuses NODE_ENV=production.
 *
 *   node --import tsx scripts/ncalayer-standin.ts
 *   NCALAYER_KEY=stepnoy-accountant NCALAYER_BEHAVIOUR=cancel NCALAYER_DELAY_MS=2000 …
 *
 * Its TLS certificate (server/dev/test-pki/tls) is self-signed, as NCALayer's own is: open
 * https://127.0.0.1:13579 once in the browser and accept it, or the page's WebSocket fails as if
 * nothing listened. Never import it as a trusted CA.
 *
 * Scripting while it runs (JSON only, so another site's page cannot do it):
 *   curl -k https://127.0.0.1:13579/control
 *   curl -k -X POST -H 'Content-Type: application/json' \
 *     -d '{"key":"stepnoy-head-expired","behaviour":"sign","delayMs":0}' https://127.0.0.1:13579/control
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startNcaLayerServer } from '../server/dev/ncaLayerServer.ts';
import {
  STANDIN_BEHAVIOURS,
  createStandIn,
  type StandInScript,
} from '../server/dev/ncaLayerStandIn.ts';

if (process.env.NODE_ENV === 'production') {
  console.error('ncalayer-standin: refused with NODE_ENV=production (its keys are public)');
  process.exit(1);
}

const port = Number(process.env.NCALAYER_PORT ?? 13579);
const behaviour = process.env.NCALAYER_BEHAVIOUR;
if (behaviour && !(STANDIN_BEHAVIOURS as readonly string[]).includes(behaviour)) {
  console.error(`NCALAYER_BEHAVIOUR must be one of ${STANDIN_BEHAVIOURS.join(', ')}`);
  process.exit(1);
}
const standIn = createStandIn({
  ...(process.env.NCALAYER_KEY ? { key: process.env.NCALAYER_KEY } : {}),
  ...(behaviour ? { behaviour: behaviour as StandInScript['behaviour'] } : {}),
  ...(process.env.NCALAYER_DELAY_MS ? { delayMs: Number(process.env.NCALAYER_DELAY_MS) } : {}),
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}

async function control(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'GET') return json(res, 200, standIn.script());
  if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) {
    return json(res, 415, { error: 'POST application/json' });
  }
  try {
    const next = JSON.parse(await readBody(req)) as Partial<StandInScript>;
    if (next.behaviour && !STANDIN_BEHAVIOURS.includes(next.behaviour)) {
      return json(res, 422, { error: `behaviour: one of ${STANDIN_BEHAVIOURS.join(', ')}` });
    }
    const script = standIn.set(next);
    console.log('ncalayer-standin: script', JSON.stringify(script));
    return json(res, 200, script);
  } catch {
    return json(res, 400, { error: 'JSON body' });
  }
}

try {
  const server = await startNcaLayerServer({
    standIn,
    port,
    onRequest: (req, res) => {
      if (req.url !== '/control') return false;
      void control(req, res);
      return true;
    },
  });
  const { key, behaviour: now } = standIn.script();
  console.log(`ncalayer-standin: wss://127.0.0.1:${server.port} (key ${key}, ${now})`);
  console.log(`ncalayer-standin: accept its certificate once at https://127.0.0.1:${server.port}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  // NCALayer itself (or another stand-in) is there: leave it be, and let `npm run dev` go on.
  console.log(`ncalayer-standin: 127.0.0.1:${port} is taken (NCALayer running?); not started`);
  process.exit(0);
}
