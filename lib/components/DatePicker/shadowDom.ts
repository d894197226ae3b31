// react-aria keeps its shadow-DOM switch on a private path. This file is the one place the kit
// touches it, so an upgrade that moves the flag breaks here (and in shadowDom.test.tsx) only.
import { enableShadowDOM, shadowDOM } from 'react-stately/private/flags/flags';

/**
 * Makes react-aria's focus and outside-click logic see through shadow roots. Call it once, before
 * rendering, when the kit runs inside a shadow root (the embed bundle); without it the date
 * picker's calendar does not open there. It is a global, one-way switch and costs nothing in a
 * normal document, so calling it more than once is fine.
 *
 * ```ts
 * enableKitShadowDomSupport();
 * createRoot(shadowRoot.appendChild(document.createElement('div'))).render(<Widget />);
 * ```
 */
export function enableKitShadowDomSupport(): void {
  if (!shadowDOM()) enableShadowDOM();
}

/** Whether `enableKitShadowDomSupport` has run in this page. */
export function isKitShadowDomSupportEnabled(): boolean {
  return shadowDOM();
}
