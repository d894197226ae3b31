import type { Ctx, SignatureChannel } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * Runs a signature's check, counting a refusal for /metrics (`signatures_refused_total`) by its
 * EDS reason or catalogue code; the acceptance is counted where it is recorded (`markSigned`,
 * the EDS login).
 */
export async function countedSignature<T>(
  ctx: Ctx,
  channel: SignatureChannel,
  check: () => T | Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ApiError) {
      const reason = error.params.reason;
      ctx.metrics?.signatureRefused(channel, typeof reason === 'string' ? reason : error.code);
    }
    throw error;
  }
}
