import {
  EDS_REASON_CODE,
  EDS_UNAVAILABLE_REASONS,
  type EdsReason,
} from '../../../contract/index.ts';
import { ApiError } from '../errors.ts';

/**
 * A signature the server will not accept: the reason's catalogue code (422, or 503 when the check
 * could not be completed) with `params.reason` for the UI's finer words.
 */
export class EdsRefusal extends ApiError {
  constructor(readonly reason: EdsReason) {
    super(EDS_UNAVAILABLE_REASONS.includes(reason) ? 503 : 422, EDS_REASON_CODE[reason], {
      reason,
    });
  }
}

export function refuse(reason: EdsReason): never {
  throw new EdsRefusal(reason);
}
