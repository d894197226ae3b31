import type { ApplicationDetail, Tariff } from '../../contract/api.ts';

/** Backend records as the reference backend answers them, for the site features' tests. */

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
    bin: '180440000128',
    phone: '+77011234567',
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

export const ACCOUNT = {
  bin: '180440000128',
  companyName: 'ТОО «Степной Логистик»',
  legalForm: 'LLP',
  owner: null,
  headPositionId: null,
  headPosition: null,
  phone: '+77011234567',
  employeesNumber: null,
  legalAddress: null,
  actualAddress: null,
  flat: null,
  bankId: null,
  bankName: null,
  iban: null,
  loginMethod: 'sms',
} as const;
