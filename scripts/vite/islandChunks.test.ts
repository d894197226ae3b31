/**
 * The client build finds each island's chunk by module id: a real Vite build of a small project
 * shaped as the site is (an app entry that imports the header statically, an islands runtime that
 * imports every island on demand through a registry), with the registry's entries in two orders.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import {
  ISLAND_CHUNKS_ASSET,
  islandChunks,
  type IslandChunks,
  type Manifest,
} from '../chunk-graph.ts';
import { recordIslandChunks } from './islandChunks.ts';

const root = mkdtempSync(join(tmpdir(), 'island-chunks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SOURCES: Record<string, string> = {
  // The app imports the header statically, as app/App.tsx does, and the header the language
  // switch: neither island can then be a chunk of its own with a manifest key of its source.
  'app.ts': `import header from './Header.ts';\ndocument.title = header;\n`,
  'runtime.ts': `import { ISLANDS } from './registry.ts';\nvoid ISLANDS[location.hash]?.();\n`,
  'Header.ts': `import language from './Language.ts';\nexport default 'header ' + language;\n`,
  'Language.ts': `export default 'language';\n`,
  'Faq.ts': `export default 'faq';\n`,
  'Share.ts': `export default 'share';\n`,
};

const ENTRIES = [
  `  header: () => import('./Header.ts'),`,
  `  language: () => import('./Language.ts'),`,
  `  'faq': () => import('./Faq.ts'),`,
  `  share: () => import('./Share.ts'),`,
];

const registry = (entries: string[]) =>
  `export const ISLANDS: Record<string, () => Promise<unknown>> = {\n${entries.join('\n')}\n};\n`;

/** Builds the project with this registry: the record, the manifest and each chunk's modules. */
async function buildWith(registryText: string) {
  for (const [file, text] of Object.entries({ ...SOURCES, 'registry.ts': registryText })) {
    writeFileSync(join(root, file), text);
  }
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [recordIslandChunks(root, 'registry.ts')],
    build: {
      write: false,
      manifest: true,
      minify: false,
      rolldownOptions: { input: { app: join(root, 'app.ts'), runtime: join(root, 'runtime.ts') } },
    },
  });
  const { output } = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const asset = (name: string) => {
    const found = output.find((file) => file.fileName === name);
    if (found?.type !== 'asset') throw new Error(`the build wrote no ${name}`);
    return JSON.parse(String(found.source)) as unknown;
  };
  const modulesOf = new Map(
    output.flatMap((file) =>
      file.type === 'chunk'
        ? [[file.fileName, file.moduleIds.map((id) => id.slice(root.length + 1))] as const]
        : [],
    ),
  );
  return {
    record: asset(ISLAND_CHUNKS_ASSET) as IslandChunks,
    manifest: asset('.vite/manifest.json') as Manifest,
    modulesOf,
  };
}

describe('the client build’s record of each island’s chunk', () => {
  it('finds every island’s chunk by its module, whichever order the registry lists them in', async () => {
    const inOrder = await buildWith(registry(ENTRIES));
    const reversed = await buildWith(registry([...ENTRIES].reverse()));

    for (const built of [inOrder, reversed]) {
      expect(
        Object.fromEntries(
          Object.entries(built.record).map(([name, { module }]) => [name, module]),
        ),
      ).toEqual({
        header: 'Header.ts',
        language: 'Language.ts',
        faq: 'Faq.ts',
        share: 'Share.ts',
      });
      // Each island's file is the chunk its module is in, and the runtime imports it on demand.
      for (const { module, file } of Object.values(built.record)) {
        expect(built.modulesOf.get(file), `${module}'s chunk`).toContain(module);
      }
      const keys = islandChunks(built.manifest, built.record, 'runtime.ts', [
        'header',
        'language',
        'faq',
        'share',
      ]);
      expect(new Set(keys.values())).toEqual(new Set(built.manifest['runtime.ts']?.dynamicImports));
    }
    // The header the app imports statically shares no key with its source, and is still found.
    expect(inOrder.manifest['Header.ts']).toBeUndefined();
  });

  it('stops the build on a registry entry it cannot read', async () => {
    const computed = [...ENTRIES, `  share2: () => import('./Sha' + 're.ts'),`];
    await expect(buildWith(registry(computed))).rejects.toThrow(
      /every entry of ISLANDS is `name: \(\) => import\('…'\)` \(one is not, after share\)/,
    );
  });
});
