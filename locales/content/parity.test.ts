import { describe, expect, it } from 'vitest';
import { allModules, loadBoth, stringLeaves } from './testing/collect.ts';

/** The structure of a value with every string blanked: keys, nesting and list lengths. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

/** Leaves that name things rather than say them: they must be identical in both languages. */
const IDENTIFIER_KEYS = new Set([
  'icon',
  'img',
  'image',
  'target',
  'id',
  'slug',
  'kind',
  'group',
  'url',
  'link',
]);

function identifierLeaves(value: unknown) {
  return stringLeaves(value).filter(({ path }) => {
    const last = path.split('.').pop() ?? '';
    const key = last.replace(/\[\d+\]$/, '');
    return (
      IDENTIFIER_KEYS.has(key) ||
      /(^|\.)(products|tasks)\[\d+\]$/.test(path) ||
      /signers\[\d+\]\.(document|date)$/.test(path)
    );
  });
}

/** Internal links in a string leaf: `href` fields and `href="…"` inside HTML. */
function internalLinks(value: unknown): { path: string; href: string }[] {
  return stringLeaves(value).flatMap(({ path, value: text }) => {
    const hrefs = path.endsWith('href')
      ? [text]
      : [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    return hrefs
      .filter((href) => href.startsWith('/') && !href.startsWith('/docs/'))
      .map((href) => ({ path, href }));
  });
}

const KAZAKH_LETTERS = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/;

describe.each(allModules().map((m) => [m.name, m] as const))('%s', (_name, module) => {
  it('has the same keys and list lengths in ru and kk', async () => {
    const { ru, kk } = await loadBoth(module);
    expect(ru, 'ru module is missing').toBeTruthy();
    expect(kk, 'kk module is missing').toBeTruthy();
    expect(shape(kk)).toEqual(shape(ru));
  });

  it('uses the same icons, ids, targets and product slugs in both languages', async () => {
    const { ru, kk } = await loadBoth(module);
    expect(identifierLeaves(kk)).toEqual(identifierLeaves(ru));
  });

  it('leaves no string empty', async () => {
    const { ru, kk } = await loadBoth(module);
    for (const { path, value } of [...stringLeaves(ru), ...stringLeaves(kk)]) {
      expect(value.trim(), path).not.toBe('');
    }
  });

  it('links to Kazakh pages from Kazakh content and to Russian pages from Russian content', async () => {
    const { ru, kk } = await loadBoth(module);
    for (const { path, href } of internalLinks(kk)) {
      expect(/^\/kk([/#?]|$)/.test(href), `kk ${path}: ${href}`).toBe(true);
    }
    for (const { path, href } of internalLinks(ru)) {
      expect(/^\/kk([/#?]|$)/.test(href), `ru ${path}: ${href}`).toBe(false);
    }
  });

  it('is actually translated: Kazakh text, no long Russian sentence left as is', async () => {
    const { ru, kk } = await loadBoth(module);
    const kkText = stringLeaves(kk)
      .map((l) => l.value)
      .join(' ');
    expect(KAZAKH_LETTERS.test(kkText)).toBe(true);
    const ruLeaves = new Map(stringLeaves(ru).map((l) => [l.path, l.value]));
    const untranslated = stringLeaves(kk).filter(
      ({ path, value }) =>
        value.length > 30 && /[а-яё]{4}/i.test(value) && ruLeaves.get(path) === value,
    );
    expect(untranslated.map((l) => l.path)).toEqual([]);
  });
});
