import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineVanillaCss,
  reactAriaKazakh,
  reactAriaLocales,
  withoutReactAriaHeadStyle,
} from './plugins.ts';
import * as kazakh from './runtime/reactAriaKk.ts';

/*
 * The embed build edits two react-aria files on their way into the bundle. These run the edits
 * on the installed react-aria, so an upgrade that moves the code fails here, in the unit stage.
 */
const ariaDist = join(
  dirname(createRequire(import.meta.url).resolve('react-aria')),
  '..',
  'private',
);
const read = (path: string) => readFileSync(join(ariaDist, path), 'utf8');

type Transform = (code: string, id: string) => { code: string } | null;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const transformOf = (plugin: { transform?: unknown }) =>
  (plugin.transform as Transform).bind(context);

describe('reactAriaLocales', () => {
  it('keeps only the en-US and ru-RU tables of react-aria’s strings', () => {
    const id = join(ariaDist, 'combobox/intlStrings.mjs');
    const source = read('combobox/intlStrings.mjs');
    expect(source).toContain('"de-DE":');
    const result = transformOf(reactAriaLocales())(source, id)!.code;
    const locales = [...result.matchAll(/"([a-z]{2}-[A-Z]{2})":/g)].map((m) => m[1]);
    expect(locales.sort()).toEqual(['en-US', 'ru-RU']);
    expect(result.match(/^import /gm)).toHaveLength(2);
  });

  it('leaves other modules alone', () => {
    expect(transformOf(reactAriaLocales())('export {}', '/x/useComboBox.mjs')).toBeNull();
  });
});

describe('reactAriaKazakh', () => {
  const id = join(ariaDist, 'combobox/intlStrings.mjs');

  it('adds our Kazakh table to react-aria’s combobox strings, after the others are dropped', () => {
    const kept = transformOf(reactAriaLocales())(read('combobox/intlStrings.mjs'), id)!.code;
    const result = transformOf(reactAriaKazakh())(kept, id)!.code;
    const locales = [...result.matchAll(/"([a-z]{2}-[A-Z]{2})":/g)].map((m) => m[1]);
    expect(locales.sort()).toEqual(['en-US', 'kk-KZ', 'ru-RU']);
    expect(result).toMatch(/^import \{ combobox as \$bizKazakh \} from ".*reactAriaKk\.ts";$/m);
    expect(result).toMatch(/"kk-KZ": \$bizKazakh,/);
  });

  it('fails the build when a react-aria string file without a Kazakh table reaches a chunk', () => {
    const plugin = reactAriaKazakh() as unknown as {
      generateBundle: (this: typeof context, options: unknown, bundle: object) => void;
    };
    const chunkWith = (moduleId: string, renderedLength: number) => ({
      'address-check.js': {
        type: 'chunk',
        fileName: 'address-check.js',
        modules: { [moduleId]: { renderedLength } },
      },
    });
    const datepicker = join(ariaDist, 'datepicker/intlStrings.mjs');
    expect(() => plugin.generateBundle.call(context, {}, chunkWith(datepicker, 120))).toThrow(
      /datepicker strings are bundled without a Kazakh table/,
    );
    // Read through react-aria's index but dropped from the output: fine.
    expect(() => plugin.generateBundle.call(context, {}, chunkWith(datepicker, 0))).not.toThrow();
    expect(() => plugin.generateBundle.call(context, {}, chunkWith(id, 120))).not.toThrow();
    expect(
      transformOf(reactAriaKazakh())(read('datepicker/intlStrings.mjs'), datepicker),
    ).toBeNull();
    expect(() => transformOf(reactAriaKazakh())('export {}', id)).toThrow(/changed/);
    expect(transformOf(reactAriaKazakh())('export {}', '/x/useComboBox.mjs')).toBeNull();
  });

  it.each(['combobox', 'menu'] as const)(
    'has every %s string react-aria has, in Kazakh',
    (folder) => {
      const english = [...read(`intl/${folder}/en-US.mjs`).matchAll(/^\s*"(\w+)":/gm)].map(
        (m) => m[1],
      );
      expect(english.length).toBeGreaterThan(0);
      expect(Object.keys(kazakh[folder]).sort()).toEqual(english.sort());
    },
  );

  it('says the combobox announcements in Kazakh', () => {
    const { combobox } = kazakh;
    const formatter = { number: (n: number) => String(n) };
    expect(combobox.countAnnouncement({ optionCount: 5 }, formatter)).toBe('5 нұсқа табылды.');
    expect(combobox.selectedAnnouncement({ optionText: 'Алматы' })).toBe('Алматы, таңдалды');
    expect(
      combobox.focusAnnouncement(
        {
          isGroupChange: false,
          groupTitle: '',
          groupCount: 0,
          optionText: 'Астана',
          isSelected: true,
        },
        formatter,
      ),
    ).toBe('Астана, таңдалған');
  });
});

describe('withoutReactAriaHeadStyle', () => {
  it('turns off the effect that writes a <style> into the page’s head', () => {
    const id = join(ariaDist, 'interactions/usePress.mjs');
    const source = read('interactions/usePress.mjs');
    expect(source).toContain("createElement('style')");
    const result = transformOf(withoutReactAriaHeadStyle())(source, id)!.code;
    // The effect now returns before it reaches createElement('style').
    const effect = result.slice(result.indexOf('Avoid onClick delay'));
    expect(effect.indexOf('return;')).toBeLessThan(effect.indexOf("createElement('style')"));
  });

  it('fails loudly when react-aria no longer has the code it edits', () => {
    const id = join(ariaDist, 'interactions/usePress.mjs');
    expect(() => transformOf(withoutReactAriaHeadStyle())('export {}', id)).toThrow(/changed/);
  });
});

describe('inlineVanillaCss', () => {
  it('turns a vanilla-extract stylesheet into a module that hands its CSS to the shadow roots', () => {
    const plugin = inlineVanillaCss() as unknown as {
      resolveId: (source: string) => string | null;
      load: (id: string) => string | null;
    };
    const id = plugin.resolveId('/repo/lib/Button.css.ts.vanilla.css');
    expect(id).not.toMatch(/\.css$/);
    expect(plugin.load(id!)).toMatch(
      /import css from "\/repo\/lib\/Button\.css\.ts\.vanilla\.css\?inline";/,
    );
    expect(plugin.load(id!)).toContain('addWidgetCss(css)');
    // Vite's own `?inline` import of the same file is not taken again.
    expect(plugin.resolveId('/repo/lib/Button.css.ts.vanilla.css?inline')).toBeNull();
  });
});
