/**
 * The API reference page (`/api/docs`): the OpenAPI document rendered by Scalar's standalone
 * bundle, served from the installed package — no CDN, no font service (the page's policy allows
 * only this origin). The renderer writes its own `<style>`, so this one page allows inline
 * styles; it holds no personal data and no form that posts anywhere but the API it documents.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { DOC_PATHS } from './openapi.ts';

const require = createRequire(import.meta.url);

/** The page's policy: its own script and document only. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The theme's text colours, darkened to reach WCAG AA (4.5:1) on its backgrounds: the default
 * greys and method colours are lighter (axe: color-contrast). Light mode only, so one set holds.
 */
const READABLE_COLOURS = `.light-mode, .light-mode .t-doc__sidebar {
  --scalar-color-1: #1b1b1b;
  --scalar-color-2: #474747;
  --scalar-color-3: #595959;
  --scalar-sidebar-color-2: #474747;
  --scalar-color-green: #0b6b32;
  --scalar-color-blue: #0a58b5;
  --scalar-color-orange: #8a4b00;
  --scalar-color-red: #b3261e;
  --scalar-color-purple: #6b3fa0;
  --scalar-color-yellow: #6b5800;
}`;

/** Scalar's options: no fonts from its service, no «open in client», no models list. */
const RENDERER_OPTIONS = {
  withDefaultFonts: false,
  hideClientButton: true,
  // The request samples' copy buttons have no accessible name (axe: button-name, critical).
  hiddenClients: true,
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
  hideModels: true,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  customCss: READABLE_COLOURS,
};

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export function docsPage(lang: 'en' = 'en'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Business website API — reference</title>
</head>
<body>
<script id="api-reference" data-url="${DOC_PATHS.openapi}" data-configuration="${escapeAttribute(
    JSON.stringify(RENDERER_OPTIONS),
  )}"></script>
<script src="${DOC_PATHS.docsScript}"></script>
<script src="${DOC_PATHS.docsNames}"></script>
</body>
</html>
`;
}

/**
 * Scalar 1.72's code blocks (the example answers) have a copy button with only an icon: no
 * accessible name (axe: button-name, critical). Until the renderer names it, this names each one
 * as it appears. Only an attribute is added; the renderer's code is not touched.
 */
const NAME_COPY_BUTTONS = `const name = () => {
  for (const button of document.querySelectorAll('button.scalar-code-copy:not([aria-label])')) {
    button.setAttribute('aria-label', 'Copy');
  }
};
new MutationObserver(name).observe(document.documentElement, { childList: true, subtree: true });
name();
`;

let script: string | undefined;

/** `/api/docs` and the renderer's script, each with the page's own policy. */
export const docsRoutes = new Hono<AppEnv>()
  .get(DOC_PATHS.docs, (c) => {
    c.header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    c.header('Cache-Control', 'no-cache');
    return c.html(docsPage());
  })
  .get(DOC_PATHS.docsScript, (c) => {
    // The package exports no path to its standalone bundle: it lies beside its stylesheet.
    script ??= readFileSync(
      new URL(
        'browser/standalone.js',
        pathToFileURL(require.resolve('@scalar/api-reference/style.css')),
      ),
      'utf8',
    );
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(script);
  })
  .get(DOC_PATHS.docsNames, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(NAME_COPY_BUTTONS);
  });
