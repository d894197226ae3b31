import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApplicationSummary } from '../../contract/index.ts';
import { kzIban } from '../db/seed/iban.ts';
import {
  callContract,
  callDev,
  callUnchecked,
  DEMO,
  errorOf,
  login,
  present,
  smsProof,
  useTestServer,
} from '../test/server.ts';

const server = useTestServer({ processingSeconds: 5 });

const PROCESSING_MS = 5_000;

/** Company details as the wizard's step 1 sends them, for a company banking with Jusan. */
function details(ibans: string[]) {
  return {
    positionId: 'director',
    bankId: 'jusan',
    iban: ibans[0] ?? '',
    factAddress: 'г. Караганда, ул. Ерубаева, 33',
    lawAddress: 'г. Караганда, ул. Ерубаева, 33',
    flat: '4',
  };
}

describe('office internet: from the public flow to the installer', () => {
  let token = '';
  let refreshToken = '';
  let id = '';

  const detail = () =>
    callContract(server, 'fixApplicationDetail', { opportunityId: id }, { token });

  it('step 0: the login intent creates the application', async () => {
    const result = await login(server, {
      ...DEMO.nomadNoApps,
      intent: {
        appType: 'internet',
        tariffId: 'office-15-constant',
        address: { houseId: 'almaty-dostyk-38' },
      },
    });
    token = result.accessToken;
    refreshToken = result.refreshToken;
    id = result.createdApplication?.opportunityId ?? '';
    expect(result.createdApplication).toMatchObject({
      applicationNumber: expect.stringMatching(/^IN-2026-\d{6}$/),
      tariff: { id: 'office-15-constant', monthlyPrice: 27900 },
      price: 27900,
      stepNumber: 1,
      processing: false,
      company: { bankId: 'jusan', lawAddress: 'г. Караганда, ул. Ерубаева, 33' },
    });
    const last = await callContract(server, 'lastApplicationDetail', undefined, { token });
    expect(last.body.application?.opportunityId).toBe(id);
    const mobileLast = await callContract(server, 'mobileLastApplicationDetail', undefined, {
      token,
    });
    expect(mobileLast.body.application).toBeNull();
  });

  it('refuses a second unfinished application unless asked to replace it', async () => {
    const body = { tariffId: 'office-5-reduced', address: { houseId: 'almaty-dostyk-43' } };
    const second = await callContract(server, 'createApplication', body, { token });
    expect(second.status).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'APPLICATION_UNFINISHED_EXISTS',
      params: { opportunityId: id },
    });
  });

  it('serves the reference lists of step 1', async () => {
    const positions = await callContract(server, 'positions', undefined, { token, lang: 'kk' });
    expect(positions.body.positions).toContainEqual({ id: 'director', name: 'Директор' });
    expect(positions.body.positions).toContainEqual({
      id: 'general-director',
      name: 'Бас директор',
    });
    const banks = await callContract(server, 'banks', undefined, { token });
    expect(banks.body.banks).toContainEqual({
      id: 'halyk',
      bic: 'HSBKKZKX',
      name: 'АО «Народный сберегательный банк Казахстана»',
    });
    const ibans = await callContract(server, 'customerIbans', { bankId: 'jusan' }, { token });
    expect(ibans.body.ibans.length).toBe(2);
    expect(ibans.body.ibans.every((i) => i.bankId === 'jusan' && i.iban.startsWith('KZ'))).toBe(
      true,
    );
    const unknownBank = await callContract(server, 'customerIbans', { bankId: 'nope' }, { token });
    expect(errorOf(unknownBank).fields?.bankId?.code).toBe('FIELD_INVALID');
  });

  it('step 1 checks the details: position, IBAN checksum, IBAN of the chosen bank', async () => {
    const ibans = (
      await callContract(server, 'customerIbans', { bankId: 'jusan' }, { token })
    ).body.ibans.map((i) => i.iban);
    const update = (patch: Record<string, unknown>) =>
      callContract(
        server,
        'updateApplication',
        { opportunityId: id, ...details(ibans), ...patch },
        { token },
      );
    expect(errorOf(await update({ positionId: 'astronaut' })).fields?.positionId?.code).toBe(
      'FIELD_INVALID',
    );
    expect(errorOf(await update({ iban: 'KZ00998ABCDEFGHIJKLM' })).fields?.iban?.code).toBe(
      'IBAN_INVALID',
    );
    expect(errorOf(await update({ iban: kzIban('601', '9999999999999') })).fields?.iban?.code).toBe(
      'IBAN_BANK_MISMATCH',
    );
    expect(errorOf(await update({ factAddress: '' })).fields?.factAddress?.code).toBe(
      'FIELD_REQUIRED',
    );
    const ok = await update({});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'DataUpdate',
      summaryStatus: 'inProgress',
      action: null,
      step: 'signing',
      processing: true,
    });
    // The profile follows the application's details.
    const me = await callContract(server, 'accountInfo', undefined, { token });
    expect(me.body).toMatchObject({ headPositionId: 'director', flat: '4', iban: ibans[0] });
    // Step 1 cannot be sent twice.
    expect((await update({})).status).toBe(409);
  });

  it('the operator prepares the documents, then an SMS unlocks signing', async () => {
    const early = await callContract(server, 'contractDocument', { opportunityId: id }, { token });
    expect(early.status).toBe(409);
    expect(errorOf(early).code).toBe('APPLICATION_STATE_INVALID');
    server.clock.advance(PROCESSING_MS);
    const ready = await detail();
    expect(ready.body).toMatchObject({
      status: 'SolutionOnClient',
      action: 'sign',
      processing: false,
    });
    const outbox = await callDev(server, 'smsOutbox', { phone: DEMO.nomadNoApps.phone });
    expect(outbox.body.messages[0]?.text).toContain(
      `Документы по заявке № ${ready.body.applicationNumber} готовы к подписанию`,
    );
  });

  it('serves the contract as a downloadable UTF-8 HTML document', async () => {
    const doc = await callContract(server, 'contractDocument', { opportunityId: id }, { token });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(doc.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contract-IN-2026-\d{6}\.html"$/,
    );
    expect(doc.body).toContain('ТОО «Номад Фуд»');
    expect(doc.body).toContain('г. Алматы, пр. Достык, 38');
    expect(doc.body).toContain('27\u00a0900\u00a0₸');
  });

  it('step 2 by SMS: consent and a proof for the application’s phone are required', async () => {
    const sign = (body: Record<string, unknown>) =>
      callUnchecked(
        server,
        'signDocuments',
        { opportunityId: id, method: 'sms', ...body },
        { token },
      );
    const proof = await smsProof(server, DEMO.nomadNoApps.phone, 'sign');
    expect(errorOf(await sign({ consent: false, smsProof: proof })).fields?.consent?.code).toBe(
      'CONSENT_REQUIRED',
    );
    expect(errorOf(await sign({ consent: true, smsProof: 'forged' })).fields?.smsProof?.code).toBe(
      'SMS_PROOF_REQUIRED',
    );
    const otherPhone = await smsProof(server, '+77019990011', 'sign');
    expect((await sign({ consent: true, smsProof: otherPhone })).status).toBe(422);
    const signed = await sign({ consent: true, smsProof: proof });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SignatureProcessing',
      signature: { method: 'sms', signer: '+7 707 *** ** 77' },
    });
    server.clock.advance(PROCESSING_MS);
    expect((await detail()).body).toMatchObject({
      status: 'TimeBooking',
      action: 'book',
      step: 'booking',
    });
  });

  let bookedSlot = '';

  it('step 3 offers business-day windows from 3 business days on, and books one', async () => {
    const slots = await callContract(
      server,
      'timeSlots',
      { opportunityId: id, days: '10' },
      { token },
    );
    expect(slots.status).toBe(200);
    const dates = slots.body.days.map((d) => d.date);
    // Monday 2 March + 3 business days = Thursday 5 March; the weekend is skipped.
    expect(dates[0]).toBe('2026-03-05');
    expect(dates).not.toContain('2026-03-07');
    expect(dates).not.toContain('2026-03-08');
    const first = slots.body.days[0]?.slots[0];
    expect(first).toMatchObject({
      id: '2026-03-05T09:00',
      start: '2026-03-05T09:00:00+05:00',
      end: '2026-03-05T11:00:00+05:00',
    });
    const free = slots.body.days.flatMap((d) => d.slots).filter((s) => s.available);
    const busy = slots.body.days.flatMap((d) => d.slots).filter((s) => !s.available);
    expect(free.length).toBeGreaterThan(5);
    expect(busy.length).toBeGreaterThan(0);
    const taken = await callContract(
      server,
      'bookTimeSlot',
      { opportunityId: id, slotId: present(busy[0], 'a busy slot').id },
      { token, lang: 'kk' },
    );
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: 'Таңдалған уақыт қолжетімсіз. Басқа уақытты таңдап көріңіз',
    });
    for (const slotId of ['2026-03-04T09:00', '2026-03-07T09:00', '2026-03-05T10:00', 'tomorrow']) {
      const bad = await callContract(
        server,
        'bookTimeSlot',
        { opportunityId: id, slotId },
        { token },
      );
      expect(errorOf(bad).code, slotId).toBe('SLOT_UNAVAILABLE');
    }
    bookedSlot = free[0]?.id ?? '';
    const booked = await callContract(
      server,
      'bookTimeSlot',
      { opportunityId: id, slotId: bookedSlot },
      { token },
    );
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      status: 'BookingSlot',
      step: 'done',
      booking: { id: bookedSlot },
      bookingDate: `${bookedSlot}:00+05:00`,
    });
  });

  it('a slot is taken once: another company in the same city gets «Выбранное время недоступно»', async () => {
    const other = await login(server, {
      ...DEMO.saryarkaNoApps,
      intent: {
        appType: 'internet',
        tariffId: 'office-5-reduced',
        address: { houseId: 'almaty-tole-bi-99' },
      },
    });
    const otherId = other.createdApplication?.opportunityId ?? '';
    await callDev(server, 'advanceApplication', { opportunityId: otherId, status: 'TimeBooking' });
    const slots = await callContract(
      server,
      'timeSlots',
      { opportunityId: otherId, days: '10' },
      { token: other.accessToken },
    );
    const shown = slots.body.days.flatMap((d) => d.slots).find((s) => s.id === bookedSlot);
    expect(shown?.available).toBe(false);
    const clash = await callContract(
      server,
      'bookTimeSlot',
      { opportunityId: otherId, slotId: bookedSlot },
      { token: other.accessToken },
    );
    expect(clash.status).toBe(409);
    expect(errorOf(clash).message).toBe('Выбранное время недоступно. Попробуйте выбрать другое');
  });

  it('is scheduled, then completed once the window has passed', async () => {
    server.clock.advance(PROCESSING_MS);
    expect((await detail()).body).toMatchObject({
      status: 'AssignedToSchedule',
      summaryStatus: 'inProgress',
    });
    const last = await callContract(server, 'lastApplicationDetail', undefined, { token });
    expect(last.body.application).toBeNull(); // nothing left for the client to fill in
    server.clock.advance(10 * 24 * 60 * 60 * 1000);
    // The access token has long expired; the refresh token carries the session on.
    const refreshed = await callContract(server, 'refreshToken', { refreshToken });
    expect(refreshed.status).toBe(200);
    token = refreshed.body.accessToken;
    expect((await detail()).body).toMatchObject({
      status: 'StatusCompleted',
      summaryStatus: 'completed',
    });
    const completed = await callContract(
      server,
      'clientApplications',
      { productType: 'internet', status: 'completed' },
      { token },
    );
    expect(completed.body.applications.map((a) => a.opportunityId)).toEqual([id]);
    const none = await callContract(
      server,
      'clientApplications',
      { productType: 'internet', status: 'new' },
      { token },
    );
    expect(none.body.applications).toEqual([]);
    const cancel = await callContract(
      server,
      'cancelOpportunity',
      { opportunityId: id },
      { token },
    );
    expect(cancel.status).toBe(409);
  });

  it('hides other companies’ applications and answers unknown ones with 404', async () => {
    const stepnoy = await login(server, DEMO.stepnoy);
    const foreign = await callContract(
      server,
      'fixApplicationDetail',
      { opportunityId: id },
      { token: stepnoy.accessToken },
    );
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).code).toBe('APPLICATION_NOT_FOUND');
    const wrongType = await callContract(
      server,
      'mobileApplicationDetail',
      { opportunityId: id },
      { token },
    );
    expect(wrongType.status).toBe(404);
    const missing = await callUnchecked(server, 'fixApplicationDetail', {}, { token });
    expect(errorOf(missing).fields?.opportunityId?.code).toBe('FIELD_REQUIRED');
  });
});

describe('office internet applications: addresses', () => {
  it('creates from a typed address, keeps it as typed, and rejects forbidden characters', async () => {
    const { accessToken: token } = await login(server, DEMO.alma);
    const create = (address: Record<string, unknown>, replaceUnfinished = true) =>
      callContract(
        server,
        'createApplication',
        { tariffId: 'office-5-reduced', address, replaceUnfinished },
        { token },
      );
    const forbidden = await create({
      manual: true,
      city: 'Алматы',
      street: 'ул. Жибек жолы',
      house: '50',
    });
    expect(forbidden.status).toBe(422);
    expect(errorOf(forbidden).fields?.['address.street']).toEqual({
      code: 'FORBIDDEN_CHARACTERS',
      message: 'Недопустимые символы: !”№%:%:,.(;)_+=-№$',
      params: { chars: '.' },
    });
    const missing = await create({ manual: true, city: 'Алматы' });
    expect(errorOf(missing).fields?.['address.street']?.code).toBe('FIELD_REQUIRED');
    const uncovered = await create({ houseId: 'almaty-alatau-district-118' });
    expect(errorOf(uncovered).code).toBe('ADDRESS_NOT_COVERED');
    const archived = await callContract(
      server,
      'createApplication',
      { tariffId: 'biznes-start-2019', address: { houseId: 'almaty-dostyk-43' } },
      { token },
    );
    expect(errorOf(archived).fields?.tariffId?.code).toBe('TARIFF_NOT_AVAILABLE');

    const typed = await create({ manual: true, city: 'Алматы', street: 'Жибек жолы', house: '50' });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({
      address: { manual: true, city: 'Алматы', street: 'Жибек жолы', house: '50', houseId: null },
      connectionAddress: 'Алматы, Жибек жолы, 50',
      technology: null,
    });
    // «Завершить текущую»: the demo application it replaced is cancelled.
    const list = await callContract(
      server,
      'clientApplications',
      { productType: 'internet' },
      { token },
    );
    const statuses = list.body.applications.map((a) => a.status);
    expect(statuses.filter((s) => s === 'Qualification')).toHaveLength(1);
    expect(statuses).toContain('StatusCancelled');

    // A typed address that names a directory building becomes that building, in each language.
    const matched = await create({
      manual: true,
      cityId: 'almaty',
      city: 'Алматы',
      street: 'Толе би',
      house: '101',
    });
    expect(matched.body.address).toMatchObject({ houseId: 'almaty-tole-bi-101', manual: false });
    const inKazakh = await callContract(
      server,
      'fixApplicationDetail',
      { opportunityId: matched.body.opportunityId },
      { token, lang: 'kk' },
    );
    expect(inKazakh.body.connectionAddress).toBe('Алматы қ., Төле би көшесі, 101');
  });
});

describe('mobile connection: numbers, signing by EDS, receiving the SIMs', () => {
  let token = '';
  let id = '';

  it('checks the number step against the tariff caps and the own-numbers choice', async () => {
    ({ accessToken: token } = await login(server, DEMO.kaztranstech));
    const create = (patch: Record<string, unknown>) =>
      callContract(
        server,
        'createMobileApplication',
        {
          tariffId: 'business-unlim-13',
          ctnsAmount: 10,
          additionalCtnsAmount: 2,
          numbersChoice: 'partlyOwn',
          ownNumbers: ['+77012223345', '+77012223346'],
          virtualPbx: true,
          roaming: true,
          replaceUnfinished: true,
          ...patch,
        },
        { token },
      );
    const tooMany = await create({ ctnsAmount: 31 });
    expect(errorOf(tooMany).fields?.ctnsAmount).toEqual({
      code: 'NUMBERS_LIMIT',
      message: 'Для этого тарифа можно не больше 30',
      params: { max: 30 },
    });
    expect(
      errorOf(await create({ additionalCtnsAmount: 11 })).fields?.additionalCtnsAmount?.code,
    ).toBe('NUMBERS_LIMIT');
    expect(errorOf(await create({ ctnsAmount: 0 })).fields?.ctnsAmount?.code).toBe('FIELD_INVALID');
    expect(errorOf(await create({ numbersChoice: 'own' })).fields?.ownNumbers?.code).toBe(
      'FIELD_INVALID',
    );
    expect(
      errorOf(await create({ ownNumbers: ['+77121234567'] })).fields?.['ownNumbers.0']?.code,
    ).toBe('PHONE_INVALID');
    expect(errorOf(await create({ replaceUnfinished: false })).code).toBe(
      'APPLICATION_UNFINISHED_EXISTS',
    );
    const created = await create({});
    expect(created.status).toBe(201);
    id = created.body.opportunityId;
    expect(created.body).toMatchObject({
      appType: 'mobile',
      price: 10 * 12990 + 2 * 3000,
      roaming: true,
      mobile: { ctnsAmount: 10, additionalCtnsAmount: 2, totalNumbers: 12, virtualPbx: true },
    });
    const numbers = created.body.mobile?.numbers ?? [];
    expect(numbers.slice(0, 2).map((n) => n.msisdn)).toEqual(['+77012223345', '+77012223346']);
    expect(numbers.filter((n) => n.own)).toHaveLength(2);
    expect(numbers.filter((n) => n.additional)).toHaveLength(2);
    expect(new Set(numbers.map((n) => n.msisdn)).size).toBe(12);
  });

  it('step 1 may change the numbers, then the documents are prepared', async () => {
    const ibans = (await callContract(server, 'customerIbans', { bankId: 'halyk' }, { token })).body
      .ibans;
    const updated = await callContract(
      server,
      'mobileUpdateApplication',
      {
        opportunityId: id,
        positionId: 'board-chairman',
        bankId: 'halyk',
        iban: present(ibans[0], 'an IBAN').iban,
        factAddress: 'г. Астана, пр. Кабанбай батыра, 17',
        lawAddress: 'г. Астана, пр. Кабанбай батыра, 17',
        numbers: {
          tariffId: 'business-unlim-9',
          ctnsAmount: 4,
          additionalCtnsAmount: 0,
          numbersChoice: 'new',
          virtualPbx: false,
          roaming: false,
        },
      },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'DataUpdate',
      tariff: { id: 'business-unlim-9' },
      price: 4 * 8990,
      mobile: { totalNumbers: 4, roaming: false },
    });
    server.clock.advance(PROCESSING_MS);
  });

  it('step 2 by EDS: a JSC’s First Head signs (a signer’s key alone is refused, §6)', async () => {
    const data = await callContract(server, 'signData', { opportunityId: id }, { token });
    expect(data.status).toBe(200);
    // The bytes to sign are the contract document itself (base64), whose digest is given beside.
    const documentBytes = Buffer.from(data.body.dataToSign, 'base64');
    expect(createHash('sha256').update(documentBytes).digest('hex')).toBe(data.body.digest);
    const sign = async (certificateId: string) =>
      (await callDev(server, 'edsSign', { certificateId, data: data.body.dataToSign })).body
        .signature;
    const bySigner = await callContract(
      server,
      'signDocuments',
      {
        opportunityId: id,
        consent: true,
        method: 'eds',
        signature: await sign('kaztranstech-signer-sign'),
      },
      { token },
    );
    expect(bySigner.status).toBe(422);
    const signature = await sign('kaztranstech-head-sign');
    const signed = await callContract(
      server,
      'signDocuments',
      { opportunityId: id, consent: true, method: 'eds', signature },
      { token },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.signature).toMatchObject({
      method: 'eds',
      signer: 'Омаров Данияр Серикович',
    });
    server.clock.advance(PROCESSING_MS);
    const ready = await callContract(
      server,
      'mobileApplicationDetail',
      { opportunityId: id },
      { token },
    );
    expect(ready.body).toMatchObject({
      status: 'MobileDelivery',
      action: 'delivery',
      step: 'receiving',
    });
  });

  it('step 3 lists pickup offices with their details', async () => {
    const cities = await callContract(server, 'mobileSelfPickupCities', undefined, {
      token,
      lang: 'kk',
    });
    expect(cities.body.cities).toContainEqual({ id: 'oskemen', name: 'Өскемен' });
    const details = await callContract(
      server,
      'mobileSelfPickupCityDetails',
      { 'city-id': 'astana' },
      { token },
    );
    expect(details.body).toMatchObject({
      name: 'Астана',
      address: 'г. Астана, пр. Мангилик Ел, 55/20, офис 104',
      manager: { name: 'Жумабеков Арман Болатович', phone: '+77017110210' },
    });
    expect(details.body.hours).toContain('09:00–19:00');
    const unknown = await callContract(
      server,
      'mobileSelfPickupCityDetails',
      { 'city-id': 'atlantis' },
      { token },
    );
    expect(unknown.status).toBe(404);
  });

  it('step 3 delivery: outside every zone is refused, inside is accepted', async () => {
    const deliver = (lat: number, lng: number, extra: Record<string, unknown> = {}) =>
      callContract(
        server,
        'pickupOption',
        {
          opportunityId: id,
          type: 'delivery',
          delivery: {
            address: 'Астана, проспект Мангилик Ел, 8',
            point: { lat, lng },
            floor: '3',
            ...extra,
          },
        },
        { token },
      );
    const far = await deliver(50.28, 57.17); // Aktobe: no courier zone
    expect(far.status).toBe(422);
    expect(errorOf(far)).toMatchObject({
      code: 'DELIVERY_OUT_OF_ZONE',
      message: 'Адрес не входит в зону доставки',
    });
    expect(errorOf(await deliver(43.2, 76.62)).code).toBe('DELIVERY_OUT_OF_ZONE'); // Kaskelen, past Almaty's zone
    const forbidden = await callContract(
      server,
      'pickupOption',
      {
        opportunityId: id,
        type: 'delivery',
        delivery: { address: 'x', point: { lat: 51.13, lng: 71.43 }, flat: '4,5' },
      },
      { token },
    );
    expect(errorOf(forbidden).fields?.['delivery.flat']?.code).toBe('FORBIDDEN_CHARACTERS');
    const ok = await deliver(51.128, 71.43);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'DeliveryInProgress',
      deliveryType: 'delivery',
      deliveryAddress: 'Астана, проспект Мангилик Ел, 8',
      delivery: { point: { lat: 51.128, lng: 71.43 }, floor: '3', entrance: null },
      step: 'done',
    });
    const again = await callContract(
      server,
      'pickupOption',
      { opportunityId: id, type: 'pickup', cityId: 'astana' },
      { token },
    );
    expect(again.status).toBe(409);
  });

  it('a self-pickup is recorded with its office', async () => {
    const other = await login(server, DEMO.stepnoy);
    const list = await callContract(
      server,
      'clientApplications',
      { productType: 'mobile' },
      { token: other.accessToken },
    );
    const waiting = list.body.applications.find((a: ApplicationSummary) => a.action === 'delivery');
    expect(waiting).toBeDefined();
    const bad = await callContract(
      server,
      'pickupOption',
      {
        opportunityId: present(waiting, 'a waiting application').opportunityId,
        type: 'pickup',
        cityId: 'atlantis',
      },
      { token: other.accessToken },
    );
    expect(errorOf(bad).fields?.cityId?.code).toBe('FIELD_INVALID');
    const picked = await callContract(
      server,
      'pickupOption',
      {
        opportunityId: present(waiting, 'a waiting application').opportunityId,
        type: 'pickup',
        cityId: 'almaty',
      },
      { token: other.accessToken },
    );
    expect(picked.body).toMatchObject({
      deliveryType: 'pickup',
      pickup: { id: 'almaty' },
      deliveryAddress: 'г. Алматы, пр. Абая, 150/230, бизнес-центр «Самал», 1 этаж',
    });
  });

  it('cancels an open application and releases nothing twice', async () => {
    const other = await login(server, DEMO.megaMarket);
    const list = await callContract(
      server,
      'clientApplications',
      { productType: 'internet' },
      { token: other.accessToken },
    );
    const open = list.body.applications.find((a) => a.status === 'TimeBooking');
    const cancelled = await callContract(
      server,
      'cancelOpportunity',
      { opportunityId: present(open, 'an open application').opportunityId },
      { token: other.accessToken },
    );
    expect(cancelled.body).toMatchObject({
      status: 'StatusCancelled',
      summaryStatus: 'cancelled',
      action: null,
    });
    const twice = await callContract(
      server,
      'cancelOpportunity',
      { opportunityId: present(open, 'an open application').opportunityId },
      { token: other.accessToken },
    );
    expect(twice.status).toBe(409);
  });
});

describe('company profile', () => {
  it('updates the editable fields and reads them back', async () => {
    const { accessToken: token } = await login(server, DEMO.stepnoy);
    const ibans = (await callContract(server, 'customerIbans', { bankId: 'halyk' }, { token })).body
      .ibans;
    const saved = await callContract(
      server,
      'updateAccountInfo',
      {
        employeesNumber: 52,
        flat: '',
        iban: ibans[1]?.iban,
        headPositionId: 'general-director',
      },
      { token, lang: 'kk' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      employeesNumber: 52,
      flat: null,
      iban: ibans[1]?.iban,
      headPosition: 'Бас директор',
      bankName: '«Қазақстан Халық Жинақ Банкі» АҚ',
    });
    const me = await callContract(server, 'accountInfo', undefined, { token });
    expect(me.body.employeesNumber).toBe(52);
  });

  it.each([
    [{ employeesNumber: -1 }, 'employeesNumber', 'FIELD_INVALID'],
    [{ phone: '+7 730 000 00 00' }, 'phone', 'PHONE_INVALID'],
    [{ bankId: 'halyk' }, 'iban', 'IBAN_BANK_MISMATCH'],
    [{ headPositionId: 'king' }, 'headPositionId', 'FIELD_INVALID'],
    [{ legalAddress: 'x'.repeat(301) }, 'legalAddress', 'FIELD_TOO_LONG'],
  ])('rejects %j', async (body, field, code) => {
    const { accessToken: token } = await login(server, DEMO.alma);
    const res = await callContract(server, 'updateAccountInfo', body, { token });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.[field]?.code).toBe(code);
  });
});
