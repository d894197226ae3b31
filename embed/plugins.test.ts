import { describe, expect, it } from 'vitest';
import { chunkManifest, inlineVanillaCss } from './plugins.ts';

/* The embed build's own plugins: how its CSS reaches the shadow roots, and its chunk manifest. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

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
