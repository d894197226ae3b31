// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PATHS, CALL_ROUTES, type ApiPathKey } from '../../../contract/api.ts';
import { createApiClient, type ApiClient } from './client.ts';
import {
  APPLICATION_DETAIL_CALL,
  LAST_APPLICATION_CALL,
  apiUrl,
  callEndpoint,
} from './endpoints.ts';
import { hang, json, scriptedFetch } from './test/scriptedFetch.ts';
import { createMemoryTokenStore } from './tokens.ts';

type Sent = { query?: Record<string, string>; body?: unknown };
interface Case {
  call: (client: ApiClient) => Promise<unknown>;
  sent: Sent;
}

const company = {
  positionId: 'p1',
  bankId: 'b1',
  iban: 'KZ86125KZT5004100100',
  factAddress: 'a',
  lawAddress: 'b',
};
const numbers = {
  tariffId: 'biz-30',
  ctnsAmount: 2,
  additionalCtnsAmount: 0,
  numbersChoice: 'new' as const,
  virtualPbx: true,
  roaming: false,
};

/** A success case's multipart input: its text fields and the photo, as CaseForm sends it. */
function multipart(fields: Record<string, string>, photo: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', photo, photo.name);
  return form;
}

const beat = {
  kioskId: 'almaty-dostyk-1',
  deviceToken: 'Xq3v0dW8cJ1oK7tLmN2pR5sT9uV4wY6zA8bC0dE1fG2',
  version: 'abc123',
  waitingVersion: null,
  online: true,
  since: '2026-11-27T08:00:00.000Z',
  lastResetAt: null,
  lastError: null,
  accessMode: true,
};

/**
 * Every call of the contract but the two the client makes itself (refresh, revoke), the health
 * and readiness checks (a load balancer's) and the kiosk fleet's staff calls (the operator's
 * staff make them, not the site). The type makes a new contract path without a function here a
 * compile error.
 */
type NotTheClients =
  'health' | 'ready' | 'refreshToken' | 'revokeToken' | 'kioskFleet' | 'kioskSettings';
const CASES: Record<Exclude<ApiPathKey, NotTheClients>, Case> = {
  loginStart: {
    call: (c) => callEndpoint(c, 'loginStart', { bin: '180440000128', phone: '+77011234567' }),
    sent: { body: { bin: '180440000128', phone: '+77011234567' } },
  },
  loginVerify: {
    call: (c) =>
      callEndpoint(c, 'loginVerify', { bin: '180440000128', phone: '+77011234567', code: '1234' }),
    sent: { body: { bin: '180440000128', phone: '+77011234567', code: '1234' } },
  },
  edsChallenge: { call: (c) => callEndpoint(c, 'edsChallenge'), sent: { body: {} } },
  edsLogin: {
    call: (c) => callEndpoint(c, 'edsLogin', { challengeId: 'ch1', signature: 'c2ln' }),
    sent: { body: { challengeId: 'ch1', signature: 'c2ln' } },
  },
  smsSend: {
    call: (c) => callEndpoint(c, 'smsSend', { phone: '+77011234567', purpose: 'consultation' }),
    sent: { body: { phone: '+77011234567', purpose: 'consultation' } },
  },
  smsCheck: {
    call: (c) =>
      callEndpoint(c, 'smsCheck', { phone: '+77011234567', purpose: 'case', code: '0000' }),
    sent: { body: { phone: '+77011234567', purpose: 'case', code: '0000' } },
  },
  createConsultancy: {
    call: (c) =>
      callEndpoint(c, 'createConsultancy', {
        phone: '+77011234567',
        bin: '180440000128',
        consent: true,
        smsProof: 'proof',
        productSlug: 'ip-vpn',
      }),
    sent: {
      body: {
        phone: '+77011234567',
        bin: '180440000128',
        consent: true,
        smsProof: 'proof',
        productSlug: 'ip-vpn',
      },
    },
  },
  createHandsetConsultancy: {
    call: (c) =>
      callEndpoint(c, 'createHandsetConsultancy', {
        phone: '+77011234567',
        bin: '180440000128',
        consent: true,
        smsProof: 'proof',
      }),
    sent: {
      body: { phone: '+77011234567', bin: '180440000128', consent: true, smsProof: 'proof' },
    },
  },
  pricePlanOffer: {
    call: (c) => callEndpoint(c, 'pricePlanOffer', { bin: '180440000128' }),
    sent: { query: { bin: '180440000128' } },
  },
  createLead: {
    call: (c) => callEndpoint(c, 'createLead', { phone: '+77011234567', consent: true }),
    sent: { body: { phone: '+77011234567', consent: true } },
  },
  createOpportunity: {
    call: (c) =>
      callEndpoint(c, 'createOpportunity', {
        phone: '+77011234567',
        bin: '180440000128',
        consent: true,
      }),
    sent: { body: { phone: '+77011234567', bin: '180440000128', consent: true } },
  },
  checkAgent: {
    call: (c) => callEndpoint(c, 'checkAgent', { name: 'agent.k' }),
    sent: { query: { name: 'agent.k' } },
  },
  createRepriceRequest: {
    call: (c) =>
      callEndpoint(c, 'createRepriceRequest', {
        name: 'Әлия',
        phone: '+77011234567',
        bin: '1',
        consent: true,
      }),
    sent: { body: { name: 'Әлия', phone: '+77011234567', bin: '1', consent: true } },
  },
  tariffs: {
    call: (c) => callEndpoint(c, 'tariffs', { product: 'mobile', archived: 'true' }),
    sent: { query: { product: 'mobile', archived: 'true' } },
  },
  offers: { call: (c) => callEndpoint(c, 'offers'), sent: {} },
  addressCities: {
    call: (c) => callEndpoint(c, 'addressCities', { q: 'Алм' }),
    sent: { query: { q: 'Алм' } },
  },
  addressStreets: {
    call: (c) => callEndpoint(c, 'addressStreets', { cityId: 'almaty', q: 'Төле' }),
    sent: { query: { cityId: 'almaty', q: 'Төле' } },
  },
  addressHouses: {
    call: (c) => callEndpoint(c, 'addressHouses', { streetId: 's1' }),
    sent: { query: { streetId: 's1' } },
  },
  addressCoverage: {
    call: (c) =>
      callEndpoint(c, 'addressCoverage', { cityId: 'almaty', street: 'Төле би', house: '101' }),
    sent: { query: { cityId: 'almaty', street: 'Төле би', house: '101' } },
  },
  addressGeocode: {
    call: (c) => callEndpoint(c, 'addressGeocode', { q: 'Алматы, Абая 10' }),
    sent: { query: { q: 'Алматы, Абая 10' } },
  },
  createApplication: {
    call: (c) =>
      callEndpoint(c, 'createApplication', { tariffId: 'fix-100', address: { houseId: 'h1' } }),
    sent: { body: { tariffId: 'fix-100', address: { houseId: 'h1' } } },
  },
  createMobileApplication: {
    call: (c) => callEndpoint(c, 'createMobileApplication', numbers),
    sent: { body: numbers },
  },
  updateApplication: {
    call: (c) => callEndpoint(c, 'updateApplication', { opportunityId: 'op1', ...company }),
    sent: { body: { opportunityId: 'op1', ...company } },
  },
  mobileUpdateApplication: {
    call: (c) => callEndpoint(c, 'mobileUpdateApplication', { opportunityId: 'op2', ...company }),
    sent: { body: { opportunityId: 'op2', ...company } },
  },
  cancelOpportunity: {
    call: (c) => callEndpoint(c, 'cancelOpportunity', { opportunityId: 'op1' }),
    sent: { body: { opportunityId: 'op1' } },
  },
  lastApplicationDetail: {
    call: (c) => callEndpoint(c, LAST_APPLICATION_CALL['internet']),
    sent: {},
  },
  mobileLastApplicationDetail: {
    call: (c) => callEndpoint(c, LAST_APPLICATION_CALL['mobile']),
    sent: {},
  },
  banks: { call: (c) => callEndpoint(c, 'banks'), sent: {} },
  customerIbans: {
    call: (c) => callEndpoint(c, 'customerIbans', { bankId: 'b1' }),
    sent: { query: { bankId: 'b1' } },
  },
  mobileSelfPickupCities: { call: (c) => callEndpoint(c, 'mobileSelfPickupCities'), sent: {} },
  mobileSelfPickupCityDetails: {
    call: (c) => callEndpoint(c, 'mobileSelfPickupCityDetails', { 'city-id': 'astana' }),
    sent: { query: { 'city-id': 'astana' } },
  },
  pickupOption: {
    call: (c) =>
      callEndpoint(c, 'pickupOption', { opportunityId: 'op2', type: 'pickup', cityId: 'astana' }),
    sent: { body: { opportunityId: 'op2', type: 'pickup', cityId: 'astana' } },
  },
  accountInfo: { call: (c) => callEndpoint(c, 'accountInfo'), sent: {} },
  clientApplications: {
    call: (c) =>
      callEndpoint(c, 'clientApplications', { productType: 'mobile', status: 'inProgress' }),
    sent: { query: { productType: 'mobile', status: 'inProgress' } },
  },
  updateAccountInfo: {
    call: (c) => callEndpoint(c, 'updateAccountInfo', { employeesNumber: 12, flat: null }),
    sent: { body: { employeesNumber: 12, flat: null } },
  },
  fixApplicationDetail: {
    call: (c) => callEndpoint(c, APPLICATION_DETAIL_CALL['internet'], { opportunityId: 'op1' }),
    sent: { query: { opportunityId: 'op1' } },
  },
  mobileApplicationDetail: {
    call: (c) => callEndpoint(c, APPLICATION_DETAIL_CALL['mobile'], { opportunityId: 'op2' }),
    sent: { query: { opportunityId: 'op2' } },
  },
  positions: { call: (c) => callEndpoint(c, 'positions'), sent: {} },
  timeSlots: {
    call: (c) =>
      callEndpoint(c, 'timeSlots', { opportunityId: 'op1', from: '2026-12-01', days: '7' }),
    sent: { query: { opportunityId: 'op1', from: '2026-12-01', days: '7' } },
  },
  bookTimeSlot: {
    call: (c) => callEndpoint(c, 'bookTimeSlot', { opportunityId: 'op1', slotId: 's9' }),
    sent: { body: { opportunityId: 'op1', slotId: 's9' } },
  },
  contractDocument: {
    call: (c) => callEndpoint(c, 'contractDocument', { opportunityId: 'op1' }),
    sent: { query: { opportunityId: 'op1' } },
  },
  signatureCms: {
    call: (c) => callEndpoint(c, 'signatureCms', { opportunityId: 'op1' }),
    sent: { query: { opportunityId: 'op1' } },
  },
  signData: {
    call: (c) => callEndpoint(c, 'signData', { opportunityId: 'op1' }),
    sent: { query: { opportunityId: 'op1' } },
  },
  signDocuments: {
    call: (c) =>
      callEndpoint(c, 'signDocuments', {
        opportunityId: 'op1',
        consent: true,
        method: 'sms',
        smsProof: 'p',
      }),
    sent: { body: { opportunityId: 'op1', consent: true, method: 'sms', smsProof: 'p' } },
  },
  egovSignStart: {
    call: (c) => callEndpoint(c, 'egovSignStart', { opportunityId: 'op1', consent: true }),
    sent: { body: { opportunityId: 'op1', consent: true } },
  },
  egovSignStatus: {
    call: (c) => callEndpoint(c, 'egovSignStatus', { signSessionId: 's1' }),
    sent: { query: { signSessionId: 's1' } },
  },
  egovSignCancel: {
    call: (c) => callEndpoint(c, 'egovSignCancel', { signSessionId: 's1' }),
    sent: { body: { signSessionId: 's1' } },
  },
  deliveryZones: { call: (c) => callEndpoint(c, 'deliveryZones'), sent: {} },
  deliveryZoneCheck: {
    call: (c) =>
      callEndpoint(c, 'deliveryZoneCheck', {
        lat: String({ lat: 43.2389, lng: 76.8897 }.lat),
        lng: String({ lat: 43.2389, lng: 76.8897 }.lng),
      }),
    sent: { query: { lat: '43.2389', lng: '76.8897' } },
  },
  roamingCountries: { call: (c) => callEndpoint(c, 'roamingCountries'), sent: {} },
  roamingTariffs: {
    call: (c) => callEndpoint(c, 'roamingTariffs', { country: 'TR', kind: 'calls' }),
    sent: { query: { country: 'TR', kind: 'calls' } },
  },
  roamingTariffDetails: {
    call: (c) => callEndpoint(c, 'roamingTariffDetails', { id: 't1' }),
    sent: { query: { id: 't1' } },
  },
  blogArticles: { call: (c) => callEndpoint(c, 'blogArticles'), sent: {} },
  blogArticle: {
    call: (c) => callEndpoint(c, 'blogArticle', { id: 'a1' }),
    sent: { query: { id: 'a1' } },
  },
  successCases: { call: (c) => callEndpoint(c, 'successCases'), sent: {} },
  kioskHeartbeat: {
    call: (c) => callEndpoint(c, 'kioskHeartbeat', beat),
    sent: { body: beat },
  },
  successCaseSubmit: {
    call: (c) =>
      callEndpoint(
        c,
        'successCaseSubmit',
        multipart(
          {
            productName: 'Orman AI',
            name: 'Данияр Ахметов',
            companyName: 'ТОО «Алма Дизайн Студио»',
            position: 'Директор',
            email: 'd@example.kz',
            problem: 'p',
            solution: 's',
            results: 'r',
            phone: '+77011234567',
            consent: 'true',
            smsProof: 'proof',
          },
          new File([new Uint8Array([0xff, 0xd8, 0xff])], 'case.jpg', { type: 'image/jpeg' }),
        ),
      ),
    sent: {},
  },
  successCasePhoto: {
    call: async (c) => apiUrl(c, `${API_PATHS.successCasePhoto}?id=c1`),
    sent: {},
  },
};

function setup() {
  const server = scriptedFetch((req) =>
    req.path === API_PATHS.contractDocument
      ? new Response('<html>Договор</html>', { headers: { 'Content-Type': 'text/html' } })
      : req.path === API_PATHS.signatureCms
        ? new Response(new Uint8Array([0x30, 0x82]), {
            headers: { 'Content-Type': 'application/pkcs7-signature' },
          })
        : json({ ok: true }),
  );
  const client = createApiClient({
    baseUrl: 'https://api.example.kz',
    getLocale: () => 'kk',
    fetch: server.fetch,
    tokens: createMemoryTokenStore({ accessToken: 'acc', refreshToken: 'ref' }),
  });
  return { client, server };
}

describe('endpoint functions', () => {
  it.each(Object.entries(CASES).filter(([key]) => key !== 'successCasePhoto'))(
    '%s calls the contract path with its method, token rule and input',
    async (key, { call, sent }) => {
      const { client, server } = setup();
      await call(client);
      const endpoint = CALL_ROUTES[key as ApiPathKey];
      const request = server.requests[0];
      expect(server.requests).toHaveLength(1);
      expect(request?.path).toBe(endpoint.path);
      expect(request?.method).toBe(endpoint.method);
      expect(request?.headers.get('accept-language')).toBe('kk');
      expect(request?.headers.get('authorization')).toBe(endpoint.auth ? 'Bearer acc' : null);
      expect(Object.fromEntries(request?.query ?? [])).toEqual(sent.query ?? {});
      if (key !== 'successCaseSubmit') expect(request?.body).toEqual(sent.body);
    },
  );

  it('sends a success case as multipart with the photo file', async () => {
    const { client, server } = setup();
    await CASES.successCaseSubmit.call(client);
    const form = server.requests[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('companyName')).toBe('ТОО «Алма Дизайн Студио»');
    expect(form.get('smsProof')).toBe('proof');
    const photo = form.get('photo') as File;
    expect(photo.name).toBe('case.jpg');
    expect(photo.type).toBe('image/jpeg');
  });

  it('downloads the contract as a Blob', async () => {
    const { client } = setup();
    const file = await callEndpoint(client, 'contractDocument', { opportunityId: 'op1' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('<html>Договор</html>');
  });

  it('builds API addresses for images on the API origin', () => {
    const { client } = setup();
    expect(apiUrl(client, '/api/v1/success-cases/photo?id=c1')).toBe(
      'https://api.example.kz/api/v1/success-cases/photo?id=c1',
    );
    expect(apiUrl(client, 'https://cdn.example.kz/x.jpg')).toBe('https://cdn.example.kz/x.jpg');
  });

  it('passes the caller signal through', async () => {
    const server = scriptedFetch(hang);
    const client = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
    const controller = new AbortController();
    const call = callEndpoint(client, 'roamingCountries', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });
});
