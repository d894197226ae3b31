import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as kazakh from './kk.ts';
import { REACT_ARIA_LOCALE, reactAriaLocale } from './locale.ts';

/*
 * Our Kazakh tables against the installed react-aria's Russian ones: a react-aria upgrade that adds,
 * renames or re-argues a string fails here (react-aria throws on a key a table lacks).
 */
const intlDir = join(
  dirname(createRequire(import.meta.url).resolve('react-aria')),
  '..',
  'private',
  'intl',
);

type Entry = string | ((args: Record<string, unknown>, formatter: Formatter) => string);
type Table = Record<string, Entry>;
interface Formatter {
  number(value: number): string;
  plural(count: number, options: Record<string, unknown>): string;
  select(options: Record<string, unknown>, value: unknown): string;
}

const russian = async (folder: string): Promise<Table> =>
  ((await import(pathToFileURL(join(intlDir, folder, 'ru-RU.mjs')).href)) as { default: Table })
    .default;

/** The arguments a string function reads, as react-aria's tables write them: `args.name`. */
const argsOf = (entry: Entry) =>
  typeof entry === 'function'
    ? [...new Set([...entry.toString().matchAll(/\bargs\.(\w+)/g)].map((m) => m[1]!))].sort()
    : [];

const formatter: Formatter = {
  number: (value) => String(value),
  plural: () => {
    throw new Error('Kazakh nouns stay singular after a number: no plural forms');
  },
  select: () => {
    throw new Error('not used');
  },
};

/** Sample arguments: texts that show up in the result, counts, and both values of each flag. */
function samples(names: string[]): Record<string, unknown>[] {
  const base = Object.fromEntries(
    names.map((name) => [
      name,
      name.startsWith('is') ? false : /Count$/.test(name) ? 7 : `«${name}»`,
    ]),
  );
  const flags = names.filter((name) => name.startsWith('is'));
  const all = Object.fromEntries(flags.map((flag) => [flag, true]));
  return [base, ...flags.map((flag) => ({ ...base, [flag]: true })), { ...base, ...all }];
}

const tables = Object.entries(kazakh) as [string, Table][];

describe('react-aria’s Kazakh tables', () => {
  it('cover the folders the site, the stories and the embed bundle', () => {
    expect(tables.map(([folder]) => folder).sort()).toEqual([
      'autocomplete',
      'calendar',
      'combobox',
      'menu',
      'overlays',
      'searchfield',
    ]);
  });

  it.each(tables)('%s: exactly the keys of react-aria’s ru-RU table', async (folder, table) => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(await russian(folder)).sort());
  });

  it.each(tables)(
    '%s: each string function reads the arguments the Russian reads',
    async (folder, table) => {
      const source = await russian(folder);
      for (const [key, entry] of Object.entries(table)) {
        const theirs = source[key]!;
        expect(typeof entry, `${folder}.${key}`).toBe(typeof theirs);
        expect(argsOf(entry), `${folder}.${key}`).toEqual(argsOf(theirs));
      }
    },
  );

  it.each(tables)('%s: says every text it is given, in Kazakh', (folder, table) => {
    for (const [key, entry] of Object.entries(table)) {
      const args = samples(argsOf(entry));
      const outputs =
        typeof entry === 'function' ? args.map((sample) => entry(sample, formatter)) : [entry];
      // Each text argument is said (with its flag on, if it depends on one).
      for (const value of Object.values(args[0] ?? {})) {
        if (typeof value === 'string')
          expect(outputs.join('\n'), `${folder}.${key}`).toContain(value);
      }
      // Kazakh words (the only Latin is a key's name), and nothing left unfilled.
      const words = outputs
        .join('\n')
        .replace(/«\w+»/g, '')
        .replace(/\bAlt\b/g, '');
      expect(words, `${folder}.${key}`).not.toMatch(/undefined|NaN|\[object|[a-z]/i);
      expect(words, `${folder}.${key}`).toMatch(/[а-яәғқңөұүһі]/i);
    }
  });

  it('words what a screen reader hears most', () => {
    const { combobox, overlays, calendar } = kazakh;
    expect(combobox.countAnnouncement({ optionCount: 5 }, formatter)).toBe('5 нұсқа табылды.');
    expect(combobox.countAnnouncement({ optionCount: 1 }, formatter)).toBe('1 нұсқа табылды.');
    expect(combobox.selectedAnnouncement({ optionText: 'Алматы' })).toBe('Алматы, таңдалды');
    const focus = {
      isGroupChange: false,
      groupTitle: 'Облыстар',
      groupCount: 3,
      optionText: 'Астана',
      isSelected: true,
    };
    expect(combobox.focusAnnouncement(focus, formatter)).toBe('Астана, таңдалған');
    expect(
      combobox.focusAnnouncement({ ...focus, isGroupChange: true, isSelected: false }, formatter),
    ).toBe('Топ: Облыстар, 3 нұсқа. Астана');
    expect(overlays.dismiss).toBe('Жабу');
    expect(calendar.dateRange({ startDate: '1 наурыз', endDate: '5 наурыз' })).toBe(
      '1 наурыз және 5 наурыз аралығы',
    );
  });

  it('are registered under the locale the kit runs react-aria in', () => {
    expect(reactAriaLocale('kk')).toBe('kk-KZ');
    expect(reactAriaLocale('ru')).toBe('ru-RU');
    expect(REACT_ARIA_LOCALE).toEqual({ ru: 'ru-RU', kk: 'kk-KZ' });
  });
});
