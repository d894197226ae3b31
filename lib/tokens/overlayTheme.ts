import { useLayoutEffect, useState, type RefObject } from 'react';
import { vars } from './contract.css.ts';
import { siteTheme, touchContrastTheme, touchTheme } from './themes.css.ts';

/** The kit's theme classes, the ones an overlay can copy from where it was opened. */
const THEME_CLASSES: readonly string[] = [siteTheme, touchTheme, touchContrastTheme];

/** The custom property behind a contract token: `var(--x__1a2b)` → `--x__1a2b`. */
export function tokenProperty(token: string): string {
  const match = /^var\((--[^,)]+)/.exec(token);
  if (!match?.[1]) throw new Error(`Not a theme contract token: ${token}`);
  return match[1];
}

/**
 * A length token's value in px as it applies at `element` (e.g. the touch theme's 48px rows), or
 * `fallback` when the element is outside any theme or the value is not in px.
 */
export function readTokenPx(element: Element | null, token: string, fallback: number): number {
  if (!element) return fallback;
  const view = element.ownerDocument.defaultView;
  const value = view?.getComputedStyle(element).getPropertyValue(tokenProperty(token)).trim();
  const px = value?.endsWith('px') ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(px) ? px : fallback;
}

/** The class of the kit theme nearest above `element` (itself included), or null. */
export function themeOf(element: Element | null): string | null {
  for (let node = element; node; node = node.parentElement) {
    const found = THEME_CLASSES.find((theme) => node.classList.contains(theme));
    if (found) return found;
  }
  return null;
}

/** Whether the theme's custom properties reach `element` (any theme: site, touch, embed). */
function hasTokens(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  return view?.getComputedStyle(element).getPropertyValue(tokenProperty(vars.color.text)) !== '';
}

/**
 * The class a portalled overlay (dialog, popover, drawer) needs to keep the tokens of the place it
 * was opened from. A portal leaves the themed subtree, so:
 * - opened inside a kit theme (a `touchTheme` kiosk screen), it takes that theme's class;
 * - otherwise, when its portal container already has tokens (the embed's themed portal node), it
 *   takes nothing and inherits them, so a partner's accent is not reset;
 * - otherwise (a page or story with no theme on `:root`) it takes the site theme, so it is never
 *   drawn without tokens.
 */
export function overlayThemeClass(anchor: Element | null, container?: Element | null): string {
  const own = themeOf(anchor);
  if (own) return own;
  const target = container ?? anchor?.ownerDocument.body ?? null;
  return target && hasTokens(target) ? '' : siteTheme;
}

/**
 * The focused element of `doc` (by default the page's document, none outside a browser), looking
 * into open shadow roots (the embed widgets live in one).
 */
export function deepActiveElement(
  doc: Document | null = typeof document === 'undefined' ? null : document,
): Element | null {
  let active = doc?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * `overlayThemeClass` for an overlay while it is open, worked out each time it opens. `anchor` is
 * what opened it or what it lines up with (a trigger, a field); without one, the element focused
 * when it opened stands in (a dialog opened from code). Measured in a layout effect, before the
 * overlay is painted; react-aria repositions a popover whose size the theme changed.
 */
export function useOverlayTheme(
  open: boolean,
  anchor: RefObject<Element | null> | null,
  container?: Element | null,
): string {
  const [theme, setTheme] = useState('');
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () =>
      setTheme(overlayThemeClass(anchor?.current ?? deepActiveElement(), container));
    if (!anchor || anchor.current) {
      measure();
      return;
    }
    // Open from the first render, an overlay inside its anchor (a Select's popover) runs this
    // before the anchor's own ref is set: children's layout effects come first. Wait a frame.
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [open, anchor, container]);
  return theme;
}
