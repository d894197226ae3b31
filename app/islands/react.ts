/**
 * React and react-dom, loaded by the islands' runtime (`client.ts`) on their own before the rest
 * of it: evaluating react-dom is the largest piece of script a public page runs, and a module
 * graph is evaluated in one task, so it gets a task to itself (`hydrate.tsx` follows in the next).
 * The build keeps the three packages in a chunk of their own (vite.config.ts).
 */
export { startTransition } from 'react';
export { hydrateRoot } from 'react-dom/client';
