// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PATHS, CALL_ROUTES, type ApiPathKey } from '../../../contract/api.ts';
import { createApiClient, type ApiClient } from './client.ts';
import * as api from './endpoints.ts';
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
    call: (c) => api.startLogin(c, { bin: '180440000128', phone: '+77011234567' }),
    sent: { body: { bin: '180440000128', phone: '+77011234567' } },
  },
  loginVerify: {
    call: (c) => api.verifyLogin(c, { bin: '180440000128', phone: '+77011234567', code: '1234' }),
    sent: { body: { bin: '180440000128', phone: '+77011234567', code: '1234' } },
  },
  edsChallenge: { call: (c) => api.getEdsChallenge(c), sent: { body: {} } },
  edsLogin: {
    call: (c) => api.loginWithEds(c, { challengeId: 'ch1', signature: 'c2ln' }),
    sent: { body: { challengeId: 'ch1', signature: 'c2ln' } },
  },
  smsSend: {
    call: (c) => api.sendSmsCode(c, { phone: '+77011234567', purpose: 'consultation' }),
    sent: { body: { phone: '+77011234567', purpose: 'consultation' } },
  },
  smsCheck: {
    call: (c) => api.checkSmsCode(c, { phone: '+77011234567', purpose: 'case', code: '0000' }),
    sent: { body: { phone: '+77011234567', purpose: 'case', code: '0000' } },
  },
  createConsultancy: {
    call: (c) =>
      api.createConsultancy(c, {
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
      api.createHandsetConsultancy(c, {
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
    call: (c) => api.getPricePlanOffer(c, '180440000128'),
    sent: { query: { bin: '180440000128' } },
  },
  createLead: {
    call: (c) => api.createLead(c, { phone: '+77011234567', consent: true }),
    sent: { body: { phone: '+77011234567', consent: true } },
  },
  createOpportunity: {
    call: (c) =>
      api.createOpportunity(c, { phone: '+77011234567', bin: '180440000128', consent: true }),
    sent: { body: { phone: '+77011234567', bin: '180440000128', consent: true } },
  },
  checkAgent: { call: (c) => api.checkAgent(c, 'agent.k'), sent: { query: { name: 'agent.k' } } },
  createRepriceRequest: {
    call: (c) =>
      api.createRepriceRequest(c, {
        name: 'Әлия',
        phone: '+77011234567',
        bin: '1',
        consent: true,
      }),
    sent: { body: { name: 'Әлия', phone: '+77011234567', bin: '1', consent: true } },
  },
  tariffs: {
    call: (c) => api.getTariffs(c, { product: 'mobile', archived: 'true' }),
    sent: { query: { product: 'mobile', archived: 'true' } },
  },
  offers: { call: (c) => api.getOffers(c), sent: {} },
  addressCities: {
    call: (c) => api.searchAddressCities(c, { q: 'Алм' }),
    sent: { query: { q: 'Алм' } },
  },
  addressStreets: {
    call: (c) => api.searchAddressStreets(c, { cityId: 'almaty', q: 'Төле' }),
    sent: { query: { cityId: 'almaty', q: 'Төле' } },
  },
  addressHouses: {
    call: (c) => api.searchAddressHouses(c, { streetId: 's1' }),
    sent: { query: { streetId: 's1' } },
  },
  addressCoverage: {
    call: (c) => api.checkAddressCoverage(c, { cityId: 'almaty', street: 'Төле би', house: '101' }),
    sent: { query: { cityId: 'almaty', street: 'Төле би', house: '101' } },
  },
  addressGeocode: {
    call: (c) => api.geocodeAddress(c, 'Алматы, Абая 10'),
    sent: { query: { q: 'Алматы, Абая 10' } },
  },
  createApplication: {
    call: (c) => api.createApplication(c, { tariffId: 'fix-100', address: { houseId: 'h1' } }),
    sent: { body: { tariffId: 'fix-100', address: { houseId: 'h1' } } },
  },
  createMobileApplication: {
    call: (c) => api.createMobileApplication(c, numbers),
    sent: { body: numbers },
  },
  updateApplication: {
    call: (c) => api.updateApplication(c, { opportunityId: 'op1', ...company }),
    sent: { body: { opportunityId: 'op1', ...company } },
  },
  mobileUpdateApplication: {
    call: (c) => api.updateMobileApplication(c, { opportunityId: 'op2', ...company }),
    sent: { body: { opportunityId: 'op2', ...company } },
  },
  cancelOpportunity: {
    call: (c) => api.cancelOpportunity(c, { opportunityId: 'op1' }),
    sent: { body: { opportunityId: 'op1' } },
  },
  lastApplicationDetail: { call: (c) => api.getLastApplicationDetail(c, 'internet'), sent: {} },
  mobileLastApplicationDetail: { call: (c) => api.getLastApplicationDetail(c, 'mobile'), sent: {} },
  banks: { call: (c) => api.getBanks(c), sent: {} },
  customerIbans: { call: (c) => api.getCustomerIbans(c, 'b1'), sent: { query: { bankId: 'b1' } } },
  mobileSelfPickupCities: { call: (c) => api.getPickupCities(c), sent: {} },
  mobileSelfPickupCityDetails: {
    call: (c) => api.getPickupCityDetails(c, 'astana'),
    sent: { query: { 'city-id': 'astana' } },
  },
  pickupOption: {
    call: (c) => api.setPickupOption(c, { opportunityId: 'op2', type: 'pickup', cityId: 'astana' }),
    sent: { body: { opportunityId: 'op2', type: 'pickup', cityId: 'astana' } },
  },
  accountInfo: { call: (c) => api.getAccountInfo(c), sent: {} },
  clientApplications: {
    call: (c) => api.getClientApplications(c, 'mobile', 'inProgress'),
    sent: { query: { productType: 'mobile', status: 'inProgress' } },
  },
  updateAccountInfo: {
    call: (c) => api.updateAccountInfo(c, { employeesNumber: 12, flat: null }),
    sent: { body: { employeesNumber: 12, flat: null } },
  },
  fixApplicationDetail: {
    call: (c) => api.getApplicationDetail(c, 'internet', 'op1'),
    sent: { query: { opportunityId: 'op1' } },
  },
  mobileApplicationDetail: {
    call: (c) => api.getApplicationDetail(c, 'mobile', 'op2'),
    sent: { query: { opportunityId: 'op2' } },
  },
  positions: { call: (c) => api.getPositions(c), sent: {} },
  timeSlots: {
    call: (c) => api.getTimeSlots(c, { opportunityId: 'op1', from: '2026-12-01', days: '7' }),
    sent: { query: { opportunityId: 'op1', from: '2026-12-01', days: '7' } },
  },
  bookTimeSlot: {
    call: (c) => api.bookTimeSlot(c, { opportunityId: 'op1', slotId: 's9' }),
    sent: { body: { opportunityId: 'op1', slotId: 's9' } },
  },
  contractDocument: {
    call: (c) => api.downloadContractDocument(c, 'op1'),
    sent: { query: { opportunityId: 'op1' } },
  },
  signatureCms: {
    call: (c) => api.downloadSignatureCms(c, 'op1'),
    sent: { query: { opportunityId: 'op1' } },
  },
  signData: { call: (c) => api.getSignData(c, 'op1'), sent: { query: { opportunityId: 'op1' } } },
  signDocuments: {
    call: (c) =>
      api.signDocuments(c, { opportunityId: 'op1', consent: true, method: 'sms', smsProof: 'p' }),
    sent: { body: { opportunityId: 'op1', consent: true, method: 'sms', smsProof: 'p' } },
  },
  egovSignStart: {
    call: (c) => api.startEgovSign(c, 'op1'),
    sent: { body: { opportunityId: 'op1', consent: true } },
  },
  egovSignStatus: {
    call: (c) => api.getEgovSignState(c, 's1'),
    sent: { query: { signSessionId: 's1' } },
  },
  egovSignCancel: {
    call: (c) => api.cancelEgovSign(c, 's1'),
    sent: { body: { signSessionId: 's1' } },
  },
  deliveryZones: { call: (c) => api.getDeliveryZones(c), sent: {} },
  deliveryZoneCheck: {
    call: (c) => api.checkDeliveryZone(c, { lat: 43.2389, lng: 76.8897 }),
    sent: { query: { lat: '43.2389', lng: '76.8897' } },
  },
  roamingCountries: { call: (c) => api.getRoamingCountries(c), sent: {} },
  roamingTariffs: {
    call: (c) => api.getRoamingTariffs(c, 'TR', 'calls'),
    sent: { query: { country: 'TR', kind: 'calls' } },
  },
  roamingTariffDetails: {
    call: (c) => api.getRoamingTariffDetails(c, 't1'),
    sent: { query: { id: 't1' } },
  },
  blogArticles: { call: (c) => api.getBlogArticles(c), sent: {} },
  blogArticle: { call: (c) => api.getBlogArticle(c, 'a1'), sent: { query: { id: 'a1' } } },
  successCases: { call: (c) => api.getSuccessCases(c), sent: {} },
  kioskHeartbeat: {
    call: (c) => api.sendKioskHeartbeat(c, beat),
    sent: { body: beat },
  },
  successCaseSubmit: {
    call: (c) =>
      api.submitSuccessCase(
        c,
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
    sent: {},
  },
  successCasePhoto: {
    call: async (c) => api.apiUrl(c, `${API_PATHS.successCasePhoto}?id=c1`),
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
    const file = await api.downloadContractDocument(client, 'op1');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('<html>Договор</html>');
  });

  it('builds API addresses for images on the API origin', () => {
    const { client } = setup();
    expect(api.apiUrl(client, '/api/v1/success-cases/photo?id=c1')).toBe(
      'https://api.example.kz/api/v1/success-cases/photo?id=c1',
    );
    expect(api.apiUrl(client, 'https://cdn.example.kz/x.jpg')).toBe('https://cdn.example.kz/x.jpg');
  });

  it('passes the caller signal through', async () => {
    const server = scriptedFetch(hang);
    const client = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
    const controller = new AbortController();
    const call = api.getRoamingCountries(client, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });
});
