import type {
  AccountInfo,
  ApplicationDetail,
  ApplicationSummary,
  Bank,
  Offer,
  Position,
  Tariff,
} from '../../contract/index.ts';
import type { Locale } from '../../contract/locale.ts';
import type { OfferId, OfferState } from '../../contract/offers.ts';
import { COMPANIES, SOLE_PROPRIETORS, companyIbans } from '../../server/db/seed/companies.ts';
import {
  BANKS as SEED_BANKS,
  OFFERS,
  POSITIONS as SEED_POSITIONS,
} from '../../server/db/seed/reference.ts';

/**
 * Backend records as the reference backend answers them, for the site features' tests and
 * stories: the one place they live. The company, the banks, the positions and the accounts are
 * the reference backend's own seed (`server/db/seed/`), not retyped; the fake backend answers
 * from them (`backend.ts`, `answers.ts`).
 */

// The first four of the seed's twelve banks (the company's Halyk and ЦентрКредит among them) and
// three of its nine positions (two directors', and a sole proprietor's owner's): jsdom renders
// every option of a kit Select, and the whole lists made a profile test 1.7× slower (17.6 s
// against 10.6 s, one run each, side by side, load average 12).

/** The banks of the `banks` call, in the language asked. */
export const banksIn = (locale: Locale): Bank[] =>
  SEED_BANKS.slice(0, 4).map(({ id, bic, ...name }) => ({ id, bic, name: name[locale] }));
export const BANKS: Bank[] = banksIn('ru');

/** The head positions of the `positions` call, in the language asked. */
export const positionsIn = (locale: Locale): Position[] =>
  SEED_POSITIONS.filter((p, i) => i < 2 || p.id === 'entrepreneur').map(({ id, ...name }) => ({
    id,
    name: name[locale],
  }));
export const POSITIONS: Position[] = positionsIn('ru');

const company = COMPANIES.find((c) => c.bin === '180440000128');
if (!company) throw new Error('the seed lost ТОО «Степной Логистик»');

/** ТОО «Степной Логистик»'s accounts (`customer-ibans`): two at Halyk, one at ЦентрКредит. */
export const COMPANY_IBANS = companyIbans(company);

/** ТОО «Степной Логистик»'s profile (`account-info`), everything filled, as the seed holds it. */
export const PROFILE: AccountInfo = {
  bin: company.bin,
  companyName: company.name,
  legalForm: company.legalForm,
  owner: company.headName,
  headPositionId: company.headPositionId,
  headPosition: POSITIONS.find((p) => p.id === company.headPositionId)?.name ?? null,
  phone: company.phone,
  employeesNumber: company.employeesNumber,
  legalAddress: company.legalAddress,
  actualAddress: company.actualAddress,
  flat: null,
  bankId: company.bankId,
  bankName: BANKS.find((b) => b.id === company.bankId)?.name ?? null,
  iban: COMPANY_IBANS[0]?.iban ?? null,
  loginMethod: 'sms',
};

const soleProprietor = SOLE_PROPRIETORS[0];
if (!soleProprietor) throw new Error('the seed lost ИП «Әбдірахманов»');

/** ИП «Әбдірахманов»'s profile: a sole proprietor registered by IIN, its owner the head. */
export const SOLE_PROPRIETOR_PROFILE: AccountInfo = {
  bin: soleProprietor.bin,
  companyName: soleProprietor.name,
  legalForm: soleProprietor.legalForm,
  owner: soleProprietor.headName,
  headPositionId: soleProprietor.headPositionId,
  headPosition: POSITIONS.find((p) => p.id === soleProprietor.headPositionId)?.name ?? null,
  phone: soleProprietor.phone,
  employeesNumber: soleProprietor.employeesNumber,
  legalAddress: soleProprietor.legalAddress,
  actualAddress: soleProprietor.actualAddress,
  flat: null,
  bankId: soleProprietor.bankId,
  bankName: BANKS.find((b) => b.id === soleProprietor.bankId)?.name ?? null,
  iban: companyIbans(soleProprietor)[0]?.iban ?? null,
  loginMethod: 'sms',
};

/** The same company before anyone filled its profile in: what the wizards' step 1 starts from. */
export const BLANK_PROFILE: AccountInfo = {
  ...PROFILE,
  owner: null,
  headPositionId: null,
  headPosition: null,
  employeesNumber: null,
  legalAddress: null,
  actualAddress: null,
  bankId: null,
  bankName: null,
  iban: null,
};

const internetTariff = (speed: number, mode: 'reduced' | 'constant', price: number): Tariff => ({
  id: `office-${speed}-${mode}`,
  product: 'internet',
  name: `Интернет для офиса ${speed} Мбит/с`,
  monthlyPrice: price,
  speedMbps: speed,
  speedMode: mode,
  dataGb: null,
  minutesOther: null,
  sms: null,
  maxNumbers: null,
  maxAdditionalNumbers: null,
  archived: false,
});

export const INTERNET_TARIFFS: Tariff[] = [
  internetTariff(5, 'reduced', 15_900),
  internetTariff(10, 'reduced', 18_900),
  internetTariff(5, 'constant', 19_900),
  internetTariff(10, 'constant', 23_900),
];

export const MOBILE_TARIFFS: Tariff[] = [
  {
    id: 'kense',
    product: 'mobile',
    name: 'Кеңсе',
    monthlyPrice: 5_990,
    speedMbps: null,
    speedMode: null,
    dataGb: 30,
    minutesOther: 200,
    sms: 100,
    maxNumbers: 50,
    maxAdditionalNumbers: 2,
    archived: false,
  },
  {
    id: 'business-unlim-9',
    product: 'mobile',
    name: 'Бизнес Безлимит 9',
    monthlyPrice: 8_990,
    speedMbps: null,
    speedMode: null,
    dataGb: 200,
    minutesOther: null,
    sms: null,
    maxNumbers: 30,
    maxAdditionalNumbers: 10,
    archived: false,
  },
];

export function application(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    opportunityId: 'opp-1',
    applicationNumber: 'IN-000123',
    appType: 'internet',
    status: 'Qualification',
    summaryStatus: 'new',
    action: 'continue',
    tariff: { id: 'office-10-reduced', name: 'Интернет для офиса 10 Мбит/с', monthlyPrice: 18_900 },
    price: 18_900,
    creationDate: '2025-06-10T09:00:00+05:00',
    bin: PROFILE.bin,
    phone: PROFILE.phone,
    connectionAddress: 'г. Алматы, ул. Толе би, 101',
    bookingDate: null,
    deliveryType: null,
    deliveryAddress: null,
    roaming: null,
    step: 'companyDetails',
    stepNumber: 1,
    processing: false,
    company: {
      positionId: null,
      bankId: null,
      iban: null,
      factAddress: null,
      lawAddress: null,
      flat: null,
    },
    address: null,
    technology: 'fiber',
    mobile: null,
    signature: null,
    booking: null,
    pickup: null,
    delivery: null,
    updatedAt: '2025-06-10T09:00:00+05:00',
    history: [{ status: 'Qualification', at: '2025-06-10T09:00:00+05:00' }],
    ...overrides,
  };
}

/** An application as the lists and the login's `unfinishedApplication` carry it: its card's fields. */
export function summaryOf(detail: ApplicationDetail): ApplicationSummary {
  return {
    opportunityId: detail.opportunityId,
    applicationNumber: detail.applicationNumber,
    appType: detail.appType,
    status: detail.status,
    summaryStatus: detail.summaryStatus,
    action: detail.action,
    tariff: detail.tariff,
    price: detail.price,
    creationDate: detail.creationDate,
    bin: detail.bin,
    phone: detail.phone,
    connectionAddress: detail.connectionAddress,
    bookingDate: detail.bookingDate,
    deliveryType: detail.deliveryType,
    deliveryAddress: detail.deliveryAddress,
    roaming: detail.roaming,
  };
}

/**
 * A time-limited offer as the `offers` call answers it, in the state a test or story wants: the
 * seed's own period (`server/db/seed/reference.ts`, the spec's days).
 */
export function offerIn(id: OfferId, state: OfferState): Offer {
  const entry = OFFERS.find((offer) => offer.id === id);
  if (!entry) throw new Error(`the seed lost the offer "${id}"`);
  const { startsOn, endsOn } = entry.period;
  return { id, productSlug: entry.productSlug, state, startsOn, endsOn };
}
