import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSessionClient } from './features/session/index.ts';
import { App } from './App.tsx';
import { typedBeforeHydration } from './islands/replay.ts';
import { APP_AREAS } from '../locales/index.ts';
import { loadMessages } from './i18n/index.ts';
import { isKioskPath } from './features/kiosk/index.ts';
import { resolveLocale } from './routes/locale.ts';
import { loadSiteLayout } from './shell/siteLayout.tsx';
import { dataUrl, preparePage, runLoader, type DataSource } from './routes/prepare.ts';
import { PAGE_DATA_ID } from './routes/pageData.ts';

/**
 * The browser entry: reads the language and page from the address, prepares the page exactly as
 * the prerenderer did (module + the data inlined in the HTML) and hydrates it.
 */
async function start() {
  const resolved = resolveLocale(window.location.pathname);
  if (resolved.kind === 'redirect') {
    // Static hosts that do not redirect `/ru/...` or `/en/...` themselves land here.
    window.location.replace(resolved.to + window.location.search + window.location.hash);
    return;
  }
  const { locale, path } = resolved;
  const api = createSessionClient(() => locale);

  // Client navigation: the dev server has no saved data, so it runs loaders in the browser; a
  // build fetches what the prerenderer saved beside each page.
  const source: DataSource = import.meta.env.DEV
    ? runLoader(api, locale)
    : async (_match, target) => {
        const response = await fetch(dataUrl(target, locale));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      };

  const inline = document.getElementById(PAGE_DATA_ID)?.textContent;
  const first: DataSource = inline ? async () => JSON.parse(inline) as unknown : source;
  // Only this page's language is downloaded; it loads beside the page's own chunk.
  const [page] = await Promise.all([
    preparePage(path, locale, first),
    loadMessages(locale, APP_AREAS),
    // Every page but the kiosk's has the site's header and footer.
    isKioskPath(path) ? null : loadSiteLayout(),
  ]);

  // A task of its own for hydrating: evaluating the modules and hydrating the page in one go is
  // one long task on a phone, and input waits for the whole of it.
  await new Promise((resolveYield) => setTimeout(resolveYield, 0));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Read now: hydrating may set a field back to the app's (empty) state.
  const typed = typedBeforeHydration(root);
  const app = (
    <StrictMode>
      <App locale={locale} page={page} source={source} api={api} typed={typed} />
    </StrictMode>
  );
  // The dev server serves the bare index.html; every built page arrives prerendered. A cabinet
  // page's HTML is only a shell (layout and loader), shared by every id of a page with one in its
  // address (contract/site.ts): it is rendered afresh rather than hydrated.
  if (root.hasChildNodes() && page.route.render !== 'client') hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
