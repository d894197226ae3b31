import type { AccountInfo, ApplicationDetail } from '../../../contract/index.ts';
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
  // Signed before the signature's facts were kept (as the demo data): no channel, no certificate.
  signature: {
    method: 'eds',
    channel: null,
    signedAt: '2025-04-15T12:00:00+05:00',
    signer: 'Нурланов Ерлан Маратович',
    signerIin: null,
    signerRole: null,
    certificate: null,
    cmsAvailable: false,
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

/** Signed by the First Head's key through NCALayer; time to book the installer. */
export const SIGNED_BY_EDS: ApplicationDetail = {
  ...base,
  opportunityId: 'opp-signed-eds',
  applicationNumber: 'IN-2026-000004',
  status: 'TimeBooking',
  action: 'book',
  step: 'booking',
  stepNumber: 3,
  signature: {
    method: 'eds',
    channel: 'ncalayer',
    signedAt: '2026-03-01T11:20:00+05:00',
    signer: 'Нурланов Ерлан Маратович',
    signerIin: '800315300129',
    signerRole: 'firstHead',
    certificate: {
      serialNumber: '39a9a373d63377e6759064d39989dec1',
      issuer: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)',
      validFrom: '2025-06-01T05:00:00+05:00',
      validTo: '2036-06-01T05:00:00+05:00',
    },
    cmsAvailable: true,
  },
};

/** Signed with a code from an SMS to the application's phone. */
export const SIGNED_BY_SMS: ApplicationDetail = {
  ...SIGNED_BY_EDS,
  opportunityId: 'opp-signed-sms',
  applicationNumber: 'IN-2026-000005',
  signature: {
    method: 'sms',
    channel: 'sms',
    signedAt: '2026-03-01T11:25:00+05:00',
    signer: '+7 701 *** ** 67',
    signerIin: null,
    signerRole: null,
    certificate: null,
    cmsAvailable: false,
  },
};

/** The signed contract's file and the CMS bytes the fake backend answers. */
export const SIGNED_CONTRACT_HTML = '<!doctype html><html lang="ru"><title>Договор</title></html>';
export const SIGNED_CMS = new Uint8Array([0x30, 0x82, 0x05, 0x1e, 0x06, 0x09]);

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
      contractDocument: ({ input }) =>
        find(input.opportunityId)
          ? new Response(SIGNED_CONTRACT_HTML, {
              headers: { 'Content-Type': 'text/html; charset=utf-8' },
            })
          : errorJson(404, 'APPLICATION_NOT_FOUND'),
      signatureCms: ({ input }) => {
        const found = find(input.opportunityId);
        if (!found) return errorJson(404, 'APPLICATION_NOT_FOUND');
        if (!found.signature?.cmsAvailable) return errorJson(409, 'SIGNATURE_FILE_ABSENT');
        return new Response(SIGNED_CMS, {
          headers: { 'Content-Type': 'application/pkcs7-signature' },
        });
      },
    },
    options.answers ?? {},
  );
}
