import type { Db } from '../database.ts';
import { COMPANIES, companyIbans } from '../seed/companies.ts';
import { BANKS, PICKUP_CITIES, PICKUP_HOURS, POSITIONS, TARIFFS } from '../seed/reference.ts';

const flag = (value: boolean | undefined) => (value ? 1 : 0);

export function seed(db: Db): void {
  const bank = db.prepare(
    'INSERT INTO banks (id, bic, iban_code, name_ru, name_kk, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  BANKS.forEach((b, i) => bank.run(b.id, b.bic, b.ibanCode, b.ru, b.kk, i));

  const position = db.prepare(
    'INSERT INTO positions (id, name_ru, name_kk, sort) VALUES (?, ?, ?, ?)',
  );
  POSITIONS.forEach((p, i) => position.run(p.id, p.ru, p.kk, i));

  const tariff = db.prepare(`INSERT INTO tariffs (id, product, name_ru, name_kk, monthly_price,
    speed_mbps, speed_mode, data_gb, minutes_other, sms, max_numbers, max_additional_numbers, archived, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  TARIFFS.forEach(
    (t, i) =>
    tariff.run(
      t.id, t.product, t.ru, t.kk, t.monthlyPrice, t.speedMbps ?? null, t.speedMode ?? null,
      t.dataGb ?? null, t.minutesOther ?? null, t.sms ?? null, t.maxNumbers ?? null,
      t.maxAdditionalNumbers ?? null, flag(t.archived), i,
    ), // prettier-ignore
  );

  const city = db.prepare(`INSERT INTO pickup_cities (id, name_ru, name_kk, address_ru, address_kk,
    hours_ru, hours_kk, manager_name, manager_phone, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PICKUP_CITIES.forEach((c, i) =>
    city.run(
      c.id,
      c.ru,
      c.kk,
      c.addressRu,
      c.addressKk,
      PICKUP_HOURS.ru,
      PICKUP_HOURS.kk,
      c.manager,
      c.phone,
      i,
    ),
  );

  const company = db.prepare(`INSERT INTO companies (bin, name, legal_form, segment, head_name,
    head_position_id, phone, employees_number, legal_address, actual_address, bank_id, iban,
    mobile_client_since, contract_months, overdue_debt, quasi_state, restricted_category,
    in_procurement, group_tariff_plans, active_beautiful_number, active_device_financing,
    active_virtual_pbx) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const iban = db.prepare(
    'INSERT INTO company_ibans (company_bin, bank_id, iban) VALUES (?, ?, ?)',
  );

  COMPANIES.forEach((c) => {
    const ibans = companyIbans(c);
    const mainIban = ibans[0]?.iban ?? null;
    company.run(
      c.bin, c.name, c.legalForm, c.segment, c.headName, c.headPositionId, c.phone,
      c.employeesNumber, c.legalAddress, c.actualAddress, c.bankId, mainIban,
      c.mobileClientSince, c.contractMonths, flag(c.overdueDebt), flag(c.quasiState),
      c.restrictedCategory ?? null, flag(c.inProcurement), c.groupTariffPlans ?? 0,
      flag(c.activeBeautifulNumber), flag(c.activeDeviceFinancing), flag(c.activeVirtualPbx),
    ); // prettier-ignore
    for (const account of ibans) iban.run(c.bin, account.bankId, account.iban);
  });
}
