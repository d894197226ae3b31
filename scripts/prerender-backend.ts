/**
 * Where the prerender's loaders get the pages' data from (docs/deployment.md «Pages from the
 * operator's backend»): an API client per language, through the site's own contract client.
 *
 * - By default, the reference backend inside the build process: the Hono app on an in-memory
 *   database, its requests going straight to it (no port is opened). Its clock is the machine's: a
 *   page says what the build's day says of an offer (running, or ended), and its islands ask again
 *   when shown.
 * - With `PRERENDER_API_BASE=<url>`, any backend that speaks the contract — the operator's gateway
 *   in front of its CRM — over HTTP.
 *
 * Either way every answer a loader gets has passed its call's declared response schema
 * (`contract/calls`): an answer the schema refuses stops the build, naming the call and what is
 * wrong, and fields the declaration does not name are dropped, so nothing undeclared reaches a
 * public page's inlined data. (The conformance suite, `npm run conformance`, is where a gateway
 * hears about extra fields: the build only refuses what would make a page wrong.) A backend that
 * does not answer stops it too; an HTTP error goes to the loader, which may expect one (an
 * article gone is a 404).
 */
import type { Locale } from '../contract/locale.ts';
import { API_PATHS } from '../contract/index.ts';
import { CALLS, isSiteCall, type CallDeclaration } from '../contract/calls/index.ts';
import type {
  ApiClient,
  ApiClientOptions,
  HttpMethod,
  RequestOptions,
} from '../app/features/api/index.ts';
import { createApp } from '../server/app.ts';
import { offerPeriodsFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { createLogger } from '../server/log.ts';

const IN_PROCESS_ORIGIN = 'http://backend.prerender';

export interface PrerenderBackend {
  /** Where the data comes from, as the build's log and its failures name it. */
  readonly source: string;
  apiFor(locale: Locale): ApiClient;
  /** Asks the backend's health call: throws, saying why, when it does not answer as declared. */
  check(): Promise<void>;
  close(): void;
}

type CreateApiClient = (options: ApiClientOptions) => ApiClient;

/** A backend that did not answer, or answered what its call's declaration refuses. */
export class PrerenderBackendError extends Error {
  override name = 'PrerenderBackendError';
}

/** The site's calls by `METHOD path`: what the prerender's requests are checked against. */
const DECLARED = new Map<string, CallDeclaration>(
  Object.values(CALLS as Record<string, CallDeclaration>)
    .filter(isSiteCall)
    .map((call) => [`${call.method} ${call.path}`, call]),
);

/** An error and its causes, one line: `Network request failed: fetch failed: connect ECONNREFUSED …`. */
function reason(error: unknown): string {
  const parts: string[] = [];
  for (let at: unknown = error; at !== undefined && parts.length < 4;) {
    if (at instanceof Error) {
      parts.push(at.message);
      at = at.cause;
    } else {
      parts.push(String(at));
      at = undefined;
    }
  }
  return parts.join(': ');
}

const isHttpError = (error: unknown) =>
  error instanceof Error && (error as { kind?: unknown }).kind === 'http';

/** `client` whose every answer has passed its declared schema (see the file's comment). */
function checkedClient(client: ApiClient, source: string): ApiClient {
  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    let answer: unknown;
    try {
      answer = await client.request<unknown>(method, path, options);
    } catch (error) {
      if (isHttpError(error)) throw error;
      throw new PrerenderBackendError(
        `${source} did not answer ${method} ${path}: ${reason(error)}`,
        {
          cause: error,
        },
      );
    }
    const call = DECLARED.get(`${method} ${path}`);
    if (!call) {
      throw new PrerenderBackendError(
        `${method} ${path} is no call of the contract (contract/calls)`,
      );
    }
    if (call.produces) return answer as T;
    const parsed = call.response.safeParse(answer);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new PrerenderBackendError(
        `${source} answered ${method} ${path} with what the contract refuses — ${issues}`,
      );
    }
    return parsed.data as T;
  }
  return {
    ...client,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}

function backendOf(
  source: string,
  clientFor: (locale: Locale) => ApiClient,
  close: () => void,
): PrerenderBackend {
  const apiFor = (locale: Locale) => checkedClient(clientFor(locale), source);
  return {
    source,
    apiFor,
    check: async () => {
      await apiFor('ru')
        .get(API_PATHS.health)
        .catch((error: unknown) => {
          if (error instanceof PrerenderBackendError) throw error;
          throw new PrerenderBackendError(
            `${source} did not answer its health call: ${reason(error)}`,
            {
              cause: error,
            },
          );
        });
    },
    close,
  };
}

/**
 * The backend of `PRERENDER_API_BASE` (an http(s) URL; its paths are the contract's, under it),
 * else the reference backend in this process. `createApiClient` is passed in so the SSR bundle's
 * own copy of the client is the one used.
 */
export function prerenderBackend(
  createApiClient: CreateApiClient,
  env: NodeJS.ProcessEnv = process.env,
): PrerenderBackend {
  const base = env.PRERENDER_API_BASE?.trim();
  if (!base) return startPrerenderBackend(createApiClient, env);
  let url: URL | null = null;
  try {
    url = new URL(base);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new PrerenderBackendError(`PRERENDER_API_BASE must be an http(s) URL, got "${base}"`);
  }
  return backendOf(
    `the backend at ${base}`,
    (locale) =>
      createApiClient({ baseUrl: base, getLocale: () => locale, locks: null, reload: () => {} }),
    () => {},
  );
}

/** The reference backend in this process, on an in-memory database seeded as a new one is. */
export function startPrerenderBackend(
  createApiClient: CreateApiClient,
  env: NodeJS.ProcessEnv = process.env,
): PrerenderBackend {
  const db = openDatabase(':memory:');
  // A demo's OFFER_PERIODS (server/README.md) moves the pages' periods as it moves the server's,
  // so `OFFER_PERIODS=… npm start` shows one state. The build runs as production (React's build),
  // so it cannot refuse the setting as the server does: a deploy's build must not set it.
  const offerPeriods = offerPeriodsFromEnv(env, { production: false });
  for (const [id, period] of Object.entries(offerPeriods)) {
    console.warn(
      `prerender: OFFER_PERIODS moves ${id} to ${period.startsOn ?? '…'}..${period.endsOn}`,
    );
  }
  const app = createApp({ db, log: createLogger('silent'), siteDir: null, offerPeriods });
  return backendOf(
    'the reference backend (in-process)',
    (locale) =>
      createApiClient({
        baseUrl: IN_PROCESS_ORIGIN,
        getLocale: () => locale,
        locks: null,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
        reload: () => {},
      }),
    () => db.close(),
  );
}
