/**
 * What a partner's developer reads in the console when the widgets' API is not where they call it
 * (docs/embed.md «api-base»). `api-base` defaults to the origin `embed.js` was loaded from — right
 * when the operator's site serves it, whose `/api/…` is the API; wrong when `embed.js` comes from a
 * CDN host or a copy on the partner's own server, and wrong when `api-base` names another host.
 * Which host answers is known only once one has: so the first exchange of a widget's client is
 * looked at, and when it is not the API's — no answer at all (refused, unknown host, a CORS
 * refusal: the browser says no more) or an answer that is not JSON (a CDN's or a web server's
 * 404 page) — one warning per page says where the widgets called and how to fix it. Every API
 * answer, a failure too, is JSON; a call the visitor's own connection lost (offline) is not
 * counted, nor one the widget aborted.
 */

let warned = false;

/** Where a request went, without its query (a BIN or a phone can be in it). */
function addressOf(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  return `${url.origin}${url.pathname}`;
}

/** The console's words for a first answer that was not the API's. */
export function apiBaseAdvice(
  { apiBase, siteOrigin }: { apiBase: string; siteOrigin: string },
  address: string,
  what: string,
): string {
  const where =
    apiBase === siteOrigin
      ? `api-base is not set, so the widgets call the origin embed.js was loaded from (${siteOrigin}); ` +
        'when embed.js is served from a CDN or a copy, set api-base to the operator’s API origin'
      : `api-base is "${apiBase}": it should be the operator’s API origin, which answers under /api/`;
  return `BizWidgets: ${address} did not answer as the API (${what}). ${where}, e.g. <biz-consultation-form api-base="https://business.dalatelecom.kz">.`;
}

/**
 * `fetchImpl` for one widget's API client, which checks its first exchange (see above) and warns
 * with `warn` at most once per page.
 */
export function checkingFirstAnswer(
  props: { apiBase: string; siteOrigin: string },
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  warn: (message: string) => void = (message) => console.warn(message),
): typeof fetch {
  let checked = false;
  const report = (input: RequestInfo | URL, what: string) => {
    if (warned) return;
    warned = true;
    warn(apiBaseAdvice(props, addressOf(input), what));
  };
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      if (!checked) {
        checked = true;
        const type = response.headers.get('content-type') ?? '';
        if (!/^application\/json\b/i.test(type)) {
          report(input, `HTTP ${response.status}, ${type.split(';')[0] || 'no content type'}`);
        }
      }
      return response;
    } catch (error) {
      const lost = init?.signal?.aborted || (typeof navigator !== 'undefined' && !navigator.onLine);
      if (!checked && !lost) {
        checked = true;
        report(input, 'no answer: refused, unknown host, or not allowed by its CORS');
      }
      throw error;
    }
  };
}

/** Tests only: the next problem warns again. */
export function forgetApiWarning(): void {
  warned = false;
}
