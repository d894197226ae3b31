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
 * (see `withoutReactAriaHeadStyle` in `embed/plugins.ts`): no double-tap-zoom delay on touch.
 */
const PRESSABLE_CSS = '[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}';

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
