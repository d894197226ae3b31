/**
 * Eligibility for the handset special offer (content-areas.md §5), evaluated over the CRM's
 * company record. Deterministic: the same company always gets the same answer.
 */
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
