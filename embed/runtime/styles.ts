/**
 * The widgets' CSS, shared by every shadow root on the page. The embed build turns each
 * vanilla-extract stylesheet into a call to `addWidgetCss(text)` (see `embed/plugins.ts`), so
 * a widget chunk carries its own CSS as a string and no `<style>` or `<link>` ever reaches the
 * host page: nothing for a strict `style-src` to block, nothing that leaks out.
 *
 * One constructed sheet holds all of it; each widget's shadow root adopts that same object, and a
 * widget loaded later extends it in place for every root at once.
 */

/**
 * react-aria's rule for pressable elements, which it would otherwise put into the page's `<head>`
 * (see `keepPressableStyleOut`): no double-tap-zoom delay on touch.
 */
const PRESSABLE_CSS = '[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}';

/** The id of the `<style>` react-aria's `usePress` writes into the document, once per document. */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/**
 * react-aria's `usePress` writes one `<style id="react-aria-pressable-style">` into the document's
 * `<head>` unless the document already has an element of that id. On a partner page that is an
 * inline style a strict CSP refuses (a console error on every page) and a node in a document that
 * is not ours. So before a widget renders, its own element (the partner's `<biz-…>`, whose light
 * DOM the shadow root hides) gets an empty `<template>` of that id, and react-aria finds its rule
 * there already; the rule itself ships in the widgets' adopted sheet above. No library code is
 * changed. `e2e/embed-host.spec.ts` loads the widgets under a strict CSP and fails on a violation,
 * should react-aria ever look for its style differently.
 */
export function keepPressableStyleOut(host: Element): void {
  const document = host.ownerDocument;
  if (document.getElementById(PRESSABLE_STYLE_ID)) return;
  const marker = document.createElement('template');
  marker.id = PRESSABLE_STYLE_ID;
  host.append(marker);
}

const texts: string[] = [PRESSABLE_CSS];
let sheet: CSSStyleSheet | null = null;

/** Called by the generated style modules, in import order (which is the cascade order). */
export function addWidgetCss(css: string): void {
  texts.push(css);
  sheet?.replaceSync(texts.join('\n'));
}

/** Adopts the widgets' sheet into a shadow root, after whatever it has adopted already. */
export function adoptWidgetCss(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(texts.join('\n'));
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
