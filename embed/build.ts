/**
 * Builds the embed bundle into the built site (after the client build, which empties dist/site):
 *
 *   dist/site/embed.js                       the loader partners add (stable name, revalidated)
 *   dist/site/embed/chunks/*-[hash].js       widget code, fetched on demand (immutable)
 *   dist/site/embed/biz-widgets.d.ts         typings for hosts (+ biz-widgets-react.d.ts for JSX)
 *   dist/embed/manifest.json                 which chunks each widget needs (for embed-size.ts)
 *
 * `--out <dir>` writes the site files under another folder.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import type { ChunkManifest } from './protocol.ts';
import { loaderConfig, widgetsConfig } from './vite.config.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface EmbedBuildResult {
  siteDir: string;
  manifest: ChunkManifest;
}

export async function buildEmbed(siteDir = join(ROOT, 'dist/site')): Promise<EmbedBuildResult> {
  let manifest: ChunkManifest | null = null;
  await build(
    widgetsConfig({
      outDir: join(siteDir, 'embed/chunks'),
      onManifest: (written) => (manifest = written),
    }),
  );
  if (!manifest) throw new Error('embed: the widget build produced no manifest');
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  await build(loaderConfig({ outDir: siteDir, manifest, version }));

  mkdirSync(join(siteDir, 'embed'), { recursive: true });
  copyFileSync(join(ROOT, 'embed/types.d.ts'), join(siteDir, 'embed/biz-widgets.d.ts'));
  // The React typings import `./types.d.ts`; published beside it under its public name.
  writeFileSync(
    join(siteDir, 'embed/biz-widgets-react.d.ts'),
    readFileSync(join(ROOT, 'embed/react.d.ts'), 'utf8').replace(
      "from './types.d.ts'",
      "from './biz-widgets.d.ts'",
    ),
  );
  const result: EmbedBuildResult = { siteDir, manifest };
  const manifestFile = join(dirname(siteDir), 'embed/manifest.json');
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const started = performance.now();
  await buildEmbed(values.out ? resolve(values.out) : undefined);
  console.log(`embed: build in ${((performance.now() - started) / 1000).toFixed(1)}s`);
}
