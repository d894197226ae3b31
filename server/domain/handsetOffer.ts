/**
 * Eligibility for the handset special offer (content-areas.md §5), evaluated over the CRM's
 * company record, within the offer's period (content-areas.md §9, `domain/offers.ts`).
 * Deterministic: the same company on the same day always gets the same answer.
 */
import type { Offer } from '../../contract/index.ts';
import type { Ctx } from './context.ts';
import { fieldError } from './errors.ts';
import { offerOf } from './offers.ts';
import { tariffRow, type CompanyRow, type TariffRow } from './reference.ts';

export interface OfferCompany {
  segment: 'sme' | 'corporate' | 'government';
  mobileClientSince: string | null;
  contractMonths: number;
  overdueDebt: boolean;
  quasiState: boolean;
  restrictedCategory: string | null;
  inProcurement: boolean;
  groupTariffPlans: number;
  activeBeautifulNumber: boolean;
  activeDeviceFinancing: boolean;
  activeVirtualPbx: boolean;
}

/** Mobile services must have been connected before this day. */
export const MOBILE_CLIENT_CUTOFF = '2025-03-30';
export const MIN_CONTRACT_MONTHS = 12;

export function isEligibleForHandsetOffer(company: OfferCompany | null): boolean {
  if (!company) return false; // not a client of the operator
  return (
    company.mobileClientSince !== null &&
    company.mobileClientSince < MOBILE_CLIENT_CUTOFF &&
    company.contractMonths >= MIN_CONTRACT_MONTHS &&
    !company.overdueDebt &&
    !company.quasiState &&
    company.restrictedCategory === null &&
    company.segment === 'sme' &&
    !company.inProcurement &&
    company.groupTariffPlans === 0 &&
    !company.activeBeautifulNumber &&
    !company.activeDeviceFinancing &&
    !company.activeVirtualPbx
  );
}

/**
 * May the company take up the offer today? Only while it runs: before its first day and after
 * its last no company is, whatever its record says — nobody is congratulated on an offer that
 * ended. Not a client of the operator (an unknown BIN): never.
 */
export function handsetOfferFor(ctx: Ctx, bin: string): { eligible: boolean; offer: Offer } {
  const offer = offerOf(ctx, 'handset-offer');
  const eligible = offer.state === 'running' && isEligibleForHandsetOffer(offerCompany(ctx, bin));
  return { eligible, offer };
}

/** The group tariff the handset offer is built on. */
const OFFER_TARIFF_ID = 'kense';

/** What the offer's rules read of a company the operator serves; null for anyone else. */
/** The columns the offer reads: `SELECT *` of a company's 25 cost more than the check itself. */
type OfferRow = Pick<
  CompanyRow,
  | 'origin'
  | 'segment'
  | 'mobile_client_since'
  | 'contract_months'
  | 'overdue_debt'
  | 'quasi_state'
  | 'restricted_category'
  | 'in_procurement'
  | 'group_tariff_plans'
  | 'active_beautiful_number'
  | 'active_device_financing'
  | 'active_virtual_pbx'
>;

export function offerCompany(ctx: Ctx, bin: string): OfferCompany | null {
  const row = ctx.db
    .prepare(
      `SELECT origin, segment, mobile_client_since, contract_months, overdue_debt, quasi_state,
        restricted_category, in_procurement, group_tariff_plans, active_beautiful_number,
        active_device_financing, active_virtual_pbx
       FROM companies WHERE bin = ?`,
    )
    .get(bin) as OfferRow | undefined;
  if (!row || row.origin !== 'seed') return null; // not (yet) a client of the operator
  return {
    segment: row.segment,
    mobileClientSince: row.mobile_client_since,
    contractMonths: row.contract_months,
    overdueDebt: row.overdue_debt === 1,
    quasiState: row.quasi_state === 1,
    restrictedCategory: row.restricted_category,
    inProcurement: row.in_procurement === 1,
    groupTariffPlans: row.group_tariff_plans,
    activeBeautifulNumber: row.active_beautiful_number === 1,
    activeDeviceFinancing: row.active_device_financing === 1,
    activeVirtualPbx: row.active_virtual_pbx === 1,
  };
}

/** The tariff a request names (the offer's own by default), if it is still sold. */
export function offerTariff(ctx: Ctx, id: string | undefined): TariffRow {
  const tariff = tariffRow(ctx.db, id ?? OFFER_TARIFF_ID);
  if (!tariff || tariff.archived === 1) throw fieldError('tariffId', 'TARIFF_NOT_AVAILABLE');
  return tariff;
}
