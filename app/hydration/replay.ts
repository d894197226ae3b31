/**
 * Hands what a visitor did before the page had hydrated to the hydrated app: the taps the early
 * input script (`public/early-input.js`) held back, and what was typed into fields.
 *
 *   const typed = typedBeforeHydration(root);   // before hydrating a root (the app's, an island's)
 *   replayEarlyInput(root, typed);              // once it has hydrated
 */

interface HeldTap {
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

/** A field and the text typed into it before hydration. */
export interface TypedText {
  field: TextField;
  text: string;
}

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/**
 * The text typed into the prerendered page's fields so far. Read before hydrating: hydration
 * sets a textarea's value back to what the app's state says (an input's it leaves as it is).
 */
export function typedBeforeHydration(root: Element): TypedText[] {
  return [...root.querySelectorAll<TextField>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
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
  for (const { field, text } of typed) {
    const setter = valueSetter(field);
    if (!field.isConnected || !setter) continue;
    field.value = field.defaultValue; // through React's tracker: it now expects the old value
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Replays in the hydrated page what happened before: typing first, then the last tap or key. */
export function replayEarlyInput(root: Element, typed: readonly TypedText[]): void {
  handOverTyping(typed);
  const held = window.bizEarlyInput?.take(root) ?? [];
  // The last tap only: two taps on a menu button before hydration are one wish to open it.
  const last = held[held.length - 1];
  if (!last) return;
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
