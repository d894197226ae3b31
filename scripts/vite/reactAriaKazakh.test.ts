import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { KAZAKH_FOLDERS, KAZAKH_TABLES_FILE, reactAriaKazakh } from './reactAriaKazakh.ts';

/*
 * The edit runs on the installed react-aria, so an upgrade that changes its string files fails
 * here, in the unit stage; then two small real builds show the table reaching a bundle (client
 * and SSR) and the guard stopping one that bundles strings we have no Kazakh for.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const ariaDist = join(
  dirname(createRequire(import.meta.url).resolve('react-aria')),
  '..',
  'private',
);
const read = (path: string) => readFileSync(join(ariaDist, path), 'utf8');
const localesOf = (code: string) => [...code.matchAll(/"([a-z]{2}-[A-Z]{2})":/g)].map((m) => m[1]);

type Transform = (code: string, id: string) => { code: string } | null;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const transform = (code: string, id: string, plugin = reactAriaKazakh()) =>
  (plugin.transform as Transform).call(context, code, id);

describe('reactAriaKazakh', () => {
  it.each([...KAZAKH_FOLDERS])(
    'adds our Kazakh table to react-aria’s %s strings, beside its own 34',
    (folder) => {
      const id = join(ariaDist, folder, 'intlStrings.mjs');
      const source = read(`${folder}/intlStrings.mjs`);
      const result = transform(source, id)!.code;
      expect(result.startsWith(`import { ${folder} as $bizKazakh } from `)).toBe(true);
      expect(result).toContain(`from ${JSON.stringify(KAZAKH_TABLES_FILE)};\n`);
      expect(localesOf(result).sort()).toEqual([...localesOf(source), 'kk-KZ'].sort());
      // Inside the object react-aria picks a locale's table from.
      expect(result).toMatch(/\$\w+\$exports = \{\n {4}"kk-KZ": \$bizKazakh,\n {4}"ar-AE":/);
    },
  );

  it('leaves other modules, and string files it has no table for, alone', () => {
    expect(transform('export {}', '/x/node_modules/react-aria/useComboBox.mjs')).toBeNull();
    const datepicker = join(ariaDist, 'datepicker/intlStrings.mjs');
    expect(transform(read('datepicker/intlStrings.mjs'), datepicker)).toBeNull();
  });

  it('fails loudly when react-aria’s string files change shape', () => {
    const id = join(ariaDist, 'combobox/intlStrings.mjs');
    expect(() => transform('export default {}', id)).toThrow(/react-aria's string files changed/);
  });

  it('fails the build when a react-aria string file without a Kazakh table reaches a chunk', () => {
    const plugin = reactAriaKazakh() as unknown as {
      generateBundle: (this: typeof context, options: unknown, bundle: object) => void;
    };
    const chunkWith = (moduleId: string, renderedLength: number) => ({
      'Page.js': {
        type: 'chunk',
        fileName: 'Page.js',
        modules: { [moduleId]: { renderedLength } },
      },
    });
    const datepicker = join(ariaDist, 'datepicker/intlStrings.mjs');
    const combobox = join(ariaDist, 'combobox/intlStrings.mjs');
    expect(() => plugin.generateBundle.call(context, {}, chunkWith(datepicker, 120))).toThrow(
      /datepicker strings are bundled without a Kazakh table: add `export const datepicker`/,
    );
    // Read through react-aria's index but dropped from the output: fine.
    expect(() => plugin.generateBundle.call(context, {}, chunkWith(datepicker, 0))).not.toThrow();
    expect(() => plugin.generateBundle.call(context, {}, chunkWith(combobox, 120))).not.toThrow();
  });

  it('runs in builds only, and has SSR builds bundle react-aria so it can reach its strings', () => {
    const plugin = reactAriaKazakh();
    expect(plugin.apply).toBe('build');
    const config = (plugin.config as () => { ssr: { noExternal: string[] } })();
    expect(config.ssr.noExternal).toEqual(['react-aria', 'react-aria-components']);
  });
});

/** A one-module app: `entry` is its source; everything but react-aria stays external. */
async function buildApp(entry: string, ssr = false): Promise<string> {
  const entryPlugin: Plugin = {
    name: 'test-entry',
    resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
    load: (id) => (id === '\0entry' ? entry : null),
  };
  const output = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [entryPlugin, reactAriaKazakh()],
    build: {
      write: false,
      ssr,
      minify: false,
      rolldownOptions: {
        input: 'virtual:entry',
        external: (id: string) =>
          !/^(react-aria|virtual:|\0|\.)/.test(id) && !isAbsolute(id) ? true : false,
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return (result as Rolldown.RolldownOutput).output
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('reactAriaKazakh in a real build', () => {
  it('puts the Kazakh combobox words into a client bundle and an SSR one', async () => {
    const entry = "import { useComboBox } from 'react-aria';\nglobalThis.hook = useComboBox;\n";
    for (const ssr of [false, true]) {
      const code = await buildApp(entry, ssr);
      expect(code).toContain('"kk-KZ":');
      expect(code).toContain('нұсқа табылды.');
      // SSR: react-aria is in the bundle, not imported from node_modules at run time.
      expect(code).not.toMatch(/from ["']react-aria/);
    }
  }, 60_000);

  it('stops a build that bundles react-aria strings with no Kazakh table', async () => {
    const entry = "import { useDatePicker } from 'react-aria';\nglobalThis.hook = useDatePicker;\n";
    await expect(buildApp(entry)).rejects.toThrow(
      /react-aria's datepicker strings are bundled without a Kazakh table/,
    );
  }, 60_000);
});
