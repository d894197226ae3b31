import type { AccountInfo, ApplicationDetail } from '../../../contract/api.ts';
import { companyAnswers } from '../../test/answers.ts';
import { fakeBackend, type Answers } from '../../test/backend.ts';
import { PROFILE, summaryOf } from '../../test/fixtures.ts';
import { errorJson, type Handler } from '../api/testing.ts';

/**
 * The cabinet's entry for tests and stories: ТОО «Степной Логистик»'s applications as the
 * reference backend answers them, and a fake backend over them made from the contract. The
 * company's own records live in `app/test/fixtures.ts`. Not for production code.
 */

const base: ApplicationDetail = {
  opportunityId: 'opp-sign',
  applicationNumber: 'IN-2026-000002',
  appType: 'internet',
  status: 'SolutionOnClient',
  summaryStatus: 'inProgress',
  action: 'sign',
  tariff: { id: 'office-20-constant', name: 'Интернет для офиса 20 Мбит/с', monthlyPrice: 31_900 },
  price: 31_900,
  creationDate: '2026-02-27T10:15:00+05:00',
  bin: PROFILE.bin,
  phone: PROFILE.phone,
  connectionAddress: 'г. Алматы, ул. Сатпаева, 22',
  bookingDate: null,
  deliveryType: null,
  deliveryAddress: null,
  roaming: null,
  step: 'signing',
  stepNumber: 2,
  processing: false,
  company: {
    positionId: PROFILE.headPositionId,
    bankId: PROFILE.bankId,
    iban: PROFILE.iban,
    factAddress: PROFILE.actualAddress,
    lawAddress: PROFILE.legalAddress,
    flat: null,
  },
  address: null,
  technology: 'fiber',
  mobile: null,
  signature: null,
  booking: null,
  pickup: null,
  delivery: null,
  updatedAt: '2026-03-01T11:00:00+05:00',
  history: [
    { status: 'Qualification', at: '2026-02-27T10:15:00+05:00' },
    { status: 'DataUpdate', at: '2026-02-28T09:30:00+05:00' },
    { status: 'SolutionOnClient', at: '2026-03-01T11:00:00+05:00' },
  ],
};

/** The office application waiting for its documents to be signed. */
export const TO_SIGN: ApplicationDetail = base;

/** A finished office connection of last year. */
export const COMPLETED: ApplicationDetail = {
  ...base,
  opportunityId: 'opp-done',
  applicationNumber: 'IN-2025-000001',
  status: 'StatusCompleted',
  summaryStatus: 'completed',
  action: null,
  tariff: { id: 'office-10-reduced', name: 'Интернет для офиса 10 Мбит/с', monthlyPrice: 18_900 },
  price: 18_900,
  creationDate: '2025-04-14T12:00:00+05:00',
  connectionAddress: 'г. Алматы, ул. Толе би, 101',
  step: 'done',
  stepNumber: 4,
  signature: {
    method: 'eds',
    signedAt: '2025-04-15T12:00:00+05:00',
    signer: 'Нурланов Ерлан Маратович',
  },
  booking: {
    id: '2025-04-21T09:00',
    start: '2025-04-21T09:00:00+05:00',
    end: '2025-04-21T11:00:00+05:00',
    available: false,
  },
  bookingDate: '2025-04-21T09:00:00+05:00',
  updatedAt: '2025-04-21T11:00:00+05:00',
  history: [
    { status: 'Qualification', at: '2025-04-14T12:00:00+05:00' },
    { status: 'StatusCompleted', at: '2025-04-21T11:00:00+05:00' },
  ],
};

/** Mobile SIM cards waiting for the delivery choice. */
export const MOBILE: ApplicationDetail = {
  ...base,
  opportunityId: 'opp-mobile',
  applicationNumber: 'MB-2026-000003',
  appType: 'mobile',
  status: 'MobileDelivery',
  action: 'delivery',
  tariff: { id: 'kense', name: 'Кеңсе', monthlyPrice: 5_990 },
  price: 77_870,
  connectionAddress: null,
  technology: null,
  roaming: true,
  step: 'receiving',
  stepNumber: 3,
  mobile: {
    ctnsAmount: 12,
    additionalCtnsAmount: 1,
    numbersChoice: 'partlyOwn',
    ownNumbers: ['+77011234568'],
    virtualPbx: true,
    roaming: true,
    numbers: [
      { msisdn: '+77011234568', own: true, additional: false },
      { msisdn: '+77085000000', own: false, additional: true },
    ],
    totalNumbers: 13,
  },
};

export interface CabinetBackendOptions {
  account?: AccountInfo;
  applications?: ApplicationDetail[];
  /** Answers that replace the default ones (a failure, a hang, a count). */
  answers?: Answers;
}

const UNFINISHED = [
  'Qualification',
  'DataUpdate',
  'SolutionOnClient',
  'SignatureProcessing',
  'TimeBooking',
  'MobileDelivery',
];

/**
 * A backend for the cabinet's screens, made from the contract (`app/test/backend.ts`), that
 * keeps state like the real one: a saved profile reads back as saved, a cancelled application
 * stays cancelled with its history grown.
 */
export function cabinetBackend(options: CabinetBackendOptions = {}): Handler {
  const applications = [...(options.applications ?? [TO_SIGN, COMPLETED, MOBILE])];
  const find = (opportunityId: string) =>
    applications.find((a) => a.opportunityId === opportunityId);
  const detailOf =
    (appType: ApplicationDetail['appType']) =>
    ({ input }: { input: { opportunityId: string } }) => {
      const found = find(input.opportunityId);
      return found?.appType === appType ? found : errorJson(404, 'APPLICATION_NOT_FOUND');
    };
  const lastOf = (appType: ApplicationDetail['appType']) => () => ({
    application:
      applications.find((a) => a.appType === appType && UNFINISHED.includes(a.status)) ?? null,
  });
  return fakeBackend(
    companyAnswers(options.account),
    {
      clientApplications: ({ input }) => ({
        productType: input.productType,
        applications: applications
          .filter((a) => a.appType === input.productType)
          .filter(
            (a) => !input.status || input.status === 'all' || a.summaryStatus === input.status,
          )
          .map(summaryOf),
      }),
      fixApplicationDetail: detailOf('internet'),
      mobileApplicationDetail: detailOf('mobile'),
      cancelOpportunity: ({ input }) => {
        const found = find(input.opportunityId);
        if (!found) return errorJson(404, 'APPLICATION_NOT_FOUND');
        const cancelled: ApplicationDetail = {
          ...found,
          status: 'StatusCancelled',
          summaryStatus: 'cancelled',
          action: null,
          step: null,
          stepNumber: null,
          history: [
            ...found.history,
            { status: 'StatusCancelled', at: '2026-03-02T09:00:00+05:00' },
          ],
        };
        applications.splice(applications.indexOf(found), 1, cancelled);
        return summaryOf(cancelled);
      },
      lastApplicationDetail: lastOf('internet'),
      mobileLastApplicationDetail: lastOf('mobile'),
    },
    options.answers ?? {},
  );
}
