/**
 * The developer API (DEV_API=1) as the browser suites call it: by the call's key in `DEV_CALLS`
 * (`contract/calls/dev.ts`), its method, path and the input's place read from the declaration, its
 * input and answer typed by it — no path or answer type written here.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { DevCallKey, DevIn, DevOut } from '../contract/index.ts';
import { DEV_CALLS } from '../contract/calls/index.ts';

/** Playwright's answer to a developer call, its JSON typed by the call's declaration. */
export type DevResponse<K extends DevCallKey> = Omit<APIResponse, 'json'> & {
  json(): Promise<DevOut<K>>;
};

/**
 * The URL of a developer call: its path after `base` (another server than the suite's own, or
 * empty for the request context's base URL), and a GET's input as its query.
 */
export function devUrl<K extends DevCallKey>(key: K, input?: DevIn<K>, base = ''): string {
  const { method, path } = DEV_CALLS[key];
  if (method !== 'GET' || !input) return `${base}${path}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return `${base}${path}?${query}`;
}

/**
 * One developer call through a Playwright request context: `devCall(request, 'records', { kind:
 * 'leads' })`. A GET's input goes in the query, the others' in the JSON body; `base` sends it to
 * another server than the context's.
 */
export function devCall<K extends DevCallKey>(
  request: Pick<APIRequestContext, 'fetch'>,
  key: K,
  input: DevIn<K>,
  { base = '' }: { base?: string } = {},
): Promise<DevResponse<K>> {
  const { method } = DEV_CALLS[key];
  return request.fetch(devUrl(key, input, base), {
    method,
    ...(method === 'GET' ? {} : { data: input }),
  }) as Promise<DevResponse<K>>;
}
