import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMBOBOX_MODULE,
  INLINE_POPUP_ATTRIBUTE,
  reactAriaInlineCombobox,
} from './reactAriaInlineCombobox.ts';

/*
 * The patch runs on the installed react-aria, so an upgrade that changes useComboBox fails here,
 * in the unit stage. The patched effect is then run against a fake DOM: an inline popover keeps
 * the page visible, any other popover still hides it.
 */
const comboBoxFile = join(
  dirname(createRequire(import.meta.url).resolve('react-aria')),
  '..',
  'private',
  'combobox',
  'useComboBox.mjs',
);
const source = readFileSync(comboBoxFile, 'utf8');

type Transform = (code: string, id: string) => { code: string } | null;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const transform = (code: string, id: string, plugin = reactAriaInlineCombobox()) =>
  (plugin.transform as Transform).call(context, code, id);

/** The patched effect's body, run with a stand-in for `ariaHideOutside`. */
function runEffect(code: string, popover: { hasAttribute(name: string): boolean } | null) {
  const body =
    /\(\)=>\{\s*(if \(state\.isOpen[\s\S]*?\.filter\(\(element\)=>element != null\)\);)/.exec(
      code,
    )?.[1];
  if (!body) throw new Error('effect not found');
  const hide = /return (\(0, (\$\w+\$export\$\w+)\))/.exec(body)?.[2];
  const hidden: unknown[][] = [];
  const effect = new Function(
    'state',
    'inputRef',
    'popoverRef',
    hide!,
    body.replace(/\(0, (\$\w+\$export\$\w+)\)/, '$1'),
  ) as (...args: unknown[]) => void;
  effect({ isOpen: true }, { current: 'input' }, { current: popover }, (targets: unknown[]) =>
    hidden.push(targets),
  );
  return hidden;
}

describe('reactAriaInlineCombobox', () => {
  it('matches useComboBox as installed, and only it', () => {
    expect(COMBOBOX_MODULE.test(comboBoxFile)).toBe(true);
    expect(transform(source, comboBoxFile)).not.toBeNull();
    expect(transform('export {}', '/x/node_modules/react-aria/useSelect.mjs')).toBeNull();
  });

  it('keeps the page visible for an inline popover, and hides it for any other', () => {
    const patched = transform(source, comboBoxFile)!.code;
    const inline = { hasAttribute: (name: string) => name === INLINE_POPUP_ATTRIBUTE };
    const portalled = { hasAttribute: () => false };
    expect(runEffect(patched, inline)).toEqual([]);
    expect(runEffect(patched, portalled)).toEqual([['input', portalled]]);
    // Unpatched, the inline popover hides the page too: the patch is what changes it.
    expect(runEffect(source, inline)).toEqual([['input', inline]]);
  });

  it('fails loudly when react-aria’s useComboBox changes shape', () => {
    expect(() => transform('export function useComboBox() {}', comboBoxFile)).toThrow(
      /no longer knows how to keep inline lists/,
    );
  });

  it('fails the build when useComboBox is bundled unpatched', () => {
    const plugin = reactAriaInlineCombobox() as unknown as {
      buildStart: () => void;
      generateBundle: (this: typeof context, options: unknown, bundle: object) => void;
    };
    plugin.buildStart();
    const bundle = {
      'Page.js': { type: 'chunk', modules: { [comboBoxFile]: { renderedLength: 900 } } },
    };
    expect(() => plugin.generateBundle.call(context, {}, bundle)).toThrow(/was not patched/);
    expect(reactAriaInlineCombobox().apply).toBe('build');
  });
});
