/** The signed-in company's own record: its profile (account-info) and its bank accounts. */
import type { CustomerIban, Received } from '../../contract/index.ts';
import { checkBankAccount } from './applications.ts';
import type { Ctx, SessionInfo } from './context.ts';
import { ApiError, fieldError } from './errors.ts';
import { bankRow, companyRow, headPositionFits, type CompanyRow } from './reference.ts';

export function sessionCompany(ctx: Ctx, session: SessionInfo): CompanyRow {
  const company = companyRow(ctx.db, session.companyBin);
  if (!company) throw new ApiError(401, 'AUTH_REQUIRED');
  return company;
}

/** The phone an application is made with: the one given, else the login's, else the company's. */
export function contactPhone(ctx: Ctx, session: SessionInfo, given: string | undefined): string {
  return given ?? session.phone ?? sessionCompany(ctx, session).phone;
}

/** The company's accounts at one bank (customer-ibans). */
export function companyIbans(ctx: Ctx, companyBin: string, bankId: string): CustomerIban[] {
  if (!bankRow(ctx.db, bankId)) throw fieldError('bankId', 'FIELD_INVALID');
  const rows = ctx.db
    .prepare('SELECT iban FROM company_ibans WHERE company_bin = ? AND bank_id = ? ORDER BY id')
    .all(companyBin, bankId) as Array<{ iban: string }>;
  return rows.map((r) => ({ iban: r.iban, bankId }));
}

/**
 * update-account-info: absent fields stay, null clears a nullable one; a bank or IBAN change is
 * checked as a pair (and a new valid account joins the company's), all in one transaction.
 */
export function updateAccountInfo(
  ctx: Ctx,
  session: SessionInfo,
  changes: Received<'updateAccountInfo'>,
): CompanyRow {
  return ctx.db.transaction(() => {
    const company = sessionCompany(ctx, session);
    if (
      changes.headPositionId !== undefined &&
      !headPositionFits(ctx.db, company.bin, changes.headPositionId)
    ) {
      throw fieldError('headPositionId', 'FIELD_INVALID');
    }
    let bankId = company.bank_id;
    let iban = company.iban;
    if (changes.bankId !== undefined || changes.iban !== undefined) {
      bankId = changes.bankId ?? company.bank_id;
      const givenIban = changes.iban ?? company.iban;
      if (!bankId) throw fieldError('bankId', 'FIELD_REQUIRED');
      if (!givenIban) throw fieldError('iban', 'FIELD_REQUIRED');
      iban = checkBankAccount(ctx, company.bin, bankId, givenIban);
    }
    const pick = <T>(given: T | undefined, current: T): T =>
      given === undefined ? current : given;
    ctx.db
      .prepare(
        `UPDATE companies SET head_name = ?, head_position_id = ?, phone = ?, employees_number = ?,
          legal_address = ?, actual_address = ?, flat = ?, bank_id = ?, iban = ? WHERE bin = ?`,
      )
      .run(
        pick(changes.owner, company.head_name), pick(changes.headPositionId, company.head_position_id),
        pick(changes.phone, company.phone), pick(changes.employeesNumber, company.employees_number),
        pick(changes.legalAddress, company.legal_address), pick(changes.actualAddress, company.actual_address),
        pick(changes.flat, company.flat), bankId, iban, company.bin,
      ); // prettier-ignore
    return sessionCompany(ctx, session);
  })();
}
