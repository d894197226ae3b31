/**
 * The client build's chunk graph, read from Vite's manifest (`build.manifest`): which file a
 * source module became and what it imports statically — everything the browser fetches once it
 * imports that module. Used by the prerender (each page's modulepreloads), by the first-load
 * budget (`scripts/js-budget.ts`) and by the kiosk's precache list (`scripts/kiosk-sw.ts`). Beside
 * it, the build's record of each island's chunk (`scripts/vite/islandChunks.ts`).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One entry of Vite's manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  /** Manifest keys of the modules it imports on demand (not followed). */
  dynamicImports?: string[];
  css?: string[];
  /** Files (fonts, images) its styles or code refer to. */
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * Each island's chunk as the client build made it, by island name: the module the registry
 * imports for it (from the project root) and the output file that module is in.
 */
export type IslandChunks = Record<string, { module: string; file: string }>;

/** Where the prerender keeps the client manifest: beside the site, not in what is served. */
export const MANIFEST_FILE = 'dist/client-manifest.json';
/** Where it keeps the islands' chunks, beside it. */
export const ISLAND_CHUNKS_FILE = 'dist/client-islands.json';
/** Where the client build writes that record: in its output, beside Vite's manifest. */
export const ISLAND_CHUNKS_ASSET = '.vite/islands.json';

/**
 * Moves the manifest Vite wrote into the site (`dist/site/.vite/manifest.json`) to
 * `dist/client-manifest.json`, and the islands' chunks to `dist/client-islands.json`, so the
 * server never hands out the source layout, and reads the manifest. A second prerender of the
 * same build finds them already moved.
 */
export function takeManifest(root: string): Manifest {
  const site = join(root, 'dist/site');
  const moves = [
    [join(site, '.vite/manifest.json'), join(root, MANIFEST_FILE)],
    [join(site, ISLAND_CHUNKS_ASSET), join(root, ISLAND_CHUNKS_FILE)],
  ] as const;
  const written = join(site, '.vite');
  if (existsSync(written)) {
    // What a new build wrote replaces what an earlier one left, file by file.
    for (const [from, to] of moves) {
      rmSync(to, { force: true });
      if (!existsSync(from)) continue;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
    }
    rmSync(written, { recursive: true, force: true });
  }
  return readManifest(join(root, MANIFEST_FILE));
}

export function readManifest(file: string): Manifest {
  return readBuilt<Manifest>(file);
}

export function readIslandChunks(file: string): IslandChunks {
  return readBuilt<IslandChunks>(file);
}

function readBuilt<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The manifest key of each output file (`assets/index-abc.js` → `app/entry-client.tsx`). */
export function keysByFile(manifest: Manifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
}

/**
 * The output files the browser fetches for these modules (manifest keys): each one's chunk and,
 * depth first, every chunk it imports statically. Dynamic imports are not followed: they load
 * only when the code asks for them. Each file once, in the order first met.
 */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`chunk graph: no manifest entry "${key}"`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * Each island's manifest key, by name, from the build's record (`built`): the chunk that holds the
 * module the registry imports for it, found by module id when the bundle was made
 * (`scripts/vite/islandChunks.ts`). Fails on any disagreement: an island of the registry
 * (`names`, as the SSR bundle has it) with no chunk or one the record has and the registry not
 * (the two builds are of different sources), a file the manifest lacks (the record is of another
 * build), a chunk the islands' runtime (`runtime`) does not import on demand.
 */
export function islandChunks(
  manifest: Manifest,
  built: IslandChunks,
  runtime: string,
  names: readonly string[],
): Map<string, string> {
  const missing = names.filter((name) => !Object.hasOwn(built, name));
  const extra = Object.keys(built).filter((name) => !names.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `chunk graph: the registry's islands and the build's record differ (${ISLAND_CHUNKS_FILE}): ` +
        [
          missing.length > 0 ? `no chunk for ${missing.join(', ')}` : '',
          extra.length > 0 ? `not in the registry: ${extra.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
    );
  }
  const keys = keysByFile(manifest);
  const onDemand = new Set(manifest[runtime]?.dynamicImports ?? []);
  return new Map(
    names.map((name) => {
      const { module, file } = built[name] as IslandChunks[string];
      const key = keys.get(file);
      if (key === undefined) {
        throw new Error(
          `chunk graph: island "${name}" (${module}) is in ${file}, not in the manifest`,
        );
      }
      if (!onDemand.has(key)) {
        throw new Error(
          `chunk graph: island "${name}" (${module}) is in ${key}, which ${runtime} does not import on demand`,
        );
      }
      return [name, key];
    }),
  );
}
