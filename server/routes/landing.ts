import { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS, type PricePlanOfferResponse } from '../../contract/api.ts';
import { isEligibleForHandsetOffer, type OfferCompany } from '../domain/handsetOffer.ts';
import { parseOrThrow } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { binSchema } from '../http/schemas.ts';

/** The group tariff the handset offer is built on. */
const OFFER_TARIFF_ID = 'kense';

interface CompanyRow {
  segment: OfferCompany['segment'];
  mobile_client_since: string | null;
  contract_months: number;
  overdue_debt: number;
  quasi_state: number;
  restricted_category: string | null;
  in_procurement: number;
  group_tariff_plans: number;
  active_beautiful_number: number;
  active_device_financing: number;
  active_virtual_pbx: number;
}

const offerQuery = z.object({ bin: binSchema });

export const landingRoutes = new Hono<AppEnv>().get(API_PATHS.pricePlanOffer, (c) => {
  const { bin } = parseOrThrow(offerQuery, { bin: c.req.query('bin') });
  const db = c.get('db');
  const row = db.prepare('SELECT * FROM companies WHERE bin = ?').get(bin) as
    CompanyRow | undefined;
  const tariff = db
    .prepare('SELECT id, name_ru, name_kk, monthly_price FROM tariffs WHERE id = ?')
    .get(OFFER_TARIFF_ID) as {
    id: string;
    name_ru: string;
    name_kk: string;
    monthly_price: number;
  };
  const company: OfferCompany | null = row
    ? {
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
      }
    : null;
  const body: PricePlanOfferResponse = {
    bin,
    eligible: isEligibleForHandsetOffer(company),
    tariff: {
      id: tariff.id,
      name: c.get('locale') === 'kk' ? tariff.name_kk : tariff.name_ru,
      monthlyPrice: tariff.monthly_price,
    },
  };
  return c.json(body);
});
