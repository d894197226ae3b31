/**
 * Build tooling shared by every Vite build that bundles the kit, through `kitPlugins()`
 * (`kitPlugins.ts` beside it, which lists the builds). Plain Vite/Rollup hooks only, so it also
 * runs in Ladle's own Vite 6.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import * as kazakhTables from '../../lib/i18n/reactAria/kk.ts';
import { REACT_ARIA_LOCALE } from '../../lib/i18n/reactAria/locale.ts';

/** The key our tables are added under, and that `KitProvider` runs react-aria in on Kazakh pages. */
export const KAZAKH_LOCALE = REACT_ARIA_LOCALE.kk;

/** The kit's Kazakh react-aria tables: one export per react-aria string folder. */
export const KAZAKH_TABLES_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../lib/i18n/reactAria/kk.ts',
);

/** The react-aria string folders we have a Kazakh table for (each exported under its name). */
export const KAZAKH_FOLDERS: ReadonlySet<string> = new Set(Object.keys(kazakhTables));

/** react-aria's string files: `react-aria/dist/private/<folder>/intlStrings.mjs`. */
export const INTL_STRINGS_MODULE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]([^\\/]+)[\\/]intlStrings\.mjs$/;
const TABLES_OBJECT = /(\$\w+\$exports = \{\n)(\s*"[a-z]{2}-[A-Z]{2}":)/;

/**
 * Packages an SSR build must bundle rather than leave to Node, for this plugin to reach
 * react-aria's string files. react-aria-components goes with it: it imports react-aria, and two
 * copies (one bundled, one from node_modules) would not share react-aria's contexts.
 */
const SSR_BUNDLED = ['react-aria', 'react-aria-components'];

/**
 * react-aria has no Kazakh strings: for `kk-KZ` it says its announcements, hidden button names and
 * calendar words in English (a combobox's «5 options available.», read out by its live announcer).
 * This adds our table (`lib/i18n/reactAria/kk.ts`) as `kk-KZ` to each react-aria string file a
 * build bundles, so Kazakh pages are read in Kazakh. A bundled string file without a Kazakh table
 * fails the build: a page or widget that starts using another react-aria part cannot bring English
 * back unnoticed.
 *
 * Builds only (`apply: 'build'`): the dev servers pre-bundle react-aria, out of a plugin's reach,
 * and Vitest leaves it to Node; both stay in English for Kazakh.
 */
export function reactAriaKazakh(): Plugin {
  return {
    name: 'biz-react-aria-kazakh',
    apply: 'build',
    enforce: 'pre',
    config() {
      // Only read by SSR builds; the client and library builds bundle react-aria anyway.
      return { ssr: { noExternal: SSR_BUNDLED } };
    },
    transform(code, id) {
      const folder = INTL_STRINGS_MODULE.exec(id)?.[1];
      // A string file without our table is only a problem if it ends up in a chunk (most are
      // read through react-aria's index and then dropped): see generateBundle.
      if (!folder || !KAZAKH_FOLDERS.has(folder)) return null;
      if (!TABLES_OBJECT.test(code)) {
        this.error(`${id}: no table of locales found; react-aria's string files changed`);
      }
      const result =
        `import { ${folder} as $bizKazakh } from ${JSON.stringify(KAZAKH_TABLES_FILE)};\n` +
        code.replace(TABLES_OBJECT, `$1    "${KAZAKH_LOCALE}": $bizKazakh,\n$2`);
      return { code: result, map: null };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [moduleId, module] of Object.entries(output.modules)) {
          const folder = INTL_STRINGS_MODULE.exec(moduleId)?.[1];
          if (folder && !KAZAKH_FOLDERS.has(folder) && module.renderedLength > 0) {
            this.error(
              `${output.fileName}: react-aria's ${folder} strings are bundled without a Kazakh ` +
                `table: add \`export const ${folder}\` to lib/i18n/reactAria/kk.ts, with every ` +
                `key of react-aria's intl/${folder}/ru-RU.mjs`,
            );
          }
        }
      }
    },
  };
}
