/**
 * A build-time edit to one module of a dependency that cannot go stale unnoticed: the module must
 * still contain `find` (or the build stops), and a bundle that carries the module's code without
 * the edit having run stops the build too. Used for the react-aria patches
 * (`reactAriaInlineCombobox.ts` beside it, `withoutReactAriaHeadStyle` in `embed/plugins.ts`).
 * Plain Vite/Rollup hooks only, so it also runs in Ladle's own Vite 6.
 */
import type { Plugin } from 'vite';

export interface GuardedPatchOptions {
  name: string;
  /** The module to edit, by its resolved id. */
  module: RegExp;
  /** The code to replace; it must be in the module. */
  find: string | RegExp;
  /** What replaces it (`$1` and the like work with a RegExp `find`). */
  replace: string;
  /** The module's name in the error when it is bundled unpatched: «`what` is bundled but…». */
  what: string;
  /** The error's words when the module no longer contains `find`: «<id> changed: `changed`». */
  changed: string;
  apply?: Plugin['apply'];
}

export function guardedPatch(options: GuardedPatchOptions): Plugin {
  const { name, module, find, replace, what, changed, apply } = options;
  let patched = false;
  return {
    name,
    ...(apply ? { apply } : {}),
    enforce: 'pre',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (!module.test(id)) return null;
      const found = typeof find === 'string' ? code.includes(find) : find.test(code);
      if (!found) this.error(`${id} changed: ${changed}`);
      patched = true;
      return { code: code.replace(find, replace), map: null };
    },
    generateBundle(_options, bundle) {
      // Every module in a chunk went through `transform`, so a listed one must have been patched.
      const bundled = Object.values(bundle).some(
        (output) =>
          output.type === 'chunk' &&
          Object.keys(output.modules).some((moduleId) => module.test(moduleId)),
      );
      if (bundled && !patched) this.error(`${what} is bundled but was not patched`);
    },
  };
}
