import { lazy, Suspense } from 'react';
import type * as LayoutModule from './Layout.tsx';
import type { LayoutProps } from './Layout.tsx';

/**
 * The site's layout (header, footer) for the app's pages, loaded on its own so that the kiosk,
 * which has a frame of its own, does not load the header's code. `app/entry-client.tsx` loads it
 * before the first render of any other page (`loadSiteLayout`), so it draws at once, and the
 * prerender preloads it with the page.
 */
let loaded: typeof LayoutModule | null = null;

export const SITE_LAYOUT_MODULE = 'app/shell/Layout.tsx';

export function loadSiteLayout(): Promise<typeof LayoutModule> {
  return import('./Layout.tsx').then((module) => (loaded = module));
}

const LazyLayout = lazy(() => loadSiteLayout().then((module) => ({ default: module.Layout })));

export function SiteLayout(props: LayoutProps) {
  if (loaded) return <loaded.Layout {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyLayout {...props} />
    </Suspense>
  );
}
