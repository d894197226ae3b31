import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import type { RouterRoute } from 'hono/types';
import {
  API_PATHS,
  CALL_TABLE,
  CASE_PHOTO_MAX_BYTES,
  EMBED_PATH_KEYS,
  localeFromAcceptLanguage,
  MAX_JSON_BODY_BYTES,
} from '../contract/index.ts';
import type { KioskConfig } from '../contract/kiosk.ts';
import type { Db } from './db/database.ts';
import { untrustingVerifier, type EdsVerifier } from './domain/eds/index.ts';
import { createGuard, type AbuseLimits, type Guard } from './domain/guard.ts';
import { databaseReady } from './domain/readiness.ts';
import { callRoutes } from './http/calls.ts';
import { compressJson } from './http/compress.ts';
import { docsRoutes } from './http/docs.ts';
import { apiCors } from './http/cors.ts';
import type { AppEnv, AppSettings } from './http/env.ts';
import { METRICS_PATH, metricsHandler } from './http/metrics.ts';
import { requestIdOf } from './http/requestId.ts';
import { DOC_PATHS, openApiDocument } from './http/openapi.ts';
import { ApiError, sendError } from './http/errors.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  cameOverTls,
  documentHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './http/securityHeaders.ts';
import { lazyChild, type Logger } from './log.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { addressHandlers } from './handlers/address.ts';
import { authHandlers } from './handlers/auth.ts';
import { cabinetHandlers } from './handlers/cabinet.ts';
import { casesHandlers } from './handlers/cases.ts';
import { contentHandlers } from './handlers/content.ts';
import { devHandlers } from './handlers/dev.ts';
import { egovHandlers } from './handlers/egov.ts';
import { kioskHandlers } from './handlers/kiosk.ts';
import { kioskFleetHandlers } from './handlers/kioskFleet.ts';
import { builtKioskVersion, kioskDeviceToken } from './domain/kioskFleet.ts';
import { landingHandlers } from './handlers/landing.ts';
import { smsHandlers } from './handlers/sms.ts';
import { createSiteHandler } from './static.ts';

export interface AppOptions {
  db: Db;
  log: Logger;
  /** The built site to serve beside the API; null for an API-only server. */
  siteDir: string | null;
  version?: string;
  /** The clock; tests pass their own to move time. */
  now?: () => number;
  devApi?: boolean;
  /** Seconds the stand-in CRM takes over a submitted step (default 5). */
  processingSeconds?: number;
  embedOrigins?: string[] | '*';
  /** SITE_ORIGINS: the site's origins, which may call every route cross-origin (`http/cors.ts`). */
  siteOrigins?: readonly string[];
  /**
   * The abuse limits (server/README.md «Abuse limits»): SMS_HOURLY_BUDGET, RATE_LIMIT_EXEMPT and,
   * for tests, any other capacity limit. @default those of contract/limits.ts
   */
  limits?: Partial<AbuseLimits>;
  /**
   * The abuse limits' state, when the process keeps it (`main.ts` forgets old client addresses
   * with the retention job). @default a new one with `limits`
   */
  guard?: Guard;
  /** What /metrics shows (`createMetrics`). @default a fresh registry without process metrics */
  metrics?: Metrics;
  /** METRICS_TOKEN: /metrics asks for it as a Bearer token. @default none */
  metricsToken?: string | null;
  /**
   * /metrics without a token: served. @default on unless NODE_ENV=production, where a missing
   * METRICS_TOKEN leaves it unserved (docs/production.md «Metrics»)
   */
  metricsOpenWithoutToken?: boolean;
  /** The EDS verifier (`createEdsVerifier` from the configuration). @default one trusting no CA */
  eds?: EdsVerifier;
  /** The API's origin when the site calls another host (`VITE_API_BASE`), for the site's CSP. */
  apiOrigin?: string | null;
  /**
   * `VITE_API_BASE` as given: written into the pages served (`<meta name="api-base">`), so they
   * call the API the CSP names, whatever the build had. @default the pages as built
   */
  apiBase?: string;
  /**
   * The proxies in front (`TRUST_PROXY=<hops>`): with any, believe the first `X-Forwarded-Proto`
   * for HSTS, and take the client's address from the `X-Forwarded-For` entry that many from the
   * right (`http/clientAddress.ts`). @default 0, none
   */
  trustProxy?: number;
  /** KIOSK, KIOSK_ID, KIOSK_IDLE_SECONDS (docs/kiosk.md). @default no device, no id */
  kiosk?: KioskConfig;
  /** KIOSK_STATUS_TOKEN: the staff's token for the kiosk fleet's status and settings. @default none */
  kioskStatusToken?: string | null;
  /** KIOSK_SILENT_SECONDS: a kiosk unheard this long is flagged silent. @default 180 */
  kioskSilentSeconds?: number;
  /**
   * KIOSK_FLEET_SECRET: the key the kiosks' heartbeat keys are made from (`kioskDeviceToken`).
   * @default a random one for this process — it then hears only its own kiosk (`kiosk.kioskId`,
   * whose key it makes itself), as in `npm run dev` and the tests
   */
  kioskFleetSecret?: string;
  /**
   * Check every JSON answer against its call's declared response schema (a drift is a 500 and a
   * log line). @default on unless NODE_ENV=production: development and tests catch a drift, the
   * operator's production does not pay for it.
   */
  checkAnswers?: boolean;
  /**
   * PUBLIC_ORIGIN: the origin of the eGov QR's URLs (`AppSettings.publicOrigin`); never the
   * request's `Host`. @default none: only a loopback `Host` (development) gets a code
   */
  publicOrigin?: string | null;
  /** OFFER_PERIODS: a demo's offer periods over the shipped ones. @default none (the spec's) */
  offerPeriods?: AppSettings['offerPeriods'];
}

/**
 * Path → the methods its handlers answer, for the API's routes (middleware is registered for
 * `ALL` and skipped). HEAD comes with GET: Hono answers it from the GET handler.
 */
export function allowedMethods(routes: readonly RouterRoute[]): Map<string, string[]> {
  const table = new Map<string, Set<string>>();
  for (const { path, method } of routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.includes('*')) continue;
    const methods = table.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    table.set(path, methods);
  }
  return new Map([...table].map(([path, methods]) => [path, [...methods]]));
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Room for the case form's text fields and multipart framing beside the photo itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * What the log keeps of an unexpected error: its kind and message, with any absolute file path
 * in it replaced — a log line never names a file on the server (nor the folder it runs from).
 */
export function loggable(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/(?:[A-Za-z]:)?[\\/](?:[^\s'"\\/]+[\\/])+[^\s'",)]*/g, '<path>');
}

/**
 * The route pattern a request is counted and logged under, never the path a client typed: the
 * pattern of the endpoint that matched (an API call's declared path, `/metrics`), `unmatched` for
 * an API path nobody declared (a 404 or a 405), `site` for the built site's files and pages.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c).filter((r) => !r.path.includes('*'));
  const endpoint = routes.find((r) => r.method !== 'ALL') ?? routes.at(-1);
  if (endpoint) return endpoint.path;
  return c.req.path.startsWith('/api/') ? 'unmatched' : 'site';
}

export interface CallModuleOptions {
  /** The server's version (package.json), which health answers. */
  version: string;
  /** The built kiosk worker's version, which the fleet's status compares against. */
  kioskVersion: string | null;
  kioskSilentSeconds?: number;
  /** What the kiosks' heartbeat keys are made from. @default a random one (the document needs none) */
  kioskFleetSecret?: string;
}

/**
 * The API's calls: every route registered from its declaration, in the modules `createApp`
 * mounts. The OpenAPI document is made from these, both where it is served (`/api/openapi.json`)
 * and where the build writes it (`scripts/openapi.ts`): one list, so the two cannot differ.
 */
export function callModules({
  version,
  kioskVersion,
  kioskSilentSeconds,
  kioskFleetSecret = randomBytes(32).toString('base64url'),
}: CallModuleOptions) {
  return [
    callRoutes()
      .serve('health', () => ({ status: 'ok' as const, version }))
      .serve('ready', (c) => {
        if (!databaseReady(c.get('db'))) {
          throw new ApiError(503, 'TRY_LATER', { failed: 'database' });
        }
        return { status: 'ready' as const, checks: { database: 'ok' as const } };
      }),
    authHandlers,
    smsHandlers,
    landingHandlers,
    addressHandlers,
    cabinetHandlers,
    egovHandlers,
    contentHandlers,
    casesHandlers,
    kioskFleetHandlers({
      currentVersion: kioskVersion,
      silentAfterSeconds: kioskSilentSeconds,
      fleetSecret: kioskFleetSecret,
    }),
  ];
}

export function createApp({
  db,
  log,
  siteDir,
  version = 'dev',
  now = Date.now,
  devApi = false,
  processingSeconds = 5,
  embedOrigins = '*',
  siteOrigins = [],
  limits = {},
  guard = createGuard(limits),
  metrics = createMetrics(),
  metricsToken = null,
  metricsOpenWithoutToken = process.env.NODE_ENV !== 'production',
  eds = untrustingVerifier(),
  apiOrigin = null,
  apiBase,
  trustProxy = 0,
  kiosk: kioskOption = { device: false, kioskId: null, idleSeconds: null, deviceToken: null },
  kioskStatusToken = null,
  kioskSilentSeconds,
  kioskFleetSecret = randomBytes(32).toString('base64url'),
  checkAnswers = process.env.NODE_ENV !== 'production',
  publicOrigin = null,
  offerPeriods = {},
}: AppOptions) {
  const app = new Hono<AppEnv>();
  const settings: AppSettings = {
    devApi,
    processingMs: processingSeconds * 1000,
    embedOrigins,
    checkAnswers,
    kioskStatusToken,
    publicOrigin,
    offerPeriods,
  };
  // A device without its own KIOSK_TOKEN, served by the backend that stands in for the fleet's:
  // its key is made here (the reference server is both, in development and the tests).
  const kiosk: KioskConfig =
    kioskOption.kioskId && !kioskOption.deviceToken
      ? { ...kioskOption, deviceToken: kioskDeviceToken(kioskFleetSecret, kioskOption.kioskId) }
      : kioskOption;

  // Every header is set before the handler runs: Hono joins them to the answer as it is made.
  // Set on a finished answer, they make Hono rebuild it as a stream (issue 19: most of the cost
  // of a small API call under load).
  //
  // Every request gets an id (`X-Request-Id`: a well-formed one that came in, else a new one),
  // on its answer and on every log line of it; every request is counted for /metrics by its
  // route pattern; every API request is logged once, as JSON (`log.ts`), without its query,
  // headers or body — and without the client's address, which the personal-data notice says is
  // held in memory only (proxies keep their own access logs).
  app.use('*', async (c, next) => {
    const started = performance.now();
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const path = c.req.path;
    const api = path.startsWith('/api/');
    const requestLog = api ? lazyChild(log, { requestId }) : log;
    c.header('X-Request-Id', requestId);
    c.set('locale', locale);
    c.set('db', db);
    c.set('log', requestLog);
    c.set('metrics', metrics);
    c.set('now', now);
    c.set('settings', settings);
    c.set('guard', guard);
    c.set('trustProxy', trustProxy);
    c.set('eds', eds);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const forwardedProto = trustProxy > 0 ? c.req.header('x-forwarded-proto') : undefined;
    if (cameOverTls(c.req.url, forwardedProto, trustProxy > 0)) {
      c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    if (api) {
      c.header('Cache-Control', 'no-store'); // a handler's own Cache-Control replaces it
      c.header('Content-Language', locale);
      c.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
    await next();
    const ms = performance.now() - started;
    const route = routeLabel(c);
    metrics.request(c.req.method, route, c.res.status, ms / 1000);
    if (api) {
      // Through the app's logger with the id as a field: the request's own child logger is made
      // only for the lines the domain writes (`lazyChild`).
      log.info('request', {
        requestId,
        method: c.req.method,
        route, // never the path a client typed, nor the query string: it may carry personal data
        status: c.res.status,
        ms: Math.round(ms),
      });
    }
  });

  // CORS is closed by default: the site's own origins (SITE_ORIGINS) may call every route, partner
  // pages (EMBED_ORIGINS) only the embed widgets' calls; never with credentials.
  const embedCalls = new Map(
    EMBED_PATH_KEYS.map((key) => [API_PATHS[key], CALL_TABLE[key].method]),
  );
  app.use('/api/*', apiCors({ siteOrigins, embedOrigins, embedCalls }));

  app.use('/api/*', compressJson);
  app.use(
    API_PATHS.successCaseSubmit,
    bodyLimit({
      maxSize: CASE_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => {
        // The rest of the upload is never read: tell the client not to reuse this connection.
        c.header('Connection', 'close');
        return sendError(
          c,
          new ApiError(413, 'PAYLOAD_TOO_LARGE', {}, { photo: { code: 'CASE_PHOTO_SIZE' } }),
        );
      },
    }),
  );
  const jsonLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return sendError(c, new ApiError(413, 'PAYLOAD_TOO_LARGE'));
    },
  });
  // Only a method with a body is measured: looking for a body makes Hono build a full Request.
  app.use('/api/*', (c, next) =>
    c.req.path === API_PATHS.successCaseSubmit || !HAS_BODY.has(c.req.method)
      ? next()
      : jsonLimit(c, next),
  );

  // Every call's route, registered from its declaration (contract/calls, server/http/calls.ts).
  const modules = callModules({
    version,
    kioskVersion: builtKioskVersion(siteDir),
    kioskSilentSeconds,
    kioskFleetSecret,
  });
  for (const module of modules) app.route('/', module);
  // The OpenAPI document of those routes, made once on first request, and its reference page.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(DOC_PATHS.openapi, (c) => {
    document ??= openApiDocument(modules);
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
  app.route('/', docsRoutes);
  if (devApi) app.route('/', devHandlers);
  app.get(
    METRICS_PATH,
    metricsHandler(metrics, { token: metricsToken, openWithoutToken: metricsOpenWithoutToken }),
  );

  // A path the API has, asked with a method it does not answer, is 405 with the methods it does
  // (RFC 9110 §15.5.6); only a path it does not have at all is 404. Read from the routes just
  // mounted, so it follows them (and the dev routes only exist with DEV_API).
  const allowed = allowedMethods(app.routes);
  app.all('/api/*', (c) => {
    const methods = allowed.get(c.req.path);
    if (!methods) return sendError(c, new ApiError(404, 'NOT_FOUND'));
    c.header('Allow', methods.join(', '));
    return sendError(c, new ApiError(405, 'METHOD_NOT_ALLOWED'));
  });
  app.route('/', kioskHandlers(kiosk));
  if (siteDir) {
    const site = createSiteHandler(siteDir, {
      documentHeaders: documentHeaders({ apiOrigin }),
      apiBase,
    });
    app.all('*', (c) => site(c));
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(
        c,
        new ApiError(
          error.status === 413 ? 413 : 400,
          error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_JSON',
        ),
      );
    }
    (c.get('log') ?? log).error('unhandled', { route: routeLabel(c), error: loggable(error) });
    return sendError(c, new ApiError(500, 'SERVICE_ERROR'));
  });

  return app;
}
