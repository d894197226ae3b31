/**
 * Each island's manifest key comes from the build's record of its module's chunk, never from the
 * position of an import in the runtime's list: the bundler may list them in any order.
 */
import { describe, expect, it } from 'vitest';
import { islandChunks, type IslandChunks, type Manifest } from './chunk-graph.ts';

const RUNTIME = 'app/islands/hydrate.tsx';
const NAMES = ['header', 'language', 'faq'];

/** As the site's build has them: the header and the language switch in chunks of no source key. */
const BUILT: IslandChunks = {
  header: { module: 'app/shell/HeaderIsland.tsx', file: 'assets/HeaderIsland-h1.js' },
  language: { module: 'app/shell/LanguageIsland.tsx', file: 'assets/LanguageIsland-l1.js' },
  faq: { module: 'app/features/landing/FaqIsland.tsx', file: 'assets/FaqIsland-f1.js' },
};

function manifest(dynamicImports: string[]): Manifest {
  return {
    [RUNTIME]: { file: 'assets/hydrate-r1.js', src: RUNTIME, isDynamicEntry: true, dynamicImports },
    '_HeaderIsland-h1.js': {
      file: 'assets/HeaderIsland-h1.js',
      imports: ['_LanguageIsland-l1.js'],
    },
    '_LanguageIsland-l1.js': { file: 'assets/LanguageIsland-l1.js' },
    'app/features/landing/FaqIsland.tsx': {
      file: 'assets/FaqIsland-f1.js',
      src: 'app/features/landing/FaqIsland.tsx',
      isDynamicEntry: true,
    },
  };
}

const AS_REGISTERED = [
  '_HeaderIsland-h1.js',
  '_LanguageIsland-l1.js',
  'app/features/landing/FaqIsland.tsx',
];
const EXPECTED = new Map([
  ['header', '_HeaderIsland-h1.js'],
  ['language', '_LanguageIsland-l1.js'],
  ['faq', 'app/features/landing/FaqIsland.tsx'],
]);

describe('islandChunks', () => {
  it('maps each island to its chunk’s key, whatever order the runtime lists its imports in', () => {
    expect(islandChunks(manifest(AS_REGISTERED), BUILT, RUNTIME, NAMES)).toEqual(EXPECTED);
    const reordered = [...AS_REGISTERED].reverse();
    expect(islandChunks(manifest(reordered), BUILT, RUNTIME, NAMES)).toEqual(EXPECTED);
    const rotated = [...AS_REGISTERED.slice(1), AS_REGISTERED[0] as string];
    expect(islandChunks(manifest(rotated), BUILT, RUNTIME, NAMES)).toEqual(EXPECTED);
  });

  it('fails on an island of the registry the build has no chunk for, and on one it has too many', () => {
    expect(() =>
      islandChunks(manifest(AS_REGISTERED), BUILT, RUNTIME, [...NAMES, 'search']),
    ).toThrow(/differ .*no chunk for search/);
    expect(() => islandChunks(manifest(AS_REGISTERED), BUILT, RUNTIME, ['header', 'faq'])).toThrow(
      /not in the registry: language/,
    );
  });

  it('fails on a record of another build: a file the manifest lacks', () => {
    const stale = {
      ...BUILT,
      faq: { ...BUILT.faq, file: 'assets/FaqIsland-old.js' },
    } as IslandChunks;
    expect(() => islandChunks(manifest(AS_REGISTERED), stale, RUNTIME, NAMES)).toThrow(
      /island "faq" \(app\/features\/landing\/FaqIsland.tsx\) is in assets\/FaqIsland-old.js, not in the manifest/,
    );
  });

  it('fails on a chunk the runtime does not import on demand', () => {
    const withoutFaq = AS_REGISTERED.filter((key) => !key.includes('Faq'));
    expect(() => islandChunks(manifest(withoutFaq), BUILT, RUNTIME, NAMES)).toThrow(
      /island "faq" .* which app\/islands\/hydrate.tsx does not import on demand/,
    );
  });
});
