/**
 * The client build's chunk graph, read from Vite's manifest (`build.manifest`): which file a
 * source module became and what it imports statically — everything the browser fetches once it
 * imports that module. Used by the prerender (each page's modulepreloads), by the first-load
 * budget (`scripts/js-budget.ts`) and by the kiosk's precache list (`scripts/kiosk-sw.ts`).
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

/** Where the prerender keeps the client manifest: beside the site, not in what is served. */
export const MANIFEST_FILE = 'dist/client-manifest.json';

/**
 * Moves the manifest Vite wrote into the site (`dist/site/.vite/manifest.json`) to
 * `dist/client-manifest.json`, so the server never hands out the source layout, and reads it.
 * A second prerender of the same build finds it already moved.
 */
export function takeManifest(root: string): Manifest {
  const written = join(root, 'dist/site/.vite/manifest.json');
  const kept = join(root, MANIFEST_FILE);
  if (existsSync(written)) {
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(written, kept);
    rmSync(join(root, 'dist/site/.vite'), { recursive: true, force: true });
  }
  return readManifest(kept);
}

export function readManifest(file: string): Manifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
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
 * Each island's manifest key, by name: the islands' runtime (`entry`) imports them on demand in
 * the order of `app/islands/registry.ts` (`names`), and the manifest lists its dynamic imports in
 * that order. (An island the app also imports statically, the header, is a shared chunk with no
 * key of its source, hence this way round.)
 */
export function islandChunks(
  manifest: Manifest,
  entry: string,
  names: readonly string[],
): Map<string, string> {
  const imports = manifest[entry]?.dynamicImports ?? [];
  if (imports.length !== names.length) {
    throw new Error(
      `chunk graph: ${entry} imports ${imports.length} modules on demand, the registry has ${names.length} islands`,
    );
  }
  return new Map(names.map((name, i) => [name, imports[i] as string]));
}
