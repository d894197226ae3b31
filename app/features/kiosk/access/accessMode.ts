import { useSyncExternalStore } from 'react';
import { KIOSK_STORAGE_PREFIX } from '../idle/reset.ts';

/**
 * The accessibility mode (docs/kiosk.md «Accessibility mode»): on for one visitor, across the pages
 * of their visit (a language switch reloads the page). Under the kiosk's prefix, so the idle reset
 * wipes it with the rest of the visit and the next visitor starts from the defaults.
 */
export const ACCESS_KEY = `${KIOSK_STORAGE_PREFIX}access`;

/**
 * The keypad's key for the mode (a connected keypad, as EN 301 549 kiosks have): `*` — on a
 * numeric keypad and a phone-style one alike, and never part of a name or a BIN. Outside a text
 * field, where it types.
 */
export const ACCESS_SHORTCUT = '*';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(ACCESS_KEY) === '1';
  } catch {
    return memory;
  }
}

/** Where the mode lives when storage is off: this page only. */
let memory = false;

/** Set when the mode is turned on: the speech output then says so before the screen. */
let greeting = false;

/** Whether the mode was just turned on (read once). */
export function takeGreeting(): boolean {
  const was = greeting;
  greeting = false;
  return was;
}

export function setAccessMode(on: boolean): void {
  memory = on;
  greeting = on;
  try {
    if (on) localStorage.setItem(ACCESS_KEY, '1');
    else localStorage.removeItem(ACCESS_KEY);
  } catch {
    // Storage off: `memory` holds it for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(changed: () => void) {
  listeners.add(changed);
  return () => listeners.delete(changed);
}

/** Whether the accessibility mode is on; off in the prerendered page, read once hydrated. */
export function useAccessMode(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Whether a key press is the mode's shortcut: `*`, with no modifier, outside a text field. */
export function isAccessShortcut(event: KeyboardEvent): boolean {
  if (event.key !== ACCESS_SHORTCUT || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest?.('input, textarea, select, [contenteditable="true"]');
}
