import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { DATABASE_FILE, openDatabase } from './db/database.ts';
import { createEdsVerifier } from './domain/eds/index.ts';
import { createGuard } from './domain/guard.ts';
import { createLogger } from './log.ts';
import { createMetrics } from './metrics.ts';
import { scheduleRetention } from './ops/retentionJob.ts';
import { productionReport } from './production.ts';
import { PACKAGE_VERSION } from './version.ts';

/**
 * Refuses, before anything is opened, what production must not run with (docs/production.md),
 * and any setting it cannot read: one line each, no stack, exit 1.
 */
function orRefuse<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    const lines = (error instanceof Error ? error.message : String(error)).split('\n');
    console.error(`not started:\n${lines.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
}

const config = orRefuse(() => configFromEnv());
const log = createLogger(config.logLevel);
// The test PKI's CAs among the anchors are refused here, where the files are read.
const eds = orRefuse(() =>
  createEdsVerifier(config.eds, {
    production: config.production,
    log: (message, fields) => log.info(`eds: ${message}`, fields),
  }),
);
const db = openDatabase(join(config.dataDir, DATABASE_FILE), { demoData: config.demoData, log });
const guard = createGuard(config.limits);
const metrics = createMetrics({ processMetrics: true });
const app = createApp({
  db,
  log,
  siteDir: config.siteDir,
  version: PACKAGE_VERSION,
  devApi: config.devApi,
  processingSeconds: config.processingSeconds,
  embedOrigins: config.embedOrigins,
  siteOrigins: config.siteOrigins,
  eds,
  apiOrigin: config.apiOrigin,
  apiBase: config.apiBase,
  trustProxy: config.trustProxy,
  limits: config.limits,
  guard,
  metrics,
  metricsToken: config.metricsToken,
  metricsOpenWithoutToken: !config.production,
  kiosk: config.kiosk,
  kioskStatusToken: config.kioskStatusToken,
  kioskSilentSeconds: config.kioskSilentSeconds,
  kioskFleetSecret: config.kioskFleetSecret,
  publicOrigin: config.publicOrigin,
  offerPeriods: config.offerPeriods,
});
// The retention job, at start and every hour (docs/production.md «Retention»).
const retention = scheduleRetention({ db, guard, log, metrics, periods: config.retention });
// The log is written asynchronously; what is pending goes out before the process ends.
process.on('exit', () => log.flush());

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  // The start lines are plain text, whatever LOG_LEVEL: the first names the URL (test harnesses
  // that start us on port 0 read it from here); the JSON log lines follow.
  console.log(`listening on http://${config.host}:${info.port}`);
  if (config.devApi) console.log('DEV_API=1: developer routes under /api/dev are on');
  if (config.eds.trustTestCa) console.log('EDS_TRUST_TEST_CA=1: the test PKI is trusted');
  for (const [id, period] of Object.entries(config.offerPeriods)) {
    console.log(`OFFER_PERIODS: ${id} runs ${period.startsOn ?? '…'}..${period.endsOn} (a demo's)`);
  }
  if (config.kiosk.device) {
    console.log(`KIOSK=1: a kiosk device (${config.kiosk.kioskId ?? 'no KIOSK_ID'}), at /kiosk`);
  }
  // What production still lacks: names and consequences, never a value.
  for (const line of productionReport(process.env)) console.warn(line);
});

// How long an idle keep-alive connection stays open (Node's default: 5 s). A client that sends
// on one just as the server closes it gets a reset; browsers send again, Playwright's API client
// does not (the clean-clone CI's ECONNRESET). The browser suites' harness sets 0: open until the
// client or the server ends it.
if (process.env.KEEP_ALIVE_SECONDS !== undefined && 'keepAliveTimeout' in server) {
  server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_SECONDS) * 1000;
}

function shutdown() {
  retention.stop();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// A harness that owns us closes our stdin when it goes away; we go with it.
if (process.env.EXIT_WITH_STDIN === '1') {
  process.stdin.on('end', shutdown);
  process.stdin.on('close', shutdown);
  process.stdin.resume();
}
