import { describe, expect, it } from 'vitest';
import { hydrationList, hydrationModulesOf, takeModules } from './deferred-hydration.ts';

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <script src="/early-input.js" async></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/site-b.js">
    <link rel="stylesheet" crossorigin href="/assets/style-c.css">
    <link rel="modulepreload" crossorigin href="/assets/Page-d.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('takeModules', () => {
  it('takes the entry and every preloaded module, in order, out of the template', () => {
    const { html, modules } = takeModules(TEMPLATE);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(modules).toEqual(['/assets/index-a.js', '/assets/site-b.js', '/assets/Page-d.js']);
  });

  it('leaves the stylesheet and early input where they were', () => {
    const { html } = takeModules(TEMPLATE);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-c.css">');
    expect(html).toContain('<script src="/early-input.js" async></script>');
  });

  it('refuses a template whose entry it cannot find', () => {
    expect(() => takeModules('<html><head></head><body></body></html>')).toThrow(/one module/);
  });
});

describe('the hydration list', () => {
  it('names the modules in the order given, and is read back as written', () => {
    const modules = ['/assets/index-a.js', '/assets/site-b.js', '/assets/Page-d.js'];
    const page = TEMPLATE.replace('</body>', `${hydrationList(modules)}</body>`);
    expect(hydrationModulesOf(page)).toEqual(modules);
  });

  it('is absent from a page that keeps its modules in the head', () => {
    expect(hydrationModulesOf(TEMPLATE)).toEqual([]);
  });
});
