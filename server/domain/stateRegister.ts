/**
 * The company checked against the state business register before it signs (issue 28). The
 * stand-in register is a table loaded from `db/seed/stateRegister.ts`; a real deployment would
 * ask the operator's gateway to the register here, in this one place.
 *
 * Refusals (stored on the application for the operator's specialist, never shown in detail):
 * - NOT_REGISTERED: no such BIN (or entrepreneur's IIN) in the register — an invented company;
 * - NOT_ACTIVE: liquidated, being liquidated, or inactive;
 * - HEAD_MISMATCH: an EDS signer holding a First Head key of the BIN who is not the head the
 *   register names.
 */
import type { Ctx } from './context.ts';
import type { RegisterEntry, RegisterStatus } from '../db/seed/stateRegister.ts';

export type RegisterRefusal = 'NOT_REGISTERED' | 'NOT_ACTIVE' | 'HEAD_MISMATCH';

interface RegisterRow {
  bin: string;
  status: RegisterStatus;
  head_iin: string;
}

function entryOf(ctx: Ctx, bin: string): RegisterRow | undefined {
  return ctx.db
    .prepare('SELECT bin, status, head_iin FROM state_register WHERE bin = ?')
    .get(bin) as RegisterRow | undefined;
}

/** Whether the company may be offered documents to sign at all; null when it may. */
export function companyRefusal(ctx: Ctx, bin: string): RegisterRefusal | null {
  const entry = entryOf(ctx, bin);
  if (!entry) return 'NOT_REGISTERED';
  if (entry.status !== 'active') return 'NOT_ACTIVE';
  return null;
}

/** The company's check plus the signer: the person must be the head the register names. */
export function signerRefusal(ctx: Ctx, bin: string, signerIin: string): RegisterRefusal | null {
  const refusal = companyRefusal(ctx, bin);
  if (refusal) return refusal;
  return entryOf(ctx, bin)?.head_iin === signerIin ? null : 'HEAD_MISMATCH';
}

/**
 * Adds or replaces an entry: the developer route (`/api/dev/state-register`, DEV_API only) by
 * which the browser suites register the fresh companies they apply for — the stand-in for the
 * company being in the real register.
 */
export function putRegisterEntry(ctx: Ctx, e: RegisterEntry): void {
  ctx.db
    .prepare(
      `INSERT INTO state_register (bin, name_ru, name_kk, legal_form, status, head_iin, head_name)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (bin) DO UPDATE SET name_ru = excluded.name_ru, name_kk = excluded.name_kk,
         legal_form = excluded.legal_form, status = excluded.status,
         head_iin = excluded.head_iin, head_name = excluded.head_name`,
    )
    .run(e.bin, e.nameRu, e.nameKk, e.legalForm, e.status, e.headIin, e.headName);
}
