import { describe, expect, it } from 'vitest';
import { deferHydration, hydrationModulesOf } from './deferred-hydration.ts';

const PAGE = `<!doctype html>
<html lang="ru">
  <head>
    <script src="/early-input.js" async></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/site-b.js">
    <link rel="stylesheet" crossorigin href="/assets/style-c.css">
    <link rel="modulepreload" crossorigin href="/assets/Page-d.js">
  </head>
  <body>
    <div id="root"><main>…</main></div>
  </body>
</html>`;

describe('deferHydration', () => {
  it('moves the entry and every preloaded module, in order, into the body’s list', () => {
    const html = deferHydration(PAGE);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(hydrationModulesOf(html)).toEqual([
      '/assets/index-a.js',
      '/assets/site-b.js',
      '/assets/Page-d.js',
    ]);
    expect(html.indexOf('id="hydration-modules"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('adds the deferred loader and leaves the stylesheet and early input where they were', () => {
    const html = deferHydration(PAGE);
    expect(html).toMatch(/<script src="\/hydrate.js" defer><\/script>\s*<\/head>/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-c.css">');
    expect(html).toContain('<script src="/early-input.js" async></script>');
  });

  it('refuses a page whose entry it cannot find', () => {
    expect(() => deferHydration('<html><head></head><body></body></html>')).toThrow(/one module/);
  });

  it('finds no list on a page that keeps its modules in the head', () => {
    expect(hydrationModulesOf(PAGE)).toEqual([]);
  });
});
