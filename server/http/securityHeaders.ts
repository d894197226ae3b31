import { createHash } from 'node:crypto';

/**
 * The site's security headers (OWASP ASVS L1 for a single-page app; docs/deployment.md has the
 * same policy for a CDN or static host to copy).
 */

/** NCALayer, the national signing client: a WebSocket server on the user's own machine. */
export const SIGNING_CLIENT_ORIGIN = 'wss://127.0.0.1:13579';

/**
 * The one `<style>` element the site's JavaScript writes: react-aria's `usePress` puts this rule
 * into `<head>` (its text, exactly; `securityHeaders.test.ts` checks it against the installed
 * react-aria). Its hash lets that element in and no other.
 */
export const REACT_ARIA_PRESS_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/**
 * The other `<style>` react-aria can write: `usePreventScroll` (the lock of the kit's modals and
 * popovers, `lib/hooks/useScrollLock.ts`) puts it into `<head>` on iOS Safari only, while a modal
 * is open, so that a scroll inside it does not carry on to the page (its text, exactly; checked
 * against the installed react-aria too).
 */
export const REACT_ARIA_PREVENT_SCROLL_STYLE = `@layer {
  * {
    overscroll-behavior: contain;
  }
}`;

export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface SitePolicyOptions {
  /** The API's origin when it is not the site's own (`VITE_API_BASE`); null for same origin. */
  apiOrigin: string | null;
}

/**
 * The Content-Security-Policy of the site's pages.
 * - Scripts: only files from the site. The prerendered pages carry no inline script but their
 *   data, `<script type="application/json">`, which is never executed.
 * - Styles: stylesheets from the site and react-aria's two `<style>` texts (by hash) — no other
 *   `<style>` element. Inline `style` attributes are allowed (`style-src-attr`): the prerendered
 *   markup has them (the mega-menu's grid, react-aria's visually hidden text, …), React does not
 *   re-apply them when it hydrates, and an attribute can neither run script nor hold a selector.
 *   `style-src` is what a browser without the two CSP 3 directives uses instead: there it allows
 *   inline styles rather than leave those pages unstyled.
 * - Images: the site's own, the API's (success-case photos) and `blob:` (the photo preview of
 *   the case form). Connections: the site, the API and NCALayer.
 * - Nobody frames the site (`frame-ancestors 'none'`): the embed widgets are scripts, not frames.
 */
export function contentSecurityPolicy({ apiOrigin }: SitePolicyOptions): string {
  const api = apiOrigin ? [apiOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'style-src-elem',
      "'self'",
      cspHash(REACT_ARIA_PRESS_STYLE),
      cspHash(REACT_ARIA_PREVENT_SCROLL_STYLE),
    ],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', ...api],
    ['connect-src', "'self'", ...api, SIGNING_CLIENT_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features the site never asks for, refused for it and for anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Headers for what a browser may render as a document: HTML pages, and SVG and XML files (an
 * SVG opened on its own can run script). Scripts, styles, images and JSON do not need them.
 */
export function documentHeaders(options: SitePolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** API answers are data, never a page: nothing in one may load, run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A year, this host and its subdomains; sent only on answers that came over TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over TLS. The reference server speaks plain HTTP; behind a
 * proxy that terminates TLS, `TRUST_PROXY=1` makes it believe the proxy's `X-Forwarded-Proto`
 * (its first value: the hop nearest the browser). Without it the header is ignored — anyone can
 * write it.
 */
export function cameOverTls(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (url.startsWith('https:')) return true;
  if (!trustProxy || !forwardedProto) return false;
  return forwardedProto.split(',')[0]!.trim().toLowerCase() === 'https';
}
