import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaKazakh } from '../scripts/vite/reactAriaKazakh.ts';
import {
  chunkManifest,
  inlineVanillaCss,
  reactAriaLocales,
  withoutReactAriaHeadStyle,
} from './plugins.ts';

/*
 * The embed build edits react-aria files on their way into the bundle. These run the edits
 * on the installed react-aria, so an upgrade that moves the code fails here, in the unit stage.
 */
const ariaDist = join(
  dirname(createRequire(import.meta.url).resolve('react-aria')),
  '..',
  'private',
);
const read = (path: string) => readFileSync(join(ariaDist, path), 'utf8');

type Transform = (code: string, id: string) => { code: string } | null;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const transformOf = (plugin: { transform?: unknown }) =>
  (plugin.transform as Transform).bind(context);

describe('reactAriaLocales', () => {
  it('keeps only the en-US and ru-RU tables of react-aria’s strings', () => {
    const id = join(ariaDist, 'combobox/intlStrings.mjs');
    const source = read('combobox/intlStrings.mjs');
    expect(source).toContain('"de-DE":');
    const result = transformOf(reactAriaLocales())(source, id)!.code;
    const locales = [...result.matchAll(/"([a-z]{2}-[A-Z]{2})":/g)].map((m) => m[1]);
    expect(locales.sort()).toEqual(['en-US', 'ru-RU']);
    expect(result.match(/^import /gm)).toHaveLength(2);
  });

  it('leaves other modules alone', () => {
    expect(transformOf(reactAriaLocales())('export {}', '/x/useComboBox.mjs')).toBeNull();
  });
});

describe('reactAriaLocales with the shared Kazakh table', () => {
  const id = join(ariaDist, 'combobox/intlStrings.mjs');
  const localesOf = (code: string) =>
    [...code.matchAll(/"([a-z]{2}-[A-Z]{2})":/g)].map((m) => m[1]).sort();

  it.each([
    ['after the others are dropped', [reactAriaLocales(), reactAriaKazakh()]],
    ['before the others are dropped', [reactAriaKazakh(), reactAriaLocales()]],
  ])('keeps en-US, ru-RU and our kk-KZ when the table is added %s', (_when, plugins) => {
    const result = plugins.reduce(
      (code, plugin) => transformOf(plugin)(code, id)!.code,
      read('combobox/intlStrings.mjs'),
    );
    expect(localesOf(result)).toEqual(['en-US', 'kk-KZ', 'ru-RU']);
    expect(result).toMatch(
      /^import \{ combobox as \$bizKazakh \} from ".*reactAria[\\/]kk\.ts";$/m,
    );
    expect(result.match(/^import /gm)).toHaveLength(3);
  });
});

describe('withoutReactAriaHeadStyle', () => {
  it('turns off the effect that writes a <style> into the page’s head', () => {
    const id = join(ariaDist, 'interactions/usePress.mjs');
    const source = read('interactions/usePress.mjs');
    expect(source).toContain("createElement('style')");
    const result = transformOf(withoutReactAriaHeadStyle())(source, id)!.code;
    // The effect now returns before it reaches createElement('style').
    const effect = result.slice(result.indexOf('Avoid onClick delay'));
    expect(effect.indexOf('return;')).toBeLessThan(effect.indexOf("createElement('style')"));
  });

  it('fails loudly when react-aria no longer has the code it edits', () => {
    const id = join(ariaDist, 'interactions/usePress.mjs');
    expect(() => transformOf(withoutReactAriaHeadStyle())('export {}', id)).toThrow(/changed/);
  });
});

describe('inlineVanillaCss', () => {
  it('turns a vanilla-extract stylesheet into a module that hands its CSS to the shadow roots', () => {
    const plugin = inlineVanillaCss() as unknown as {
      resolveId: (source: string) => string | null;
      load: (id: string) => string | null;
    };
    const id = plugin.resolveId('/repo/lib/Button.css.ts.vanilla.css');
    expect(id).not.toMatch(/\.css$/);
    expect(plugin.load(id!)).toMatch(
      /import css from "\/repo\/lib\/Button\.css\.ts\.vanilla\.css\?inline";/,
    );
    expect(plugin.load(id!)).toContain('addWidgetCss(css)');
    // Vite's own `?inline` import of the same file is not taken again.
    expect(plugin.resolveId('/repo/lib/Button.css.ts.vanilla.css?inline')).toBeNull();
  });
});

describe('chunkManifest', () => {
  type Chunk = {
    type: 'chunk';
    fileName: string;
    name: string;
    isEntry: boolean;
    imports: string[];
    dynamicImports: string[];
    code: string;
  };
  const chunk = (fileName: string, rest: Partial<Chunk>): Chunk => ({
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: false,
    imports: [],
    dynamicImports: [],
    code: '',
    ...rest,
  });
  const generate = (bundle: Record<string, Chunk>) => {
    let manifest: unknown;
    const plugin = chunkManifest((written) => (manifest = written));
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void).call(
      context,
      {},
      bundle,
    );
    return manifest;
  };

  it('lists each widget’s chunks, and makes an import() fetch its chunk and what it imports', () => {
    const bundle = {
      'runtime.js': chunk('runtime.js', {}),
      'field.js': chunk('field.js', { imports: ['runtime.js'] }),
      'combobox.js': chunk('combobox.js', { imports: ['runtime.js', 'field.js'] }),
      'address-check.js': chunk('address-check.js', {
        name: 'address-check',
        isEntry: true,
        imports: ['runtime.js'],
        dynamicImports: ['combobox.js'],
        code: 'load=()=>Promise.resolve().then(()=>require("./combobox.js"))',
      }),
    };
    expect(generate(bundle)).toEqual({
      'address-check': { entry: 'address-check.js', deps: ['runtime.js'] },
    });
    expect(bundle['address-check.js'].code).toBe(
      'load=()=>require.lazy(["runtime.js","field.js","combobox.js"]).then(()=>require("./combobox.js"))',
    );
  });

  it('fails when an import() is not in the shape it rewrites', () => {
    const bundle = {
      'combobox.js': chunk('combobox.js', {}),
      'address-check.js': chunk('address-check.js', {
        isEntry: true,
        dynamicImports: ['combobox.js'],
        code: 'load=()=>import("./combobox.js")',
      }),
    };
    expect(() => generate(bundle)).toThrow(/1 import\(\) calls, 0 rewritten/);
  });
});
