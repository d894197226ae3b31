/**
 * For tests and stories of the wizards: applications at each step as the reference backend
 * answers them, and a scripted backend for everything the steps read. Import from tests and
 * stories only.
 */
import type {
  ApplicationDetail,
  DeliveryZone,
  GeocodedAddress,
  PickupCityDetails,
  TimeSlot,
} from '../../../contract/index.ts';
import { companyAnswers } from '../../test/answers.ts';
import { fakeBackend, type Answers } from '../../test/backend.ts';
import { BLANK_PROFILE, PROFILE, application } from '../../test/fixtures.ts';
import type { Handler } from '../api/testing.ts';

/** A whole contract file, as `contract-document` serves it (with what a page must not run). */
export const CONTRACT_HTML = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Договор № IN-2026-000123</title>
<style>body{font-family:Arial}</style></head>
<body><h1>Договор о предоставлении услуг связи № IN-2026-000123</h1>
<p>АО «Дала Телеком» (Оператор) и Абонент, указанный ниже, заключили настоящий договор.</p>
<h2>2. Абонент</h2><table><tr><th scope="row">Наименование</th><td>ТОО «Степной Логистик»</td></tr>
<tr><th scope="row">БИН/ИИН</th><td>180440000128</td></tr></table>
<script>window.contractRan = true</script><img src="x" onerror="window.contractRan = true">
</body></html>
`;

const slotAt = (date: string, start: string, end: string, available = true): TimeSlot => ({
  id: `${date}T${start}`,
  start: `${date}T${start}:00+05:00`,
  end: `${date}T${end}:00+05:00`,
  available,
});

const day = (date: string, taken: readonly string[] = []) => ({
  date,
  slots: [
    ['09:00', '11:00'],
    ['11:00', '13:00'],
    ['14:00', '16:00'],
    ['16:00', '18:00'],
  ].map(([start, end]) =>
    slotAt(date, start as string, end as string, !taken.includes(start as string)),
  ),
});

/** Business days from Thursday 5 March 2026: the first is fully booked, the second half. */
export const SLOT_DAYS = [
  day('2026-03-05', ['09:00', '11:00', '14:00', '16:00']),
  day('2026-03-06', ['09:00', '14:00']),
  day('2026-03-09'),
  day('2026-03-10', ['16:00']),
];

/** The company's account the wizards' step 1 is filled with (its profile's). */
export const IBAN = PROFILE.iban ?? '';

export const PICKUP_CITIES = [
  { id: 'almaty', name: 'Алматы' },
  { id: 'astana', name: 'Астана' },
  { id: 'karaganda', name: 'Караганда' },
];
export const PICKUP_POINT: PickupCityDetails = {
  id: 'almaty',
  name: 'Алматы',
  address: 'г. Алматы, пр. Аль-Фараби, 77/7, БЦ «Есентай Тауэр», 1 этаж',
  hours: 'Пн–Пт 9:00–19:00, Сб 10:00–16:00',
  manager: { name: 'Айгерим Нурланова', phone: '+77012223311' },
};
export const DELIVERY_ZONES: DeliveryZone[] = [
  {
    cityId: 'almaty',
    name: 'Алматы',
    polygon: [
      [43.36, 76.82],
      [43.36, 77.02],
      [43.3, 77.06],
      [43.19, 77.02],
      [43.17, 76.9],
      [43.22, 76.8],
    ],
  },
];
export const GEOCODED: GeocodedAddress = {
  address: 'г. Алматы, пр. Абая, 10',
  point: { lat: 43.2398, lng: 76.9046 },
  precision: 'house',
  cityId: 'almaty',
};

const COMPANY_DONE = {
  positionId: PROFILE.headPositionId,
  bankId: PROFILE.bankId,
  iban: IBAN,
  factAddress: 'г. Алматы, ул. Сатпаева, 30, офис 4',
  lawAddress: 'г. Алматы, ул. Толе би, 101',
  flat: '4',
};

// The cabinet's application fixture, as the wizards' stories and tests have always dated it.
const base: ApplicationDetail = application({
  applicationNumber: 'IN-2026-000123',
  tariff: { id: 'office-10-constant', name: 'Интернет для офиса 10 Мбит/с', monthlyPrice: 23_900 },
  price: 23_900,
  creationDate: '2026-03-02T10:00:00+05:00',
  connectionAddress: 'г. Алматы, ул. Сатпаева, 30',
  updatedAt: '2026-03-02T10:00:00+05:00',
  history: [],
});

/** An office application at a status, with what the backend holds by then. */
export function internetApplication(
  status: ApplicationDetail['status'] = 'Qualification',
  overrides: Partial<ApplicationDetail> = {},
): ApplicationDetail {
  const at: Record<string, Partial<ApplicationDetail>> = {
    Qualification: {},
    DataUpdate: { step: 'signing', stepNumber: 2, processing: true, action: null },
    SolutionOnClient: { step: 'signing', stepNumber: 2, action: 'sign' },
    SignatureProcessing: { step: 'signing', stepNumber: 2, processing: true, action: null },
    TimeBooking: { step: 'booking', stepNumber: 3, action: 'book' },
    BookingSlot: {
      step: 'done',
      stepNumber: 4,
      processing: true,
      action: null,
      booking: SLOT_DAYS[2]?.slots[1] ?? null,
      bookingDate: '2026-03-09T11:00:00+05:00',
    },
  };
  return {
    ...base,
    status,
    summaryStatus: status === 'Qualification' ? 'new' : 'inProgress',
    company: status === 'Qualification' ? base.company : COMPANY_DONE,
    ...at[status],
    ...overrides,
  };
}

/** A mobile application («Кеңсе», 5 + 2 numbers, roaming on) at a status. */
export function mobileApplication(
  status: ApplicationDetail['status'] = 'Qualification',
  overrides: Partial<ApplicationDetail> = {},
): ApplicationDetail {
  const numbers = [
    '+77001110001',
    '+77001110002',
    '+77001110003',
    '+77001110004',
    '+77001110005',
    '+77001110006',
    '+77001110007',
  ].map((msisdn, i) => ({ msisdn, own: false, additional: i >= 5 }));
  const at: Record<string, Partial<ApplicationDetail>> = {
    SolutionOnClient: { step: 'signing', stepNumber: 2, action: 'sign' },
    MobileDelivery: { step: 'receiving', stepNumber: 3, action: 'delivery' },
    DeliveryInProgress: {
      step: 'done',
      stepNumber: 4,
      action: null,
      deliveryType: 'pickup',
      pickup: PICKUP_POINT,
      deliveryAddress: PICKUP_POINT.address,
    },
  };
  return internetApplication(status === 'Qualification' ? 'Qualification' : 'SolutionOnClient', {
    opportunityId: 'opp-m1',
    applicationNumber: 'MB-2026-000045',
    appType: 'mobile',
    status,
    tariff: { id: 'kense', name: 'Кеңсе', monthlyPrice: 5_990 },
    price: 35_950,
    connectionAddress: null,
    technology: null,
    roaming: true,
    mobile: {
      ctnsAmount: 5,
      additionalCtnsAmount: 2,
      numbersChoice: 'new',
      ownNumbers: [],
      virtualPbx: false,
      roaming: true,
      numbers,
      totalNumbers: numbers.length,
    },
    ...(status === 'Qualification'
      ? { step: 'companyDetails', stepNumber: 1, action: 'continue' }
      : at[status]),
    ...overrides,
  });
}

/**
 * What every step reads, answered as the reference backend would for a company whose profile is
 * not filled in yet (step 1 starts empty), made from the contract; override per test by call.
 */
export function wizardBackend(answers: Answers = {}): Handler {
  return fakeBackend(
    companyAnswers(BLANK_PROFILE),
    {
      contractDocument: () =>
        new Response(CONTRACT_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      timeSlots: ({ input }) => ({ opportunityId: input.opportunityId, days: SLOT_DAYS }),
      mobileSelfPickupCities: () => ({ cities: PICKUP_CITIES }),
      mobileSelfPickupCityDetails: () => PICKUP_POINT,
      deliveryZones: () => ({ zones: DELIVERY_ZONES }),
      deliveryZoneCheck: () => ({ inZone: true, cityId: 'almaty' }),
      addressGeocode: () => ({ results: [GEOCODED] }),
    },
    answers,
  );
}

export type { Answers } from '../../test/backend.ts';
export { WizardView } from './WizardFlow.tsx';
export { ResumeScreen } from './ResumeScreen.tsx';
export { SignedConfirmation } from './steps/SignedConfirmation.tsx';
export { applicationHeading } from './heading.ts';
