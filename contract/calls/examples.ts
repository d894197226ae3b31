/**
 * The answers the OpenAPI document shows, with the reference backend's demo data (server/README.md
 * «Demo data»): the records more than one call answers, and the application at each status a call
 * leaves it in. The declarations take them as `example.response`; `examples.test.ts` parses every
 * one with its call's response schema, strictly, so an example cannot drift from its schema.
 * Values are the demo data's answers for ТОО «Мега Маркет Шымкент» (BIN 160440000372, phone
 * +77471234500: its office and mobile applications); tokens are made up in their real shapes.
 */
import {
  CARD_ACTION_OF,
  SUMMARY_STATUS_OF,
  WIZARD_POSITION_OF,
  STATUS_FLOW,
  WIZARD_STEPS_OF,
  type DetailedStatus,
} from '../domain.ts';
import type {
  AccountInfo,
  ApplicationDetail,
  ApplicationSignature,
  ApplicationStatusChange,
  ApplicationSummary,
  PickupCityDetails,
  TimeSlot,
} from '../schema/entities.ts';

/** The ids the cabinet's request examples name: the demo company's two applications. */
export const EXAMPLE_IDS = {
  office: 'f67f698e-0c4b-4e10-ae21-faf638b73439',
  mobile: '1427b81e-8843-48d9-8b99-ed1c5175ec86',
};

export const EXAMPLE_TOKENS = {
  accessToken: 'nOjL8c4SFhhXs3DLxsPT9c1pZoRTqJIWStIWwn66vuE',
  refreshToken: 'lebbsdB-_UHL1vIZ4qiFUvHluIEqXnYqxYWUljZ_YFQ',
  expiresIn: 900,
  refreshExpiresIn: 2_592_000,
};

export const EXAMPLE_ACCOUNT: AccountInfo = {
  bin: '160440000372',
  companyName: 'ТОО «Мега Маркет Шымкент»',
  legalForm: 'LLP',
  owner: 'Турсунов Бахтияр Алишерович',
  headPositionId: 'general-director',
  headPosition: 'Генеральный директор',
  phone: '+77471234500',
  employeesNumber: 120,
  legalAddress: 'г. Шымкент, пр. Республики, 12',
  actualAddress: 'г. Шымкент, пр. Республики, 12',
  flat: null,
  bankId: 'bcc',
  bankName: 'АО «Банк ЦентрКредит»',
  iban: 'KZ278561604400003720',
  loginMethod: 'sms',
};

export const EXAMPLE_SLOT: TimeSlot = {
  id: '2026-12-07T09:00',
  start: '2026-12-07T09:00:00+05:00',
  end: '2026-12-07T11:00:00+05:00',
  available: true,
};

export const EXAMPLE_PICKUP: PickupCityDetails = {
  id: 'shymkent',
  name: 'Шымкент',
  address: 'г. Шымкент, пр. Тауке хана, 37',
  hours: 'Пн–Пт 09:00–19:00, Сб 10:00–16:00, Вс — выходной',
  manager: { name: 'Садыкова Гульнара Абдуллаевна', phone: '+77017110325' },
};

/** The head's signature by EDS through NCALayer, as the signature card shows it. */
const EDS_SIGNATURE: ApplicationSignature = {
  method: 'eds',
  channel: 'ncalayer',
  signedAt: '2026-11-25T11:46:32+05:00',
  signer: 'ТУРСУНОВ БАХТИЯР',
  signerIin: '790608300652',
  signerRole: 'firstHead',
  certificate: {
    serialNumber: '3f9a6c0d12e4b7a85c6e0f1d2a3b4c5d6e7f8091',
    issuer: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)',
    validFrom: '2025-06-01T10:00:00+05:00',
    validTo: '2026-06-01T10:00:00+05:00',
  },
  cmsAvailable: true,
};

/** A moment in Kazakhstan time (UTC+5), as the backend writes it. */
const kzTime = (ms: number) => `${new Date(ms + 5 * 3_600_000).toISOString().slice(0, 19)}+05:00`;

/** The statuses an application passes on its way to `status`, twelve hours apart. */
function historyTo(
  status: DetailedStatus,
  flow: readonly DetailedStatus[],
): ApplicationStatusChange[] {
  const reached = flow.includes(status)
    ? flow.slice(0, flow.indexOf(status) + 1)
    : [flow[0]!, status];
  const start = Date.parse('2026-11-24T06:46:32Z');
  return reached.map((each, index) => ({ status: each, at: kzTime(start + index * 43_200_000) }));
}

const OFFICE_FLOW = STATUS_FLOW.internet;
const MOBILE_FLOW = STATUS_FLOW.mobile;

const after = (status: DetailedStatus, flow: readonly DetailedStatus[], than: DetailedStatus) =>
  flow.indexOf(status) > flow.indexOf(than);

/** The fields every application at `status` derives from it (§4.3, `contract/domain.ts`). */
function position(status: DetailedStatus, appType: 'internet' | 'mobile') {
  const at = WIZARD_POSITION_OF[status];
  return {
    status,
    summaryStatus: SUMMARY_STATUS_OF[status],
    action: CARD_ACTION_OF[status],
    step: at?.step ?? null,
    stepNumber: at ? WIZARD_STEPS_OF[appType].indexOf(at.step) + 1 : null,
    processing: at?.processing ?? false,
  };
}

/** Step 1's company details, once sent (and empty before). */
const company = (filled: boolean) => ({
  positionId: filled ? 'general-director' : null,
  bankId: filled ? 'bcc' : null,
  iban: filled ? 'KZ278561604400003720' : null,
  factAddress: filled ? 'г. Шымкент, пр. Республики, 12' : null,
  lawAddress: filled ? 'г. Шымкент, пр. Республики, 12' : null,
  flat: null,
});

/** ТОО «Мега Маркет Шымкент»'s office-internet application at `status`. */
export function officeApplication(status: DetailedStatus): ApplicationDetail {
  const history = historyTo(status, OFFICE_FLOW);
  const { step, stepNumber, processing, ...summary } = position(status, 'internet');
  const filled = status !== 'Qualification';
  const signed = after(status, OFFICE_FLOW, 'SolutionOnClient');
  const booked = after(status, OFFICE_FLOW, 'TimeBooking');
  return {
    opportunityId: EXAMPLE_IDS.office,
    applicationNumber: 'IN-2026-000006',
    appType: 'internet',
    ...summary,
    tariff: { id: 'office-20-reduced', name: 'Интернет для офиса 20 Мбит/с', monthlyPrice: 24_900 },
    price: 24_900,
    creationDate: history[0]!.at,
    bin: '160440000372',
    phone: '+77471234500',
    connectionAddress: 'г. Шымкент, пр. Тауке хана, 37',
    bookingDate: booked ? EXAMPLE_SLOT.start : null,
    deliveryType: null,
    deliveryAddress: null,
    roaming: null,
    step,
    stepNumber,
    processing,
    company: company(filled),
    address: {
      cityId: 'shymkent',
      city: 'г. Шымкент',
      streetId: 'shymkent-tauke-khan',
      street: 'пр. Тауке хана',
      houseId: 'shymkent-tauke-khan-37',
      house: '37',
      manual: false,
    },
    technology: 'fiber',
    mobile: null,
    signature: signed ? EDS_SIGNATURE : null,
    booking: booked ? EXAMPLE_SLOT : null,
    pickup: null,
    delivery: null,
    updatedAt: history.at(-1)!.at,
    history,
  };
}

/** ТОО «Мега Маркет Шымкент»'s mobile-connection application (20 numbers on Кеңсе) at `status`. */
export function mobileApplication(status: DetailedStatus): ApplicationDetail {
  const history = historyTo(status, MOBILE_FLOW);
  const { step, stepNumber, processing, ...summary } = position(status, 'mobile');
  const filled = status !== 'Qualification';
  const signed = after(status, MOBILE_FLOW, 'SolutionOnClient');
  const received = after(status, MOBILE_FLOW, 'MobileDelivery');
  return {
    opportunityId: EXAMPLE_IDS.mobile,
    applicationNumber: 'MB-2026-000007',
    appType: 'mobile',
    ...summary,
    tariff: { id: 'kense', name: 'Кеңсе', monthlyPrice: 5_990 },
    price: 119_800,
    creationDate: history[0]!.at,
    bin: '160440000372',
    phone: '+77471234500',
    connectionAddress: null,
    bookingDate: null,
    deliveryType: received ? 'pickup' : null,
    deliveryAddress: received ? EXAMPLE_PICKUP.address : null,
    roaming: false,
    step,
    stepNumber,
    processing,
    company: company(filled),
    address: null,
    technology: null,
    mobile: {
      ctnsAmount: 20,
      additionalCtnsAmount: 0,
      numbersChoice: 'new',
      ownNumbers: [],
      virtualPbx: true,
      roaming: false,
      // Two of the 20 reserved numbers, for the example's length.
      numbers: [
        { msisdn: '+77085000013', own: false, additional: false },
        { msisdn: '+77085000014', own: false, additional: false },
      ],
      totalNumbers: 20,
    },
    signature: signed
      ? {
          method: 'sms',
          channel: 'sms',
          signedAt: history[3]!.at,
          signer: '+7 747 *** ** 00',
          signerIin: null,
          signerRole: null,
          certificate: null,
          cmsAvailable: false,
        }
      : null,
    booking: null,
    pickup: received ? EXAMPLE_PICKUP : null,
    delivery: null,
    updatedAt: history.at(-1)!.at,
    history,
  };
}

/** What an application card shows of `detail`. */
export function summaryOf(detail: ApplicationDetail): ApplicationSummary {
  const {
    step: _step,
    stepNumber: _number,
    processing: _processing,
    company: _company,
    address: _address,
    technology: _technology,
    mobile: _mobile,
    signature: _signature,
    booking: _booking,
    pickup: _pickup,
    delivery: _delivery,
    updatedAt: _updated,
    history: _history,
    ...summary
  } = detail;
  return summary;
}

/** A contract document (`text/html`): the reference backend's, cut to its title for the example. */
export const EXAMPLE_CONTRACT_HTML =
  '<!doctype html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n<title>Договор о предоставлении услуг связи № IN-2026-000006</title>\n</head>\n<body>\n<h1>Договор о предоставлении услуг связи № IN-2026-000006</h1>\n</body>\n</html>\n';

/** What sign-data answers for it: the document's bytes in base64, and their SHA-256. */
export const EXAMPLE_SIGN_DATA = {
  opportunityId: EXAMPLE_IDS.office,
  documentId: 'contract-IN-2026-000006',
  documentName: 'contract-IN-2026-000006.html',
  digest: 'baff2658a397bc0fa51737a415eea863ba295e2fce359d691770ffebaa79e897',
  dataToSign:
    'PCFkb2N0eXBlIGh0bWw+CjxodG1sIGxhbmc9InJ1Ij4KPGhlYWQ+CjxtZXRhIGNoYXJzZXQ9InV0Zi04Ij4KPHRpdGxlPtCU0L7Qs9C+0LLQvtGAINC+INC/0YDQtdC00L7RgdGC0LDQstC70LXQvdC40Lgg0YPRgdC70YPQsyDRgdCy0Y/Qt9C4IOKEliBJTi0yMDI2LTAwMDAwNjwvdGl0bGU+CjwvaGVhZD4KPGJvZHk+CjxoMT7QlNC+0LPQvtCy0L7RgCDQviDQv9GA0LXQtNC+0YHRgtCw0LLQu9C10L3QuNC4INGD0YHQu9GD0LMg0YHQstGP0LfQuCDihJYgSU4tMjAyNi0wMDAwMDY8L2gxPgo8L2JvZHk+CjwvaHRtbD4K',
};
