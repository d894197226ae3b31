import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { serveFolder } from '../scripts/static-server.ts';
import { startServer, type RunningServer } from './server.ts';
import type { DevIn, DevOut } from '../contract/index.ts';
import { devUrl } from './dev-api.ts';

/*
 * A partner page on another origin for the embed suites: a second static server on 127.0.0.1
 * (another port, so another origin) serving pages that load `embed.js` from the real site server.
 * The pages carry a strict CSP and hostile CSS; the site server runs with `EMBED_ORIGINS` set to
 * exactly the partner's origin and the developer routes on (to read SMS codes).
 */

/** CSS a careless or hostile partner page might have. None of it may reach inside a widget. */
export const HOSTILE_CSS = `
html { font-size: 8px; }
button, input, textarea, select, label, h2, h3, p { display: none !important; }
* { color: #f0f !important; font-family: serif !important; letter-spacing: 3px; text-transform: uppercase; }
div { padding: 40px !important; border: 5px dashed red !important; }
`;

export interface EmbedWorld {
  /** The site (and API) origin `embed.js` comes from, e.g. http://127.0.0.1:41234. */
  site: string;
  /** The partner page origin. */
  host: string;
  /** The Content-Security-Policy every partner page is served with. */
  csp: string;
  /** Writes a partner page and returns its URL. */
  page(name: string, body: string, options?: { embedTwice?: boolean; embed?: boolean }): string;
  close(): Promise<void>;
}

export async function startEmbedWorld(): Promise<EmbedWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'biz-embed-host-'));
  writeFileSync(join(dir, 'hostile.css'), HOSTILE_CSS);
  // The partner server must exist before the site server (EMBED_ORIGINS names it), and the CSP
  // names the site: the header object is read on every response, so it is filled in below.
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  const host = await serveFolder(dir, headers);
  let site: RunningServer;
  try {
    site = await startServer({ DEV_API: '1', EMBED_ORIGINS: host.url });
  } catch (error) {
    await host.close();
    throw error;
  }
  // Scripts only from the site; no inline script or style, no eval; styles only from the page's
  // own origin; calls only to the site's API; DOM script sinks only through Trusted Types.
  const csp = [
    "default-src 'none'",
    `script-src ${site.url}`,
    "style-src 'self'",
    `connect-src ${site.url}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    // Trusted Types: script URLs only through the widgets' own policy.
    "require-trusted-types-for 'script'",
    'trusted-types biz-widgets',
  ].join('; ');
  headers['Content-Security-Policy'] = csp;

  return {
    site: site.url,
    host: host.url,
    csp,
    page(name, body, options = {}) {
      const script = `<script src="${site.url}/embed.js" defer></script>`;
      const scripts = options.embed === false ? '' : options.embedTwice ? script + script : script;
      writeFileSync(
        join(dir, `${name}.html`),
        `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Partner page</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/hostile.css">
${scripts}
</head>
<body>
<main>
<h1>Partner page</h1>
${body}
</main>
</body>
</html>`,
      );
      return `${host.url}/${name}.html`;
    },
    async close() {
      await host.close();
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every console error and warning (a CSP violation is logged as one: "Refused to …") and every
 * uncaught exception of the page.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

export interface RecordedEvent {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}

/**
 * Starts recording the widgets' events on the document (they bubble and are composed). Runs
 * through the DevTools protocol, which the page's CSP does not govern; the page itself has no
 * script but `embed.js`.
 */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: unknown[] = [];
    (window as unknown as { __bizEvents: unknown[] }).__bizEvents = store;
    for (const type of ['biz-ready', 'biz-submit', 'biz-success', 'biz-error']) {
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        store.push({
          type,
          target: target.id || target.localName,
          detail: (event as CustomEvent).detail,
        });
      });
    }
  });
}

export function events(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(
    () => (window as unknown as { __bizEvents: RecordedEvent[] }).__bizEvents ?? [],
  );
}

// axe over the widgets only. (Two copies of one widget are two regions with the same name, a
// moderate `landmark-unique` that only the partner's page could resolve.)
export { expectAxeClean } from './axe.ts';

/**
 * The code the reference backend "sent" to this phone (E.164), newest first. Waits for it: the
 * click that asks for it returns before the widget's call reaches the server (on a loaded machine,
 * long before).
 */
export async function smsCode(site: string, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await fetch(devUrl('smsOutbox', { phone }, site));
      const body = (await response.json()) as DevOut<'smsOutbox'>;
      code = body.messages[0]?.code ?? null;
      return code;
    }, `an SMS code for ${phone}`)
    .not.toBeNull();
  return code as unknown as string;
}

/** The requests the reference backend stored, newest first. */
export async function records(
  site: string,
  kind: DevIn<'records'>['kind'],
): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(devUrl('records', { kind }, site));
  return ((await response.json()) as DevOut<'records'>).records;
}
