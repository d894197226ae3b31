/**
 * A sole proprietor registered by IIN, without a BIN (issue 35), through the real server: the
 * demo ИП «Әбдірахманов» (migration 016) signs in by IIN and phone, reads its profile and
 * applications, takes the office wizard through step 1 (its owner the only head), the state
 * register's check and an SMS signature, and signs its mobile documents with the owner's
 * individual key; a new IE by IIN is registered as one; the handset offer reads an IIN's record
 * as a BIN's. The domain's places that once assumed a BIN each have a case here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DEV_API_PATHS,
  type AccountInfo,
  type ApplicationDetail,
  type LoginResponse,
  type Out,
} from '../../contract/api.ts';
import { ENTREPRENEUR_POSITION_ID, idNumberCheckDigit } from '../../contract/rules/bin.ts';
import { SOLE_PROPRIETORS } from '../db/seed/companies.ts';
import { kzIban } from '../db/seed/iban.ts';
import { STATE_REGISTER } from '../db/seed/stateRegister.ts';
import type { Ctx } from '../domain/context.ts';
import { isEligibleForHandsetOffer, offerCompany } from '../domain/handsetOffer.ts';
import { legalFormOfNumber } from '../domain/reference.ts';
import { unnamedCompany } from '../domain/login.ts';
import {
  call,
  DEMO,
  errorOf,
  login,
  smsProof,
  startTestServer,
  type TestServer,
} from '../test/server.ts';

const IE = DEMO.soleProprietor;
const seed = SOLE_PROPRIETORS.find((c) => c.bin === IE.bin);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ processingSeconds: 0 });
});
afterAll(() => server.stop());

const applications = async (token: string, productType: 'internet' | 'mobile') =>
  (
    await call<Out<'clientApplications'>>(server, API_PATHS.clientApplications, {
      token,
      query: { productType },
    })
  ).body.applications;

const detail = (token: string, path: string, opportunityId: string) =>
  call<ApplicationDetail>(server, path, { token, query: { opportunityId } });

/** A valid IIN (check digit right, a birth date in its first six digits) nobody has used yet. */
let iinSeed = 0;
function freshIin(): string {
  for (;;) {
    iinSeed += 1;
    const body = `88071530${String(iinSeed).padStart(3, '0')}`;
    const check = idNumberCheckDigit(body);
    if (check !== null) return body + String(check);
  }
}

describe('the demo sole proprietor (migration 016)', () => {
  it('is the register’s IE by a valid IIN, its owner the head, with two open applications', () => {
    expect(seed).toBeDefined();
    expect(idNumberCheckDigit(IE.bin.slice(0, 11))).toBe(Number(IE.bin[11]));
    expect(STATE_REGISTER.find((e) => e.bin === IE.bin)).toMatchObject({
      legalForm: 'IE',
      status: 'active',
      headIin: IE.bin,
      headName: seed?.headName,
    });
    const rows = server.db
      .prepare(
        'SELECT app_type, status, phone FROM applications WHERE company_bin = ? ORDER BY app_type',
      )
      .all(IE.bin);
    expect(rows).toEqual([
      { app_type: 'internet', status: 'Qualification', phone: IE.phone },
      { app_type: 'mobile', status: 'SolutionOnClient', phone: IE.mobilePhone },
    ]);
  });
});

describe('a sole proprietor signs in by IIN and phone', () => {
  let token = '';
  let account: AccountInfo;

  it('with its own phone: the account is the IE, its IIN the number', async () => {
    const result = await login(server, { bin: IE.bin, phone: IE.phone });
    token = result.accessToken;
    account = result.account;
    expect(account).toMatchObject({
      bin: IE.bin,
      companyName: 'ИП «Әбдірахманов»',
      legalForm: 'IE',
      owner: 'Әбдірахманов Бауыржан Серікұлы',
      headPositionId: ENTREPRENEUR_POSITION_ID,
      headPosition: 'Индивидуальный предприниматель',
      loginMethod: 'sms',
    });
    const profile = await call<AccountInfo>(server, API_PATHS.accountInfo, { token, lang: 'kk' });
    expect(profile.body).toMatchObject({ bin: IE.bin, headPosition: 'Жеке кәсіпкер' });
  });

  it('with an application’s contact phone too; another phone is not the company’s', async () => {
    expect((await login(server, { bin: IE.bin, phone: IE.mobilePhone })).account.bin).toBe(IE.bin);
    await call(server, API_PATHS.loginStart, { body: { bin: IE.bin, phone: '+77019997766' } });
    const outbox = await call<{ messages: Array<{ code: string | null }> }>(
      server,
      DEV_API_PATHS.smsOutbox,
      { query: { phone: '+77019997766' } },
    );
    const code = outbox.body.messages[0]?.code ?? '';
    const refused = await call(server, API_PATHS.loginVerify, {
      body: { bin: IE.bin, phone: '+77019997766', code },
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('LOGIN_PHONE_MISMATCH');
  });

  it('refuses an IIN with a wrong check digit in words that name both numbers, ru and kk', async () => {
    const wrong = `${IE.bin.slice(0, 11)}${(Number(IE.bin[11]) + 1) % 10}`;
    const ru = await call(server, API_PATHS.loginStart, { body: { bin: wrong, phone: IE.phone } });
    expect(ru.status).toBe(422);
    expect(errorOf(ru).fields?.bin).toEqual({
      code: 'BIN_INVALID',
      message: 'Некорректный БИН или ИИН',
    });
    const kk = await call(server, API_PATHS.loginStart, {
      body: { bin: wrong, phone: IE.phone },
      lang: 'kk',
    });
    expect(errorOf(kk).fields?.bin?.message).toBe('БСН немесе ЖСН қате');
  });

  it('lists its applications under its IIN', async () => {
    const internet = await applications(token, 'internet');
    const mobile = await applications(token, 'mobile');
    expect(internet).toHaveLength(1);
    expect(internet[0]).toMatchObject({ bin: IE.bin, status: 'Qualification', action: 'continue' });
    expect(mobile[0]).toMatchObject({ bin: IE.bin, status: 'SolutionOnClient', action: 'sign' });
  });

  it('keeps its owner the head: another position is refused, in the profile and in step 1', async () => {
    const profile = await call(server, API_PATHS.updateAccountInfo, {
      token,
      body: { headPositionId: 'director' },
    });
    expect(profile.status).toBe(422);
    expect(errorOf(profile).fields?.headPositionId?.code).toBe('FIELD_INVALID');
    const [office] = await applications(token, 'internet');
    const step = await call(server, API_PATHS.updateApplication, {
      token,
      body: {
        opportunityId: office?.opportunityId,
        positionId: 'director',
        bankId: 'halyk',
        iban: account.iban,
        factAddress: account.actualAddress,
        lawAddress: account.legalAddress,
      },
    });
    expect(step.status).toBe(422);
    expect(errorOf(step).fields?.positionId?.code).toBe('FIELD_INVALID');
  });

  it('the office wizard: step 1, the register confirms the IE, signed by an SMS code', async () => {
    const [office] = await applications(token, 'internet');
    const id = office?.opportunityId ?? '';
    const step = await call<ApplicationDetail>(server, API_PATHS.updateApplication, {
      token,
      body: {
        opportunityId: id,
        positionId: ENTREPRENEUR_POSITION_ID,
        bankId: account.bankId,
        iban: account.iban,
        factAddress: account.actualAddress,
        lawAddress: account.legalAddress,
      },
    });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    // The processing over (at once here): the state register knew the IIN as an active IE.
    const ready = await detail(token, API_PATHS.fixApplicationDetail, id);
    expect(ready.body).toMatchObject({ status: 'SolutionOnClient', action: 'sign' });
    const contract = await call<string>(server, API_PATHS.contractDocument, {
      token,
      query: { opportunityId: id },
    });
    expect(contract.body).toContain('ИП «Әбдірахманов»');
    expect(contract.body).toContain(IE.bin);
    const signed = await call<ApplicationDetail>(server, API_PATHS.signDocuments, {
      token,
      body: {
        opportunityId: id,
        consent: true,
        method: 'sms',
        smsProof: await smsProof(server, IE.phone, 'sign'),
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SignatureProcessing',
      signature: { method: 'sms', channel: 'sms', signer: '+7 702 *** ** 50' },
    });
  });

  it('the mobile documents, signed by EDS with the owner’s individual key: the entrepreneur', async () => {
    const [mobile] = await applications(token, 'mobile');
    const id = mobile?.opportunityId ?? '';
    const data = await call<Out<'signData'>>(server, API_PATHS.signData, {
      token,
      query: { opportunityId: id },
    });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const cms = await call<{ signature: string }>(server, DEV_API_PATHS.edsSign, {
      body: { certificateId: 'entrepreneur-sign', data: data.body.dataToSign },
    });
    const signed = await call<ApplicationDetail>(server, API_PATHS.signDocuments, {
      token,
      body: { opportunityId: id, consent: true, method: 'eds', signature: cms.body.signature },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signature).toMatchObject({
      method: 'eds',
      signer: 'Әбдірахманов Бауыржан Серікұлы',
      signerIin: IE.bin,
      signerRole: 'entrepreneur',
    });
  });
});

describe('an EDS login with the entrepreneur’s individual key', () => {
  it('is the demo IE: the key’s IIN is the company’s number', async () => {
    const { body } = await call<{ challengeId: string; challenge: string }>(
      server,
      API_PATHS.edsChallenge,
      { body: {} },
    );
    const cms = await call<{ signature: string }>(server, DEV_API_PATHS.edsSign, {
      body: {
        certificateId: 'entrepreneur-auth',
        data: Buffer.from(body.challenge, 'utf8').toString('base64'),
      },
    });
    const res = await call<LoginResponse>(server, API_PATHS.edsLogin, {
      body: { challengeId: body.challengeId, signature: cms.body.signature },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account).toMatchObject({
      bin: IE.bin,
      companyName: 'ИП «Әбдірахманов»',
      legalForm: 'IE',
      loginMethod: 'eds',
    });
  });
});

describe('a new sole proprietor by IIN', () => {
  const INTENT = {
    appType: 'internet' as const,
    tariffId: 'office-10-reduced',
    address: { houseId: 'almaty-abay-52' },
  };

  it('is registered as an IE at its first login, its owner the head; the register decides', async () => {
    const iin = freshIin();
    const phone = '+77029100001';
    const result = await login(server, { bin: iin, phone, intent: INTENT });
    expect(result.account).toMatchObject({
      bin: iin,
      companyName: `ИП, ИИН ${iin}`,
      legalForm: 'IE',
      headPositionId: ENTREPRENEUR_POSITION_ID,
    });
    const id = result.createdApplication?.opportunityId ?? '';
    const submit = (opportunityId: string) =>
      call<ApplicationDetail>(server, API_PATHS.updateApplication, {
        token: result.accessToken,
        body: {
          opportunityId,
          positionId: ENTREPRENEUR_POSITION_ID,
          bankId: 'halyk',
          // An account of its own: an IBAN belongs to one company.
          iban: kzIban('601', `${iin}0`),
          factAddress: 'г. Алматы, пр. Абая, 52',
          lawAddress: 'г. Алматы, пр. Абая, 52',
        },
      });
    expect((await submit(id)).status).toBe(200);
    // Not in the state register: an IIN nobody registered as an IE is not signed for.
    const stopped = await detail(result.accessToken, API_PATHS.fixApplicationDetail, id);
    expect(stopped.body.status).toBe('VerificationFailed');
  });
});

describe('the domain’s places that read a company’s number', () => {
  it('derives the legal form: an IIN is an IE; a BIN by its 5th digit', () => {
    expect(legalFormOfNumber('910405300814')).toBe('IE');
    expect(legalFormOfNumber('850315300128')).toBe('IE');
    expect(legalFormOfNumber('111160000374')).toBe('IE');
    expect(legalFormOfNumber('060950000374')).toBe('BRANCH');
    expect(legalFormOfNumber('180440000128')).toBe('LLP');
  });

  it('names a new client until a manager writes its name: «ИП …» for an IIN', () => {
    expect(unnamedCompany('180440000128', null)).toBe('БИН 180440000128');
    expect(unnamedCompany('910405300814', null)).toBe('ИП, ИИН 910405300814');
    expect(unnamedCompany('910405300814', 'Әбдірахманов Бауыржан Серікұлы')).toBe(
      'ИП Әбдірахманов Бауыржан Серікұлы',
    );
  });

  it('reads the handset offer’s record by IIN as by BIN', async () => {
    const ctx = { db: server.db } as Ctx;
    const record = offerCompany(ctx, IE.bin);
    expect(record).toMatchObject({ segment: 'sme', mobileClientSince: '2023-04-12' });
    expect(isEligibleForHandsetOffer(record)).toBe(true);
    const ie = await call<{ bin: string; eligible: boolean }>(server, API_PATHS.pricePlanOffer, {
      query: { bin: IE.bin },
    });
    const llp = await call<{ eligible: boolean }>(server, API_PATHS.pricePlanOffer, {
      query: { bin: DEMO.stepnoy.bin },
    });
    expect(ie.status).toBe(200);
    // The same answer as an eligible BIN's (whatever the offer's period makes of both).
    expect(ie.body).toMatchObject({ bin: IE.bin, eligible: llp.body.eligible });
    const stranger = await call<{ eligible: boolean }>(server, API_PATHS.pricePlanOffer, {
      query: { bin: freshIin() },
    });
    expect(stranger.body.eligible).toBe(false);
  });

  it('takes an IIN in every public form’s company field', async () => {
    const reprice = await call(server, API_PATHS.createRepriceRequest, {
      body: { consent: true, name: 'Бауыржан', phone: IE.phone, bin: IE.bin },
    });
    expect(reprice.status).toBe(201);
    const lead = await call(server, API_PATHS.createLead, {
      body: { consent: true, phone: IE.phone, bin: IE.bin },
    });
    expect(lead.status).toBe(201);
  });
});
