/** Hooks any part of the app shares (a form, a feature, the shell): each in its own file. */
export { useAbortScope, type AbortScope } from './useAbortScope.ts';
export { useLatest } from './useLatest.ts';
