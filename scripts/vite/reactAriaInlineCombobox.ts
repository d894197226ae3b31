/**
 * A build patch to react-aria's `useComboBox`, shared by every Vite build that bundles the kit
 * (through `kitPlugins()`: see `kitPlugins.ts` beside it for the list).
 *
 * While its list is open, `useComboBox` marks everything outside the input and the popover
 * `aria-hidden` (`ariaHideOutside`). That is for lists portalled to the end of `<body>`: with the
 * rest hidden, a screen reader's cursor moves straight between the input and the far-away list.
 * Our address fields render the list inline, right after the input (and inside the widget's
 * shadow root on partner pages), so there is nothing between them to skip. There the hiding only
 * harms: every link and button of the page sits in `aria-hidden` content while the list is open
 * (axe: aria-hidden-focus, serious), and in the embed it hides the partner's own page.
 *
 * The patch skips the hiding when the popover element carries `data-inline-popup`; any other
 * combobox behaves as react-aria ships it. The build fails if react-aria's code changes, so an
 * upgrade cannot bring the hiding back unnoticed. (react-spectrum#4937 asks for an option.)
 *
 * Builds only: the dev servers pre-bundle react-aria out of a plugin's reach and Vitest leaves it
 * to Node, so there the page is still hidden while a list is open.
 */
import type { Plugin } from 'vite';
import { guardedPatch } from './guardedPatch.ts';

export const COMBOBOX_MODULE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]combobox[\\/]useComboBox\.mjs$/;

/** The attribute an inline popover carries to keep the page visible while it is open. */
export const INLINE_POPUP_ATTRIBUTE = 'data-inline-popup';

/** The effect's opening line, with react-aria's generated name for `ariaHideOutside`. */
const HIDE_OUTSIDE =
  /if \(state\.isOpen\) return (\(0, \$\w+\$export\$\w+\)\(\[\s*inputRef\.current,\s*popoverRef\.current\s*\])/;

export function reactAriaInlineCombobox(): Plugin {
  return guardedPatch({
    name: 'biz-react-aria-inline-combobox',
    apply: 'build',
    module: COMBOBOX_MODULE,
    find: HIDE_OUTSIDE,
    replace: `if (state.isOpen && !popoverRef.current?.hasAttribute(${JSON.stringify(INLINE_POPUP_ATTRIBUTE)})) return $1`,
    what: 'useComboBox',
    changed: 'the build no longer knows how to keep inline lists from hiding the page',
  });
}
