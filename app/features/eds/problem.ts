import { EDS_REASON_MESSAGES, edsReasonOf } from '../../../contract/eds.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Failure } from '../../forms/index.ts';
import { NcaLayerUnavailable } from './errors.ts';
import type { LoopbackAccess } from './loopbackAccess.ts';
import { signerOutcomeCode } from './outcome.ts';
import type { NcaSignResult } from './ncaLayer.ts';

/** What went wrong with an EDS attempt, as the page says it. */
export interface EdsProblem {
  /** The catalogue code (§8): `EDS_*`, `SIGNER_UNAVAILABLE`, `SIGNING_FAILED`… */
  code: ErrorCode;
  /** The catalogue's words. */
  message: string;
  /** The server's finer reason, where its catalogue word covers several (a GOST key, a CRL). */
  detail: string | null;
  /**
   * NCALayer not reached: the browser's loopback permission as read after the failure. `granted`
   * rules the permission out of what to check; `denied` is SIGNER_BLOCKED.
   */
  signerAccess: LoopbackAccess | null;
}

/**
 * NCALayer did not sign (cancelled, not reachable, failed): thrown with the catalogue code so the
 * form layer reads it like a server's refusal.
 */
export class SignerOutcome extends Error {
  /** Read by the form layer like a server's `error.params`. */
  readonly params: Record<string, string>;
  constructor(
    readonly code: ErrorCode,
    access?: LoopbackAccess,
  ) {
    super(code);
    this.name = 'SignerOutcome';
    this.params = access ? { signerAccess: access } : {};
  }
}

const ACCESS_STATES: readonly string[] = ['granted', 'denied', 'prompt', 'unknown'];
const accessOf = (value: unknown): LoopbackAccess | null =>
  typeof value === 'string' && ACCESS_STATES.includes(value) ? (value as LoopbackAccess) : null;

/**
 * The CMS NCALayer made, or a `SignerOutcome` thrown for what it did instead. An abort of the
 * page's own is rethrown as it is (nothing to show).
 */
export async function signedCms(signing: Promise<NcaSignResult>): Promise<string> {
  let outcome: NcaSignResult;
  try {
    outcome = await signing;
  } catch (error) {
    const code = signerOutcomeCode(error);
    if (code) {
      throw new SignerOutcome(
        code,
        error instanceof NcaLayerUnavailable ? error.access : undefined,
      );
    }
    throw error;
  }
  if (outcome.kind === 'signed') return outcome.cms;
  throw new SignerOutcome(signerOutcomeCode(outcome) ?? 'EDS_SIGN_CANCELLED');
}

/** A failed EDS attempt (NCALayer's or the server's), read for the page. */
export function edsProblemOf(failure: Failure, locale: Locale): EdsProblem {
  const reason = edsReasonOf(failure.params);
  const detail = reason ? EDS_REASON_MESSAGES[locale][reason] : null;
  return {
    code: failure.code,
    message: failure.message,
    detail: detail && detail !== failure.message ? detail : null,
    signerAccess: accessOf(failure.params.signerAccess),
  };
}
