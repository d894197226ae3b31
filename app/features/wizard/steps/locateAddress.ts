import type { GeoPoint } from '../../../../contract/domain.ts';
import type { Translate } from '../../../i18n/index.ts';
import { callEndpoint, type ApiClient } from '../../api/index.ts';

export type Located =
  | { kind: 'found'; point: GeoPoint; address: string }
  /** Only the town was recognised: a courier needs the street and the house. */
  | { kind: 'vague' }
  | { kind: 'none' };

/**
 * Where the typed delivery address is (`address/geocode`): its best match if that names at least
 * the street. Whether it is in a delivery zone is for the server to say on submit.
 */
export async function locateAddress(
  api: ApiClient,
  address: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Located> {
  const { results } = await callEndpoint(api, 'addressGeocode', { q: address.trim() }, { signal });
  const best = results[0];
  if (!best) return { kind: 'none' };
  if (best.precision === 'city') return { kind: 'vague' };
  return { kind: 'found', point: best.point, address: best.address };
}

/** What the address field says when the search found no street to bring a courier to. */
export function locatedProblem(kind: 'vague' | 'none', t: Translate): string {
  return kind === 'vague'
    ? t('wizard.receiving.addressVague')
    : t('wizard.receiving.addressNotFound');
}
