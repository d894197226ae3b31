/**
 * A `fetch` for tests that answers from a handler and records every request, so a test can script
 * the server and then assert what the client sent. Also usable by widget tests:
 *
 *   const server = scriptedFetch((req) => (req.path.endsWith('/create-consultancy') ? json({ id: '1' }) : json({}, 404)));
 *   const client = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
 */

export interface RecordedRequest {
  method: string;
  url: string;
  /** The path without origin and query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, the FormData itself, or undefined. */
  body: unknown;
  signal: AbortSignal | null;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function scriptedFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  let unanswered = 0;
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://site.test');
    let body: unknown;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    else if (init.body !== undefined && init.body !== null) body = init.body;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: new Headers(init.headers),
      body,
      signal: init.signal ?? null,
    };
    requests.push(request);
    unanswered += 1;
    try {
      return await handler(request);
    } finally {
      unanswered -= 1;
    }
  };
  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    /** Requests still waiting for their answer (a test that says «nothing happened» waits for 0). */
    unanswered: () => unanswered,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function errorJson(
  status: number,
  code: string,
  message = code,
  extra: {
    fields?: Record<string, { code: string; message: string }>;
    params?: Record<string, string | number>;
  } = {},
): Response {
  return json({ error: { code, message, ...extra } }, status);
}

/** A promise that settles only when the request's signal aborts, like a real fetch on a dead line. */
export function hang(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
