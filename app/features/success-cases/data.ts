import type { SuccessCase } from '../../../contract/domain.ts';
import { callEndpoint, defaultApiBase, type ApiClient } from '../api/index.ts';

/** `/success-cases`: the published cases (approved by moderation), newest first. */
export interface SuccessCasesData {
  cases: SuccessCase[];
}

/**
 * The route's loader: run at build time, so the published cases are in the prerendered page
 * (readable without JS, found by the site search); the page refreshes the list in the browser.
 */
export async function loadSuccessCases(api: ApiClient): Promise<SuccessCasesData> {
  const { cases } = await callEndpoint(api, 'successCases');
  return { cases };
}

/**
 * Where a case's photo is: on the API's origin the site was built for (`VITE_API_BASE`, else the
 * page's own). It is the same string in the prerender and in the browser (the build's in-process
 * backend has an address no visitor can reach), so the `<img>` hydrates unchanged.
 */
export function casePhotoSrc(photoUrl: string): string {
  if (/^https?:\/\//i.test(photoUrl)) return photoUrl;
  return defaultApiBase().replace(/\/+$/, '') + photoUrl;
}
