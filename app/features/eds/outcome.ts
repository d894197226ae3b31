import type { ErrorCode } from '../../../contract/index.ts';
import { NcaLayerBlocked, NcaLayerFailed, NcaLayerTimeout, NcaLayerUnavailable } from './errors.ts';
import type { NcaSignResult } from './ncaLayer.ts';

/** An AbortError (by name: a signal's reason may come from another realm's DOMException). */
export const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/**
 * The catalogue code (§8) to show for what NCALayer did: «Отмена подписи!» for a cancel, «Нет
 * связи с приложением для подписи…» when it cannot be reached (SIGNER_BLOCKED when the browser's
 * loopback permission is what stops it), «Попробуйте подписать через
 * SMS-код…» when it failed. Null for a signature (send it to the server) and for the page's own
 * abort (show nothing); anything else is not NCALayer's and is rethrown.
 */
export function signerOutcomeCode(outcome: NcaSignResult | unknown): ErrorCode | null {
  if (typeof outcome === 'object' && outcome !== null && 'kind' in outcome) {
    if (outcome.kind === 'cancelled') return 'EDS_SIGN_CANCELLED';
    if (outcome.kind === 'signed') return null;
  }
  if (outcome instanceof NcaLayerBlocked) return 'SIGNER_BLOCKED';
  if (outcome instanceof NcaLayerUnavailable) return 'SIGNER_UNAVAILABLE';
  if (outcome instanceof NcaLayerTimeout || outcome instanceof NcaLayerFailed) {
    return 'SIGNING_FAILED';
  }
  if (isAbort(outcome)) return null;
  throw outcome;
}
