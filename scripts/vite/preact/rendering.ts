/**
 * What the server render and the browser's hydration must agree on, on preact/compat (./react.ts):
 * - whether a store is read through its server snapshot: set by `react-dom/server`'s
 *   `renderToString` (./server.ts) for the whole render, and by `react-dom/client`'s `hydrateRoot`
 *   (./client.ts) for the synchronous hydration of the tree;
 * - the ids `useId` gives: both start counting from the same number, and both render components
 *   in the same order (depth first, in tree order), so the n-th id of the prerendered HTML is the
 *   n-th id of the hydrating tree. Later mounts count on, so every id of a page is unique.
 */
let depth = 0;
let ids = 0;

export function readsServerSnapshots(): boolean {
  return depth > 0;
}

/** Runs a server render or a hydration; the first of them starts the ids from 0 again. */
export function asServerRender<Result>(run: () => Result): Result {
  if (depth === 0) ids = 0;
  depth++;
  try {
    return run();
  } finally {
    depth--;
  }
}

/** The next id: `_b0_`, `_b1_`… (React's own look like `_r_0_`). */
export function nextId(): string {
  return `_b${(ids++).toString(36)}_`;
}
