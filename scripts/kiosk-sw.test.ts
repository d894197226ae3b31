import { describe, expect, it } from 'vitest';
import { kioskAssets, linkedFiles, type Manifest } from './kiosk-sw.ts';

/** A client build's graph as Vite's manifest lists it: the entry, shared chunks, lazy pages. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e.js',
    css: ['assets/style-s.css'],
    imports: ['_shared-a.js'],
    // Every page of the site is on demand from the entry: the kiosk never shows them.
    // The site's messages and their areas too: the kiosk takes its own area, not the cabinet's.
    dynamicImports: [
      'app/pages/KioskPage.tsx',
      'app/pages/KioskProductPage.tsx',
      'app/pages/BlogPage.tsx',
      'locales/ru/site.ts',
      'locales/kk/site.ts',
      'locales/ru/meta.ts',
      'locales/kk/meta.ts',
      'locales/ru/kiosk.ts',
      'locales/kk/kiosk.ts',
      'locales/ru/cabinet.ts',
    ],
  },
  '_shared-a.js': { file: 'assets/shared-a.js' },
  'locales/ru/site.ts': { file: 'assets/ru-r.js' },
  'locales/kk/site.ts': { file: 'assets/kk-k.js' },
  'locales/ru/meta.ts': { file: 'assets/meta-rm.js' },
  'locales/kk/meta.ts': { file: 'assets/meta-km.js' },
  'locales/ru/kiosk.ts': { file: 'assets/kiosk-rk.js' },
  'locales/kk/kiosk.ts': { file: 'assets/kiosk-kk.js' },
  'locales/ru/cabinet.ts': { file: 'assets/cabinet-rc.js' },
  'app/pages/KioskPage.tsx': {
    file: 'assets/KioskPage-p.js',
    imports: ['_shared-a.js', '_widgets-w.js'],
  },
  // The products' screen: its own module, with the landing template only it uses.
  'app/pages/KioskProductPage.tsx': {
    file: 'assets/KioskProductPage-q.js',
    imports: ['_shared-a.js', '_landing-t.js'],
  },
  '_landing-t.js': { file: 'assets/landing-t.js' },
  '_widgets-w.js': { file: 'assets/widgets-w.js', dynamicImports: ['_lazy-l.js'] },
  '_lazy-l.js': { file: 'assets/lazy-l.js', imports: ['_lazy-dep.js'] },
  '_lazy-dep.js': { file: 'assets/lazy-dep.js' },
  'app/pages/BlogPage.tsx': { file: 'assets/BlogPage-b.js' },
};

describe('the kiosk worker’s precache list', () => {
  it('holds the entry, both languages, both kiosk pages and what only they load on demand', () => {
    expect(kioskAssets(manifest).sort()).toEqual(
      [
        '/assets/index-e.js',
        '/assets/style-s.css',
        '/assets/shared-a.js',
        '/assets/ru-r.js',
        '/assets/kk-k.js',
        '/assets/meta-rm.js',
        '/assets/meta-km.js',
        '/assets/kiosk-rk.js',
        '/assets/kiosk-kk.js',
        '/assets/KioskPage-p.js',
        '/assets/KioskProductPage-q.js',
        '/assets/landing-t.js',
        '/assets/widgets-w.js',
        '/assets/lazy-l.js',
        '/assets/lazy-dep.js',
      ].sort(),
    );
  });

  it('fails the build when the graph lacks a kiosk page', () => {
    const { ['app/pages/KioskPage.tsx']: _, ...without } = manifest;
    expect(() => kioskAssets(without)).toThrow(/KioskPage/);
    const { ['app/pages/KioskProductPage.tsx']: __, ...noProduct } = manifest;
    expect(() => kioskAssets(noProduct)).toThrow(/KioskProductPage/);
  });

  it('takes the local files a page links, not its pages or other sites', () => {
    const html = `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <script type="module" crossorigin src="/assets/index-e.js"></script>
      <link rel="canonical" href="https://business.dalatelecom.kz/kiosk" />
      <a href="/kiosk/consultation">…</a> <a href="//cdn.example.kz/x.js">…</a>`;
    expect(linkedFiles(html)).toEqual(['/favicon.svg', '/assets/index-e.js']);
  });
});
