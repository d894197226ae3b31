import type { CallInput, CallOutput } from '../../contract/calls/define.ts';
import type { Calls, SiteCallKey } from '../../contract/calls/index.ts';
import type { Locale } from '../../contract/locale.ts';
import { callEndpoint, type ApiClient, type CallArgs } from '../features/api/index.ts';

/** The input and the answer of the contract's call `K`, as its declaration says them. */
export type ContractInput<K extends SiteCallKey> = CallInput<Calls[K]>;
export type ContractOutput<K extends SiteCallKey> = CallOutput<Calls[K]>;

/** A read of the contract: its key (the call, its input, the page's language) and its call. */
export interface ContractQuery<K extends SiteCallKey> {
  queryKey: readonly [K, ContractInput<K> | null, Locale];
  queryFn: (context: { signal: AbortSignal }) => Promise<ContractOutput<K>>;
}

/**
 * The one way to read the contract: call `key` (its declaration's name) with `input`, keyed by
 * the call, the input and the language (names and labels come in the page's language, so two
 * languages are two reads). The same query runs over the cache in the cabinet and the wizards
 * (`useDataQuery`) and over a small fetcher in a public island (`useLightQuery`), with the same
 * state either way; a caller adds what is its own (`enabled`, `initialData`, `refetchInterval`).
 *
 *   useDataQuery(contractQuery(api, 'egovSignStatus', { signSessionId }, locale), { locale });
 *   useLightQuery(contractQuery(api, 'roamingCountries', undefined, locale), { locale, fallback });
 */
export function contractQuery<K extends SiteCallKey>(
  api: ApiClient,
  key: K,
  input: ContractInput<K>,
  locale: Locale,
): ContractQuery<K> {
  return {
    queryKey: [key, input ?? null, locale],
    // For a key still generic here TypeScript cannot pick `CallArgs`' branch; with `K` fixed by
    // the caller, `input` is what that branch asks for.
    queryFn: ({ signal }) => callEndpoint(api, key, ...([input, { signal }] as CallArgs<K>)),
  };
}
