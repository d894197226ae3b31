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

/** Scalar's options: no fonts from its service, no «open in client» or proxy outside. */
const RENDERER_OPTIONS = {
  withDefaultFonts: false,
  hideClientButton: true,
  hideDarkModeToggle: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
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
</body>
</html>
`;
}

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
  });
