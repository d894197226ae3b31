// Leaflet's stylesheet as a file of its own: the site's one stylesheet (vite.config.ts
// `cssCodeSplit: false`) would otherwise carry it to every page.
import href from 'leaflet/dist/leaflet.css?url';

let loaded: Promise<void> | null = null;

/**
 * Links Leaflet's CSS once, when the map's chunk is first used, and resolves when it has loaded
 * (or failed: the map still works, and the address field beside it is enough).
 */
export function leafletStyles(doc: Document = document): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.leaflet = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    doc.head.append(link);
  });
  return loaded;
}
