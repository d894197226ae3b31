/**
 * `react-dom/server` on preact/compat (see `../preactCompat.ts`): preact-render-to-string, with
 * stores read through their server snapshot, as React's server renderer does, and ids counted
 * from 0 for each page (./rendering.ts).
 */
import type { VNode } from 'preact';
import { renderToString as render } from 'preact-render-to-string';
import { asServerRender } from './rendering.ts';

export function renderToString(vnode: VNode): string {
  return asServerRender(() => render(vnode));
}

export default { renderToString };
