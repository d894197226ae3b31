/**
 * Hands what a visitor did before the page had hydrated to the hydrated app: the taps the early
 * input script (`public/early-input.js`) held back, and what was typed into fields.
 *
 *   const typed = typedBeforeHydration(root);   // before hydrating a root (the app's, an island's)
 *   replayEarlyInput(root, typed);              // once it has hydrated
 */

/** A tap or key `public/early-input.js` held (that script is type-checked against this). */
export interface HeldTap {
  type: 'click' | 'submit' | 'keydown';
  /** A held key (`keydown`): what to press again. */
  key?: {
    key: string;
    code: string;
    shiftKey: boolean;
    altKey: boolean;
    ctrlKey: boolean;
    metaKey: boolean;
  };
  target: Element;
  /** The target's place among `root.querySelectorAll(selector)`, to find it again. */
  index: number;
  selector: string;
}

/** What `public/early-input.js` exposes (its only global). */
interface EarlyInput {
  /** Whether a tap or key is held inside `root`. */
  has(root: Element): boolean;
  /** The taps held inside `root` (an island's container, or the app's root). */
  take(root: Element): HeldTap[];
}

declare global {
  interface Window {
    bizEarlyInput?: EarlyInput;
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What was entered into the prerendered page before hydration: text typed into a field, or a
 * radio or checkbox checked or cleared.
 */
export type TypedText =
  { field: TextField; text: string } | { box: HTMLInputElement; checked: boolean };

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';
const BOXES = 'input[type=checkbox], input[type=radio]';

/**
 * What was entered into the prerendered page's fields so far. Read before hydrating: hydration
 * sets a textarea's value back to what the app's state says (an input's it leaves as it is), and
 * a box checked before it is one the app's state does not know of (the home page's filter would
 * stay unfiltered). A radio is entered by the one checked; the one it unchecked follows.
 */
export function typedBeforeHydration(root: Element): TypedText[] {
  const typed: TypedText[] = [...root.querySelectorAll<TextField>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
  for (const box of root.querySelectorAll<HTMLInputElement>(BOXES)) {
    if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) continue;
    typed.push({ box, checked: box.checked });
  }
  return typed;
}

// Read when used: this module is also part of the SSR bundle, where there is no DOM.
const valueSetter = (field: TextField) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * The app's state does not know text typed before hydration (and would wipe it at the next
 * render). Setting it again the way typing does (React's value tracker reset, then the native
 * setter and an input event) gives it to the field's onChange.
 */
function handOverTyping(typed: readonly TypedText[]) {
  for (const entry of typed) {
    if ('box' in entry) {
      handOverCheck(entry.box, entry.checked);
      continue;
    }
    const { field, text } = entry;
    const setter = valueSetter(field);
    if (!field.isConnected || !setter) continue;
    field.value = field.defaultValue; // through React's tracker: it now expects the old value
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A box the visitor checked or cleared before hydration: set back (through React's tracker, which
 * then expects the old state) and pressed, the way a tap does, so the app's onChange has it.
 */
function handOverCheck(box: HTMLInputElement, checked: boolean) {
  if (!box.isConnected) return;
  box.checked = !checked;
  box.click();
}

/**
 * Replays in the hydrated page what happened before: what was entered first, then — in a task of
 * its own — the last tap or key. Called from the hydrated root's first effect, where React holds
 * the state updates the hand-over makes until the effect returns: a tap pressed in the same task
 * found the form's state from before, and a submit said «Введите БИН» under a filled field. The
 * promise settles once the tap has been pressed again.
 */
export function replayEarlyInput(root: Element, typed: readonly TypedText[]): Promise<void> {
  handOverTyping(typed);
  const held = window.bizEarlyInput?.take(root) ?? [];
  // The last tap only: two taps on a menu button before hydration are one wish to open it.
  const last = held[held.length - 1];
  if (!last) return Promise.resolve();
  return new Promise((pressed) =>
    setTimeout(() => {
      try {
        pressAgain(root, last);
      } finally {
        pressed();
      }
    }, 0),
  );
}

function pressAgain(root: Element, last: HeldTap) {
  if (last.type === 'submit') {
    if (last.target instanceof HTMLFormElement && last.target.isConnected) {
      last.target.requestSubmit();
    }
    return;
  }
  // Replaced by hydration (its markup did not match): the same button, found by its place.
  const target = last.target.isConnected
    ? last.target
    : root.querySelectorAll(last.selector).item(last.index);
  if (!(target instanceof HTMLElement)) return;
  if (last.type === 'keydown' && last.key) {
    // A key that opens or moves (ArrowDown on the services button): pressed again, where focus is.
    target.dispatchEvent(
      new KeyboardEvent('keydown', { ...last.key, bubbles: true, cancelable: true }),
    );
  } else target.click();
}
