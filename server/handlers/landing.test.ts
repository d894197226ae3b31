import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type DevIn } from '../../contract/index.ts';
import {
  call,
  callContract,
  callDev,
  callUnchecked,
  DEMO,
  errorOf,
  smsProof,
  startTestServer,
  type TestServer,
  useTestServer,
} from '../test/server.ts';

/** A moment in Almaty (UTC+5) as the injected clock's milliseconds. */
const almaty = (local: string) => Date.parse(`${local}+05:00`);

const server = useTestServer();
beforeAll(async () => {
  // The handset offer runs 20.08.2025–10.11.2025 (content-areas §9): this file's requests are made
  // on 1 September 2025, inside it. «offer periods» below moves a clock of its own across it.
  server.clock.now = almaty('2025-09-01T10:00:00');
});

const records = async (kind: DevIn<'records'>['kind']) =>
  (await callDev(server, 'records', { kind })).body.records;

describe('consultation (§2.13)', () => {
  const form = {
    name: 'Айгерим',
    phone: '+77015550101',
    bin: DEMO.stepnoy.bin,
    companyName: 'ТОО «Степной Логистик»',
    email: 'aigerim@example.kz',
    consent: true,
    productSlug: 'virtual-ats' as const,
  };

  it('is stored with its product page once the phone is confirmed', async () => {
    const smsProofToken = await smsProof(server, form.phone, 'consultation');
    const res = await callContract(server, 'createConsultancy', {
      ...form,
      smsProof: smsProofToken,
      managerHelped: true,
      agentLogin: 'A.Nurlanova',
    });
    expect(res.status).toBe(201);
    expect(res.body.callbackBusinessDays).toBe(2);
    const stored = await records('consultations');
    expect(stored[0]).toMatchObject({
      id: res.body.consultationId,
      phone: form.phone,
      product_slug: 'virtual-ats',
      agent_login: 'A.Nurlanova',
      locale: 'ru',
    });
    // The proof is spent.
    const again = await callContract(server, 'createConsultancy', {
      ...form,
      smsProof: smsProofToken,
    });
    expect(errorOf(again).fields?.smsProof?.code).toBe('SMS_PROOF_REQUIRED');
  });

  it('needs a proof for the same phone', async () => {
    const proof = await smsProof(server, '+77015550102', 'consultation');
    const res = await callContract(server, 'createConsultancy', { ...form, smsProof: proof });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.smsProof?.code).toBe('SMS_PROOF_REQUIRED');
  });

  it('rejects an agent login that is not valid, keeping the proof usable', async () => {
    const proof = await smsProof(server, '+77015550103', 'consultation');
    const body = { ...form, phone: '+77015550103', smsProof: proof, managerHelped: true };
    const bad = await callContract(
      server,
      'createConsultancy',
      { ...body, agentLogin: 'm.li' },
      { lang: 'kk' },
    );
    expect(errorOf(bad).fields?.agentLogin).toEqual({
      code: 'AGENT_LOGIN_INVALID',
      message: 'Агент логині қате',
    });
    expect(
      errorOf(await callContract(server, 'createConsultancy', body)).fields?.agentLogin?.code,
    ).toBe('FIELD_REQUIRED');
    expect(
      (await callContract(server, 'createConsultancy', { ...body, agentLogin: 'd.kasymov' }))
        .status,
    ).toBe(201);
  });

  it.each([
    [{ phone: '+77305550101' }, 'phone', 'PHONE_INVALID'],
    // an office line: a Kazakhstan number, but the consultation's code is texted to the phone
    [{ phone: '+77125550101' }, 'phone', 'PHONE_NOT_MOBILE'],
    [{ bin: '180440000129' }, 'bin', 'BIN_INVALID'],
    [{ bin: undefined }, 'bin', 'FIELD_REQUIRED'],
    [{ consent: false }, 'consent', 'CONSENT_REQUIRED'],
    [{ email: 'not-an-email' }, 'email', 'EMAIL_INVALID'],
    [{ name: 'x'.repeat(101) }, 'name', 'FIELD_TOO_LONG'],
    [{ productSlug: 'spaceships' }, 'productSlug', 'FIELD_INVALID'],
    [{ smsProof: undefined }, 'smsProof', 'SMS_PROOF_REQUIRED'],
  ])('rejects %j', async (patch, field, code) => {
    const res = await callUnchecked(server, 'createConsultancy', {
      ...form,
      smsProof: 'p',
      ...patch,
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.[field]?.code).toBe(code);
  });

  it('takes the any-device consultation only with the same SMS proof and agent check', async () => {
    const handset = {
      phone: '8 701 555 01 04',
      bin: DEMO.alma.bin,
      consent: true,
      comment: '10 ноутбуков',
    };
    // No proof, a proof for another phone, a proof of another purpose: all refused.
    const bare = await callUnchecked(server, 'createHandsetConsultancy', handset);
    expect(bare.status).toBe(422);
    expect(errorOf(bare).fields?.smsProof?.code).toBe('SMS_PROOF_REQUIRED');
    const otherPhone = await smsProof(server, '+77015550105', 'consultation');
    expect(
      errorOf(
        await callContract(server, 'createHandsetConsultancy', {
          ...handset,
          smsProof: otherPhone,
        }),
      ).fields?.smsProof?.code,
    ).toBe('SMS_PROOF_REQUIRED');
    const otherPurpose = await smsProof(server, '+77015550104', 'case');
    expect(
      errorOf(
        await callContract(server, 'createHandsetConsultancy', {
          ...handset,
          smsProof: otherPurpose,
        }),
      ).fields?.smsProof?.code,
    ).toBe('SMS_PROOF_REQUIRED');

    // A wrong agent is refused before the proof is spent; the right one goes through.
    const proof = await smsProof(server, '+77015550104', 'consultation');
    const badAgent = await callContract(server, 'createHandsetConsultancy', {
      ...handset,
      smsProof: proof,
      managerHelped: true,
      agentLogin: 'm.li',
    });
    expect(errorOf(badAgent).fields?.agentLogin?.code).toBe('AGENT_LOGIN_INVALID');
    const noAgent = await callContract(server, 'createHandsetConsultancy', {
      ...handset,
      smsProof: proof,
      managerHelped: true,
    });
    expect(errorOf(noAgent).fields?.agentLogin?.code).toBe('FIELD_REQUIRED');
    const res = await callContract(server, 'createHandsetConsultancy', {
      ...handset,
      smsProof: proof,
      managerHelped: true,
      agentLogin: 'd.kasymov',
    });
    expect(res.status).toBe(201);
    expect(
      (await records('handset-consultations')).find((row) => row.id === res.body.consultationId),
    ).toMatchObject({
      phone: '+77015550104',
      product_slug: 'any-device',
      agent_login: 'd.kasymov',
      comment: '10 ноутбуков',
    });
    // The proof is spent.
    const again = await callContract(server, 'createHandsetConsultancy', {
      ...handset,
      smsProof: proof,
    });
    expect(errorOf(again).fields?.smsProof?.code).toBe('SMS_PROOF_REQUIRED');

    const bad = await callUnchecked(server, 'createHandsetConsultancy', { phone: '+77015550104' });
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['bin', 'consent', 'smsProof']);
  });
});

describe('partner leads (embed)', () => {
  const partner = 'https://partner.example.kz';
  const form = { bin: DEMO.stepnoy.bin, consent: true, source: 'embed' as const };

  it('stores the partner page origin with a consultation from the embed', async () => {
    const phone = '+77015550110';
    const proof = await smsProof(server, phone, 'consultation');
    const res = await callContract(
      server,
      'createConsultancy',
      { ...form, phone, productSlug: 'virtual-ats' as const, smsProof: proof, hostOrigin: partner },
      { headers: { Origin: partner } },
    );
    expect(res.status).toBe(201);
    expect(
      (await records('consultations')).find((row) => row.id === res.body.consultationId),
    ).toMatchObject({
      source: 'embed' as const,
      host_origin: partner,
      product_slug: 'virtual-ats',
    });

    const handsetPhone = '+77015550111';
    const handsetProof = await smsProof(server, handsetPhone, 'consultation');
    const handset = await callContract(
      server,
      'createHandsetConsultancy',
      { ...form, phone: handsetPhone, smsProof: handsetProof, hostOrigin: partner },
      { headers: { Origin: partner } },
    );
    expect(handset.status).toBe(201);
    expect(
      (await records('handset-consultations')).find(
        (row) => row.id === handset.body.consultationId,
      ),
    ).toMatchObject({
      source: 'embed' as const,
      host_origin: partner,
    });
  });

  it('stores the origin with the handset offer lead and opportunity', async () => {
    const lead = await callContract(
      server,
      'createLead',
      {
        consent: true,
        phone: '+77015550112',
        bin: DEMO.kaztranstech.bin,
        hostOrigin: partner,
      },
      { headers: { Origin: partner } },
    );
    expect(lead.status).toBe(201);
    expect((await records('leads')).find((row) => row.id === lead.body.leadId)).toMatchObject({
      host_origin: partner,
    });
    const opportunity = await callContract(
      server,
      'createOpportunity',
      { consent: true, phone: '+77015550113', bin: DEMO.stepnoy.bin, hostOrigin: partner },
      { headers: { Origin: partner } },
    );
    expect(opportunity.status).toBe(201);
    expect(
      (await records('opportunities')).find((row) => row.id === opportunity.body.opportunityId),
    ).toMatchObject({ host_origin: partner });
    // A site lead has none.
    const site = await callContract(server, 'createLead', { consent: true, phone: '+77015550114' });
    expect((await records('leads')).find((row) => row.id === site.body.leadId)).toMatchObject({
      host_origin: null,
    });
  });

  it.each([
    ['a full URL', { hostOrigin: `${partner}/contacts?name=Айгерим` }],
    ['a trailing slash', { hostOrigin: `${partner}/` }],
    ['another scheme', { hostOrigin: 'ftp://partner.example.kz' }],
    ['not a URL', { hostOrigin: 'partner' }],
    ['a site source', { hostOrigin: partner, source: 'product' as const }],
    ['no source', { hostOrigin: partner, source: undefined }],
  ])('refuses %s as the host origin', async (_, patch) => {
    const res = await callContract(server, 'createConsultancy', {
      ...form,
      phone: '+77015550115',
      smsProof: 'p',
      ...patch,
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.hostOrigin?.code).toBe('FIELD_INVALID');
  });

  it('refuses an origin other than the one the browser sent, keeping the proof', async () => {
    const phone = '+77015550116';
    const proof = await smsProof(server, phone, 'consultation');
    const body = { ...form, phone, smsProof: proof, hostOrigin: partner };
    const spoofed = await callContract(server, 'createConsultancy', body, {
      headers: { Origin: 'https://other.example.kz' },
    });
    expect(errorOf(spoofed).fields?.hostOrigin?.code).toBe('FIELD_INVALID');
    const lead = await callContract(
      server,
      'createLead',
      { consent: true, phone, hostOrigin: partner },
      { headers: { Origin: 'https://other.example.kz' } },
    );
    expect(errorOf(lead).fields?.hostOrigin?.code).toBe('FIELD_INVALID');
    const res = await callContract(server, 'createConsultancy', body, {
      headers: { Origin: partner },
    });
    expect(res.status).toBe(201);
  });
});

describe('agent check', () => {
  it.each([
    ['a.nurlanova', true],
    ['PARTNER.TECHNO', true],
    ['m.li', false],
    ['nobody', false],
  ])('%s → %s', async (name, valid) => {
    const res = await callContract(server, 'checkAgent', { name });
    expect(res.body).toEqual({ name, valid });
  });

  it('asks for the name', async () => {
    const res = await callUnchecked(server, 'checkAgent', {});
    expect(errorOf(res).fields?.name?.code).toBe('FIELD_REQUIRED');
  });
});

describe('handset offer (§2.17)', () => {
  const offer = (bin: string, lang = 'ru') =>
    callContract(server, 'pricePlanOffer', { bin }, { lang });

  it('is deterministic over the seeded companies', async () => {
    expect((await offer(DEMO.stepnoy.bin)).body).toMatchObject({
      eligible: true,
      offer: {
        id: 'handset-offer',
        state: 'running',
        startsOn: '2025-08-20',
        endsOn: '2025-11-10',
      },
    });
    expect((await offer(DEMO.stepnoy.bin)).body.eligible).toBe(true);
    expect((await offer(DEMO.kaztranstech.bin)).body.eligible).toBe(false);
    expect((await offer('991240000370')).body.eligible).toBe(false);
    expect((await offer(DEMO.stepnoy.bin, 'kk')).body.tariff).toEqual({
      id: 'kense',
      name: 'Кеңсе',
      monthlyPrice: 5990,
    });
  });

  it('stores a lead for anyone, and re-checks eligibility for an opportunity', async () => {
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550201',
      bin: DEMO.kaztranstech.bin,
      companyName: 'АО «КазТрансТех»',
    });
    expect(lead.status).toBe(201);
    expect((await records('leads'))[0]).toMatchObject({
      id: lead.body.leadId,
      eligible: 0,
      tariff_id: 'kense',
    });
    const refused = await callContract(server, 'createOpportunity', {
      consent: true,
      phone: '+77015550201',
      bin: DEMO.kaztranstech.bin,
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('OFFER_NOT_AVAILABLE');
    const opportunity = await callContract(server, 'createOpportunity', {
      consent: true,
      phone: '+77015550202',
      bin: DEMO.stepnoy.bin,
      email: 'ceo@stepnoy.kz',
    });
    expect(opportunity.status).toBe(201);
    expect((await records('opportunities'))[0]).toMatchObject({
      bin: DEMO.stepnoy.bin,
      eligible: 1,
    });
  });

  it.each([
    [API_PATHS.createLead, {}, 'phone', 'FIELD_REQUIRED'],
    [
      API_PATHS.createLead,
      { consent: true, phone: '+77015550203', bin: '1' },
      'bin',
      'BIN_INVALID',
    ],
    [
      API_PATHS.createLead,
      { consent: true, phone: '+77015550203', tariffId: 'nope' },
      'tariffId',
      'TARIFF_NOT_AVAILABLE',
    ],
    [
      API_PATHS.createOpportunity,
      { consent: true, phone: '+77015550203' },
      'bin',
      'FIELD_REQUIRED',
    ],
  ])('%s rejects %j', async (path, body, field, code) => {
    const res = await call(server, path, { body });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.[field]?.code).toBe(code);
  });
});

describe('offer periods, by the injected clock (content-areas §9)', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
    // The evening before the reprice promo's last day ends; the handset offer is months away.
    own.clock.now = almaty('2024-12-31T23:00:00');
  });
  afterAll(() => own.stop());

  const at = (local: string) => {
    const moment = almaty(local);
    expect(moment, 'the clock only moves forward').toBeGreaterThanOrEqual(own.clock.now);
    own.clock.now = moment;
  };
  const states = async () =>
    Object.fromEntries((await callContract(own, 'offers')).body.offers.map((o) => [o.id, o.state]));
  const check = async (bin: string) => (await callContract(own, 'pricePlanOffer', { bin })).body;
  let phones = 0;
  const request = async (bin: string) => {
    const phone = `+7701555${String(4000 + ++phones)}`;
    const lead = await callContract(own, 'createLead', { consent: true, phone, bin });
    const opportunity = await callContract(own, 'createOpportunity', { consent: true, phone, bin });
    const stored = (await callDev(own, 'records', { kind: 'leads' })).body.records.find(
      (row) => row.id === lead.body.leadId,
    );
    return { opportunity: opportunity.status, leadEligible: stored?.eligible };
  };

  it('lists every offer with its period, for pages to read when shown', async () => {
    const res = await callContract(own, 'offers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.offers).toEqual([
      {
        id: 'handset-offer',
        productSlug: 'kense-handset-offer' as const,
        state: 'upcoming',
        startsOn: '2025-08-20',
        endsOn: '2025-11-10',
      },
      {
        id: 'office-reprice',
        productSlug: 'internet-for-office' as const,
        state: 'running',
        startsOn: null,
        endsOn: '2024-12-31',
      },
    ]);
    // The promo's last day is included; it has ended at midnight in Almaty.
    at('2025-01-01T00:00:00');
    expect(await states()).toEqual({ 'handset-offer': 'upcoming', 'office-reprice': 'ended' });
  });

  it('before its first day the handset check congratulates no one and opens no opportunity', async () => {
    at('2025-08-19T23:59:00');
    expect(await check(DEMO.stepnoy.bin)).toMatchObject({
      eligible: false,
      offer: { state: 'upcoming', startsOn: '2025-08-20' },
    });
    expect(await request(DEMO.stepnoy.bin)).toEqual({ opportunity: 409, leadEligible: 0 });
  });

  it('from its first to its last day an eligible company may take it up', async () => {
    at('2025-08-20T00:00:00');
    expect(await check(DEMO.stepnoy.bin)).toMatchObject({
      eligible: true,
      offer: { state: 'running' },
    });
    expect((await check(DEMO.kaztranstech.bin)).eligible).toBe(false);
    expect(await request(DEMO.alma.bin)).toEqual({ opportunity: 201, leadEligible: 1 });
    at('2025-11-10T23:59:00');
    expect((await check(DEMO.stepnoy.bin)).eligible).toBe(true);
  });

  it('after its last day no company is eligible: the lead stands, the opportunity is refused', async () => {
    at('2025-11-11T00:00:00');
    expect(await check(DEMO.stepnoy.bin)).toMatchObject({
      eligible: false,
      offer: { state: 'ended', endsOn: '2025-11-10' },
    });
    const ended = await request(DEMO.stepnoy.bin);
    expect(ended).toEqual({ opportunity: 409, leadEligible: 0 });
    expect(await states()).toEqual({ 'handset-offer': 'ended', 'office-reprice': 'ended' });
  });

  it('a demo may move a period (OFFER_PERIODS), and the same clock reads it', async () => {
    const demo = await startTestServer({
      offerPeriods: { 'handset-offer': { startsOn: '2026-03-01', endsOn: '2026-03-31' } },
    });
    try {
      // The test clock's own start, 2 March 2026: inside the moved period.
      const answer = await callContract(demo, 'pricePlanOffer', { bin: DEMO.stepnoy.bin });
      expect(answer.body).toMatchObject({
        eligible: true,
        offer: { state: 'running', startsOn: '2026-03-01', endsOn: '2026-03-31' },
      });
      demo.clock.now = almaty('2026-04-01T00:00:00');
      const after = await callContract(demo, 'offers');
      expect(after.body.offers.map((o) => o.state)).toEqual(['ended', 'ended']);
    } finally {
      await demo.stop();
    }
  });
});

describe('reprice promo form (§2.15)', () => {
  it('stores the request and requires name, phone and BIN', async () => {
    const ok = await callContract(server, 'createRepriceRequest', {
      consent: true,
      name: 'Данияр',
      phone: '+77015550301',
      bin: DEMO.alma.bin,
      email: '',
    });
    expect(ok.status).toBe(201);
    expect((await records('reprice-requests'))[0]).toMatchObject({
      id: ok.body.requestId,
      email: null,
    });
    const bad = await callUnchecked(server, 'createRepriceRequest', {});
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
      'bin',
      'consent',
      'name',
      'phone',
    ]);
  });
});

describe('tariffs', () => {
  it('lists current tariffs by product, archived ones on request', async () => {
    const internet = await callContract(server, 'tariffs', { product: 'internet' });
    expect(internet.body.tariffs).toHaveLength(8);
    expect(Math.min(...internet.body.tariffs.map((t) => t.monthlyPrice))).toBe(15900);
    const mobile = await callContract(server, 'tariffs', { product: 'mobile' }, { lang: 'kk' });
    expect(mobile.body.tariffs.map((t) => t.name)).toContain('Бизнес Шексіз 9');
    const archived = await callContract(server, 'tariffs', { archived: 'true' });
    expect(archived.body.tariffs.map((t) => t.id)).toEqual(['biznes-start-2019']);
    expect((await callUnchecked(server, 'tariffs', { product: 'tv' })).status).toBe(422);
  });
});

describe('kiosk leads', () => {
  const form = {
    bin: DEMO.stepnoy.bin,
    consent: true,
    source: 'kiosk' as const,
    kioskId: 'almaty-dostyk-1',
  };

  it('stores the kiosk source and id with a consultation and a handset consultation', async () => {
    const phone = '+77015550120';
    const proof = await smsProof(server, phone, 'consultation');
    const res = await callContract(server, 'createConsultancy', {
      ...form,
      phone,
      productSlug: 'teams' as const,
      smsProof: proof,
    });
    expect(res.status).toBe(201);
    expect(
      (await records('consultations')).find((row) => row.id === res.body.consultationId),
    ).toMatchObject({ source: 'kiosk' as const, kiosk_id: 'almaty-dostyk-1', host_origin: null });

    const handsetPhone = '+77015550121';
    const handsetProof = await smsProof(server, handsetPhone, 'consultation');
    const handset = await callContract(server, 'createHandsetConsultancy', {
      ...form,
      phone: handsetPhone,
      smsProof: handsetProof,
    });
    expect(handset.status).toBe(201);
    expect(
      (await records('handset-consultations')).find(
        (row) => row.id === handset.body.consultationId,
      ),
    ).toMatchObject({ source: 'kiosk' as const, kiosk_id: 'almaty-dostyk-1' });
  });

  it('stores them with the handset offer lead and opportunity; a site lead has neither', async () => {
    const kiosk = { source: 'kiosk' as const, kioskId: 'astana-1' };
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550122',
      bin: DEMO.kaztranstech.bin,
      ...kiosk,
    });
    expect(lead.status).toBe(201);
    expect((await records('leads')).find((row) => row.id === lead.body.leadId)).toMatchObject({
      source: 'kiosk' as const,
      kiosk_id: 'astana-1',
    });
    const opportunity = await callContract(server, 'createOpportunity', {
      consent: true,
      phone: '+77015550123',
      bin: DEMO.stepnoy.bin,
      ...kiosk,
    });
    expect(opportunity.status).toBe(201);
    expect(
      (await records('opportunities')).find((row) => row.id === opportunity.body.opportunityId),
    ).toMatchObject({ source: 'kiosk' as const, kiosk_id: 'astana-1' });
    const site = await callContract(server, 'createLead', { consent: true, phone: '+77015550124' });
    expect((await records('leads')).find((row) => row.id === site.body.leadId)).toMatchObject({
      source: null,
      kiosk_id: null,
    });
  });

  it('takes a kiosk lead without an id (a kiosk page opened on the public site)', async () => {
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550125',
      source: 'kiosk' as const,
    });
    expect(lead.status).toBe(201);
    expect((await records('leads')).find((row) => row.id === lead.body.leadId)).toMatchObject({
      source: 'kiosk' as const,
      kiosk_id: null,
    });
  });

  it.each([
    ['another source', { source: 'product' as const }],
    ['no source', { source: undefined }],
    ['spaces inside', { kioskId: 'almaty 1' }],
    ['a URL', { kioskId: 'https://kiosk.example.kz' }],
    ['65 characters', { kioskId: 'k'.repeat(65) }],
  ])('refuses a kiosk id with %s', async (_, patch) => {
    const consultation = await callContract(server, 'createConsultancy', {
      ...form,
      phone: '+77015550126',
      smsProof: 'p',
      ...patch,
    });
    expect(errorOf(consultation).fields?.kioskId?.code).toBe('FIELD_INVALID');
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550126',
      source: form.source,
      kioskId: form.kioskId,
      ...patch,
    });
    expect(errorOf(lead).fields?.kioskId?.code).toBe('FIELD_INVALID');
  });
});

describe('office lines where nothing is texted', () => {
  it('takes a landline on the lead, opportunity and reprice forms, stored as E.164', async () => {
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '8 (727) 312-34-56',
      bin: DEMO.alma.bin,
    });
    expect(lead.status).toBe(201);
    expect((await records('leads')).find((row) => row.id === lead.body.leadId)).toMatchObject({
      phone: '+77273123456',
    });
    const reprice = await callContract(server, 'createRepriceRequest', {
      consent: true,
      name: 'Данияр',
      phone: '+7 7172 12 34 56',
      bin: DEMO.alma.bin,
    });
    expect(reprice.status).toBe(201);
    expect(
      (await records('reprice-requests')).find((row) => row.id === reprice.body.requestId),
    ).toMatchObject({ phone: '+77172123456' });
    const bad = await callContract(server, 'createLead', {
      consent: true,
      phone: '+7 730 312 34 56',
      bin: DEMO.alma.bin,
    });
    expect(errorOf(bad).fields?.phone?.code).toBe('PHONE_INVALID');
  });
});

describe('consent on the lead and reprice forms (the personal-data notice)', () => {
  it.each([API_PATHS.createLead, API_PATHS.createOpportunity, API_PATHS.createRepriceRequest])(
    '%s refuses a request without consent, in the catalogue’s words, and stores nothing',
    async (path) => {
      const phone = '+77015550777';
      const body = { name: 'Асель', phone, bin: DEMO.stepnoy.bin };
      for (const consent of [undefined, false]) {
        const res = await call(server, path, { body: { ...body, consent } });
        expect(res.status).toBe(422);
        expect(errorOf(res).fields?.consent).toEqual({
          code: 'CONSENT_REQUIRED',
          message: 'Необходимо ваше согласие',
        });
      }
      for (const kind of ['leads', 'opportunities', 'reprice-requests'] as const) {
        expect((await records(kind)).find((row) => row.phone === phone)).toBeUndefined();
      }
    },
  );
});
