/**
 * Tells the prerender which chunk of the client build each island became, by module id. The
 * registry (`app/islands/registry.ts`) names every island and imports its module on demand:
 * `header: () => import('../shell/HeaderIsland.tsx')`. This plugin reads those pairs from the
 * registry's syntax tree, resolves each module as the build does, and once the chunks are made
 * finds the chunk that module is in: the chunk whose facade it is (a dynamic entry of its own), or
 * else the one chunk holding it (an island another module imports statically, as the header
 * imports the language switch, is part of a shared chunk). The record, island name → module and
 * file, goes beside Vite's manifest (`.vite/islands.json`, moved out of the site with it by
 * `takeManifest`, scripts/chunk-graph.ts). Nothing depends on the order in which the bundler
 * lists the runtime's dynamic imports.
 */
import { relative, resolve } from 'node:path';
import type { ESTree, Plugin } from 'vite';
import { ISLAND_CHUNKS_ASSET, type IslandChunks } from '../chunk-graph.ts';

/** The registry's table of islands: `export const ISLANDS = { name: () => import('…'), … }`. */
const TABLE = 'ISLANDS';

/** Each island's name and the module specifier its loader imports, in the registry's text. */
function registryImports(program: ESTree.Program, file: string): Map<string, string> {
  const table = program.body
    .flatMap((node) =>
      node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration'
        ? node.declaration.declarations
        : [],
    )
    .find((declarator) => declarator.id.type === 'Identifier' && declarator.id.name === TABLE);
  if (table?.init?.type !== 'ObjectExpression') {
    throw new Error(`${file}: no \`export const ${TABLE} = { … }\` to read the islands from`);
  }
  const imports = new Map<string, string>();
  for (const property of table.init.properties) {
    const entry = property.type === 'Property' ? islandEntry(property) : undefined;
    if (!entry) {
      const after = [...imports.keys()].at(-1) ?? 'none';
      throw new Error(
        `${file}: every entry of ${TABLE} is \`name: () => import('…')\` (one is not, after ${after})`,
      );
    }
    imports.set(...entry);
  }
  if (imports.size === 0) throw new Error(`${file}: ${TABLE} names no island`);
  return imports;
}

/** `name: () => import('specifier')` (the name bare or quoted) as [name, specifier]. */
function islandEntry(property: ESTree.ObjectProperty): [string, string] | undefined {
  const { key, value, computed } = property;
  const name =
    key.type === 'Identifier' && !computed
      ? key.name
      : key.type === 'Literal' && typeof key.value === 'string'
        ? key.value
        : undefined;
  const source =
    value.type === 'ArrowFunctionExpression' && value.body.type === 'ImportExpression'
      ? value.body.source
      : undefined;
  if (name === undefined || source?.type !== 'Literal' || typeof source.value !== 'string') {
    return undefined;
  }
  return [name, source.value];
}

/** The chunk `import()` of module `id` loads: its facade, or the one chunk holding it. */
function chunkOf(chunks: readonly ChunkModules[], id: string): ChunkModules | undefined {
  const facades = chunks.filter((chunk) => chunk.facadeModuleId === id);
  if (facades.length === 1) return facades[0];
  const holders = chunks.filter((chunk) => chunk.moduleIds.includes(id));
  return holders.length === 1 ? holders[0] : undefined;
}

/** What this plugin reads of an output chunk. */
interface ChunkModules {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/**
 * `registry`: the registry's path from `root`. Client build only: the SSR build renders islands
 * from the registry itself and has no chunks to look up.
 */
export function recordIslandChunks(root: string, registry = 'app/islands/registry.ts'): Plugin {
  const registryId = resolve(root, registry);
  /** Island name → resolved module id, once the registry has been transformed. */
  let islands: Map<string, string> | undefined;
  return {
    name: 'biz:island-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before TypeScript is stripped, so the registry is read as written.
    enforce: 'pre',
    async transform(code, id) {
      if (id.split('?')[0] !== registryId) return null;
      const imports = registryImports(this.parse(code, { lang: 'ts' }), registry);
      islands = new Map();
      for (const [name, specifier] of imports) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved)
          this.error(`${registry}: the island "${name}" imports ${specifier}, not found`);
        islands.set(name, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      // A build without the registry (none of its entries reach it) has no islands to record.
      if (!islands) return;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const record: IslandChunks = {};
      for (const [name, id] of islands) {
        const chunk = chunkOf(chunks, id);
        if (!chunk) this.error(`island "${name}": no one chunk holds ${relative(root, id)}`);
        record[name] = { module: relative(root, id).replaceAll('\\', '/'), file: chunk.fileName };
      }
      this.emitFile({
        type: 'asset',
        fileName: ISLAND_CHUNKS_ASSET,
        source: `${JSON.stringify(record, null, 2)}\n`,
      });
    },
  };
}
