import { describe, expect, it } from 'vitest';
import { kk } from './kk/index.ts';
import { ru } from './ru/index.ts';

/** Every path to a string leaf, with array items indexed, e.g. `common.home.heading`. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      leafPaths(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

function emptyLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => emptyLeaves(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      emptyLeaves(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

describe('locales', () => {
  it('ru and kk have exactly the same keys', () => {
    const ruKeys = new Set(leafPaths(ru));
    const kkKeys = new Set(leafPaths(kk));
    expect(
      [...ruKeys].filter((k) => !kkKeys.has(k)),
      'missing in kk',
    ).toEqual([]);
    expect(
      [...kkKeys].filter((k) => !ruKeys.has(k)),
      'missing in ru',
    ).toEqual([]);
  });

  it('no string is left empty', () => {
    expect(emptyLeaves(ru)).toEqual([]);
    expect(emptyLeaves(kk)).toEqual([]);
  });
});
