/**
 * The API feature's public entry for tests (widgets, pages, session): a scripted `fetch` to pass
 * to `createApiClient`. Not for production code.
 */
export { errorJson, hang, json, scriptedFetch } from './test/scriptedFetch.ts';
export type { Handler, RecordedRequest } from './test/scriptedFetch.ts';
