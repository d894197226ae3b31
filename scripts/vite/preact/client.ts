/**
 * `react-dom/client` on preact/compat (see `../preactCompat.ts`): hydration reads stores through
 * their server snapshot, as React's does, and counts ids as the server did (./rendering.ts).
 */
import type { ComponentChild } from 'preact';
import { createRoot, hydrateRoot as compatHydrateRoot } from 'preact/compat/client';
import { asServerRender } from './rendering.ts';

export { createRoot };

export function hydrateRoot(container: Element, children: ComponentChild) {
  return asServerRender(() => compatHydrateRoot(container, children));
}

export default { createRoot, hydrateRoot };
