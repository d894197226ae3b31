import type {
  AccountInfo,
  ApplicationDetail,
  ApplicationSummary,
  UpdateAccountInfoRequest,
} from '../../../contract/api.ts';
import { errorJson, json, type Handler, type RecordedRequest } from '../api/testing.ts';
import { BANKS, IBANS, POSITIONS } from '../company/testing.ts';

export { BANKS, IBANS, POSITIONS };

/**
 * The cabinet's entry for tests and stories: records as the reference backend answers them for
 * ТОО «Степной Логистик», and a scripted backend over them. Not for production code.
 */

export const ACCOUNT: AccountInfo = {
  bin: '180440000128',
  companyName: 'ТОО «Степной Логистик»',
  legalForm: 'LLP',
  owner: 'Нурланов Ерлан Маратович',
  headPositionId: 'director',
  headPosition: 'Директор',
  phone: '+77011234567',
  employeesNumber: 48,
  legalAddress: 'г. Алматы, ул. Толе би, 101',
  actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
  flat: null,
  bankId: 'halyk',
  bankName: 'АО «Народный сберегательный банк Казахстана»',
  iban: 'KZ356011804400001280',
  loginMethod: 'sms',
};

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
  bin: '180440000128',
  phone: '+77011234567',
  connectionAddress: 'г. Алматы, ул. Сатпаева, 22',
  bookingDate: null,
  deliveryType: null,
  deliveryAddress: null,
  roaming: null,
  step: 'signing',
  stepNumber: 2,
  processing: false,
  company: {
    positionId: 'director',
    bankId: 'halyk',
    iban: 'KZ356011804400001280',
    factAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
    lawAddress: 'г. Алматы, ул. Толе би, 101',
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

export interface CabinetBackendOptions {
  account?: AccountInfo;
  applications?: ApplicationDetail[];
  /** Answers `update-account-info` (the default stores the change and echoes the profile). */
  update?: Handler;
  /** Answers `cancel-opportunity` (the default cancels it and adds the history entry). */
  cancel?: Handler;
  /** Answers `last-application-detail` of either product (default: the newest unfinished). */
  last?: Handler;
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
 * A backend for the cabinet's screens that keeps state like the real one: a saved profile reads
 * back as saved, a cancelled application stays cancelled with its history grown.
 */
export function cabinetBackend(options: CabinetBackendOptions = {}): Handler {
  let account = { ...(options.account ?? ACCOUNT) };
  const applications = [...(options.applications ?? [TO_SIGN, COMPLETED, MOBILE])];
  const find = (request: RecordedRequest) =>
    applications.find(
      (a) =>
        a.opportunityId ===
        (request.query.get('opportunityId') ??
          (request.body as { opportunityId?: string })?.opportunityId),
    );
  const table: Record<string, Handler> = {
    '/account-info': () => json(account),
    '/update-account-info':
      options.update ??
      ((request) => {
        const body = request.body as UpdateAccountInfoRequest;
        account = {
          ...account,
          ...(body.owner !== undefined ? { owner: body.owner } : {}),
          ...(body.phone ? { phone: body.phone } : {}),
          ...(body.employeesNumber !== undefined ? { employeesNumber: body.employeesNumber } : {}),
          ...(body.legalAddress !== undefined ? { legalAddress: body.legalAddress } : {}),
          ...(body.actualAddress !== undefined ? { actualAddress: body.actualAddress } : {}),
          ...(body.flat !== undefined ? { flat: body.flat } : {}),
          ...(body.bankId !== undefined
            ? {
                bankId: body.bankId,
                bankName: BANKS.find((b) => b.id === body.bankId)?.name ?? null,
              }
            : {}),
          ...(body.iban !== undefined ? { iban: body.iban } : {}),
          ...(body.headPositionId !== undefined
            ? {
                headPositionId: body.headPositionId,
                headPosition: POSITIONS.find((p) => p.id === body.headPositionId)?.name ?? null,
              }
            : {}),
        };
        return json(account);
      }),
    '/banks': () => json({ banks: BANKS }),
    '/positions': () => json({ positions: POSITIONS }),
    '/customer-ibans': (request) => {
      const bankId = request.query.get('bankId') ?? '';
      return json({ bankId, ibans: (IBANS[bankId] ?? []).map((iban) => ({ iban, bankId })) });
    },
    '/client-applications': (request) =>
      json({
        productType: request.query.get('productType'),
        applications: applications
          .filter((a) => a.appType === request.query.get('productType'))
          .map(summaryOf),
      }),
    '/fix/application-detail': (request) => {
      const found = find(request);
      return found?.appType === 'internet' ? json(found) : errorJson(404, 'APPLICATION_NOT_FOUND');
    },
    '/mobile/application-detail': (request) => {
      const found = find(request);
      return found?.appType === 'mobile' ? json(found) : errorJson(404, 'APPLICATION_NOT_FOUND');
    },
    '/cancel-opportunity':
      options.cancel ??
      ((request) => {
        const found = find(request);
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
        return json(summaryOf(cancelled));
      }),
    '/mobile-last-application-detail':
      options.last ??
      (() =>
        json({
          application:
            applications.find((a) => a.appType === 'mobile' && UNFINISHED.includes(a.status)) ??
            null,
        })),
    '/last-application-detail':
      options.last ??
      (() =>
        json({
          application:
            applications.find((a) => a.appType === 'internet' && UNFINISHED.includes(a.status)) ??
            null,
        })),
  };
  // Longest suffix first: `/mobile-last-application-detail` before `/last-application-detail`.
  const suffixes = Object.keys(table).sort((a, b) => b.length - a.length);
  return (request) => {
    const key = suffixes.find((suffix) => request.path.endsWith(suffix));
    return key ? (table[key] as Handler)(request) : errorJson(404, 'NOT_FOUND');
  };
}
