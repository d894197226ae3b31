/**
 * Hands what a visitor did before a part of the page had hydrated to the hydrated code: the taps
 * the early input script (`public/early-input.js`) held back, and what was typed into fields.
 */

interface HeldTap {
  type: 'click' | 'submit';
  target: Element;
  /** The target's place among `part.querySelectorAll(selector)`, to find it again. */
  index: number;
  selector: string;
}

/** What `public/early-input.js` exposes (its only global). */
interface EarlyInput {
  take(part: Element): HeldTap[];
}

declare global {
  interface Window {
    bizEarlyInput?: EarlyInput;
  }
}

// Read when used: this module is also part of the SSR bundle, where there is no DOM.
const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * A field typed into before hydration keeps its text in the DOM, but React's state does not know
 * it (and would wipe it at the next render). Setting it again the way typing does (React's value
 * tracker reset, then the native setter and an input event) gives it to the field's onChange.
 */
function handOverTyping(part: Element) {
  for (const field of part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
  )) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const setter = valueSetter(field);
    if (!setter) continue;
    field.value = field.defaultValue; // through React's tracker: it now expects the old value
    setter.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Replays, in `part` (the page root or an island), what happened before it hydrated. */
export function replayEarlyInput(part: Element): void {
  handOverTyping(part);
  const held = window.bizEarlyInput?.take(part) ?? [];
  // The last tap only: two taps on a menu button before hydration are one wish to open it.
  const last = held[held.length - 1];
  if (!last) return;
  if (last.type === 'submit') {
    if (last.target instanceof HTMLFormElement && last.target.isConnected) {
      last.target.requestSubmit();
    }
    return;
  }
  // Rendered anew instead of hydrated: the same button, found by its place.
  const target = last.target.isConnected
    ? last.target
    : part.querySelectorAll(last.selector).item(last.index);
  if (target instanceof HTMLElement) target.click();
}
