/**
 * A sole proprietor registered by IIN, without a BIN (issue 35), through the real server: the
 * demo ИП «Әбдірахманов» (migration 016) signs in by IIN and phone, reads its profile and
 * applications, takes the office wizard through step 1 (its owner the only head), the state
 * register's check and an SMS signature, and signs its mobile documents with the owner's
 * individual key; a new IE by IIN is registered as one; the handset offer reads an IIN's record
 * as a BIN's. The domain's places that once assumed a BIN each have a case here.
 */
import { describe, expect, it } from 'vitest';
import { type AccountInfo } from '../../contract/index.ts';
import { ENTREPRENEUR_POSITION_ID, idNumberCheckDigit } from '../../contract/rules/bin.ts';
import { SOLE_PROPRIETORS } from '../db/seed/companies.ts';
import { kzIban } from '../db/seed/iban.ts';
import { STATE_REGISTER } from '../db/seed/stateRegister.ts';
import type { Ctx } from '../domain/context.ts';
import { isEligibleForHandsetOffer, offerCompany } from '../domain/handsetOffer.ts';
import { legalFormOfNumber } from '../domain/reference.ts';
import { unnamedCompany } from '../domain/login.ts';
import {
  callContract,
  callDev,
  DEMO,
  errorOf,
  login,
  present,
  smsProof,
  useTestServer,
} from '../test/server.ts';

const IE = DEMO.soleProprietor;
const seed = SOLE_PROPRIETORS.find((c) => c.bin === IE.bin);

const server = useTestServer({ processingSeconds: 0 });

const applications = async (token: string, productType: 'internet' | 'mobile') =>
  (await callContract(server, 'clientApplications', { productType }, { token })).body.applications;

const detail = (token: string, opportunityId: string) =>
  callContract(server, 'fixApplicationDetail', { opportunityId }, { token });

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
    const profile = await callContract(server, 'accountInfo', undefined, { token, lang: 'kk' });
    expect(profile.body).toMatchObject({ bin: IE.bin, headPosition: 'Жеке кәсіпкер' });
  });

  it('with an application’s contact phone too; another phone is not the company’s', async () => {
    expect((await login(server, { bin: IE.bin, phone: IE.mobilePhone })).account.bin).toBe(IE.bin);
    await callContract(server, 'loginStart', { bin: IE.bin, phone: '+77019997766' });
    const outbox = await callDev(server, 'smsOutbox', { phone: '+77019997766' });
    const code = outbox.body.messages[0]?.code ?? '';
    const refused = await callContract(server, 'loginVerify', {
      bin: IE.bin,
      phone: '+77019997766',
      code,
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('LOGIN_PHONE_MISMATCH');
  });

  it('refuses an IIN with a wrong check digit in words that name both numbers, ru and kk', async () => {
    const wrong = `${IE.bin.slice(0, 11)}${(Number(IE.bin[11]) + 1) % 10}`;
    const ru = await callContract(server, 'loginStart', { bin: wrong, phone: IE.phone });
    expect(ru.status).toBe(422);
    expect(errorOf(ru).fields?.bin).toEqual({
      code: 'BIN_INVALID',
      message: 'Некорректный БИН или ИИН',
    });
    const kk = await callContract(
      server,
      'loginStart',
      { bin: wrong, phone: IE.phone },
      { lang: 'kk' },
    );
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
    const profile = await callContract(
      server,
      'updateAccountInfo',
      { headPositionId: 'director' },
      { token },
    );
    expect(profile.status).toBe(422);
    expect(errorOf(profile).fields?.headPositionId?.code).toBe('FIELD_INVALID');
    const [office] = await applications(token, 'internet');
    const step = await callContract(
      server,
      'updateApplication',
      {
        opportunityId: present(office, 'the office application').opportunityId,
        positionId: 'director',
        bankId: 'halyk',
        iban: present(account.iban, 'iban'),
        factAddress: present(account.actualAddress, 'actualAddress'),
        lawAddress: present(account.legalAddress, 'legalAddress'),
      },
      { token },
    );
    expect(step.status).toBe(422);
    expect(errorOf(step).fields?.positionId?.code).toBe('FIELD_INVALID');
  });

  it('the office wizard: step 1, the register confirms the IE, signed by an SMS code', async () => {
    const [office] = await applications(token, 'internet');
    const id = office?.opportunityId ?? '';
    const step = await callContract(
      server,
      'updateApplication',
      {
        opportunityId: id,
        positionId: ENTREPRENEUR_POSITION_ID,
        bankId: present(account.bankId, 'bankId'),
        iban: present(account.iban, 'iban'),
        factAddress: present(account.actualAddress, 'actualAddress'),
        lawAddress: present(account.legalAddress, 'legalAddress'),
      },
      { token },
    );
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    // The processing over (at once here): the state register knew the IIN as an active IE.
    const ready = await detail(token, id);
    expect(ready.body).toMatchObject({ status: 'SolutionOnClient', action: 'sign' });
    const contract = await callContract(
      server,
      'contractDocument',
      { opportunityId: id },
      { token },
    );
    expect(contract.body).toContain('ИП «Әбдірахманов»');
    expect(contract.body).toContain(IE.bin);
    const signed = await callContract(
      server,
      'signDocuments',
      {
        opportunityId: id,
        consent: true,
        method: 'sms',
        smsProof: await smsProof(server, IE.phone, 'sign'),
      },
      { token },
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SignatureProcessing',
      signature: { method: 'sms', channel: 'sms', signer: '+7 702 *** ** 50' },
    });
  });

  it('the mobile documents, signed by EDS with the owner’s individual key: the entrepreneur', async () => {
    const [mobile] = await applications(token, 'mobile');
    const id = mobile?.opportunityId ?? '';
    const data = await callContract(server, 'signData', { opportunityId: id }, { token });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const cms = await callDev(server, 'edsSign', {
      certificateId: 'entrepreneur-sign',
      data: data.body.dataToSign,
    });
    const signed = await callContract(
      server,
      'signDocuments',
      { opportunityId: id, consent: true, method: 'eds', signature: cms.body.signature },
      { token },
    );
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
    const { body } = await callContract(server, 'edsChallenge');
    const cms = await callDev(server, 'edsSign', {
      certificateId: 'entrepreneur-auth',
      data: Buffer.from(body.challenge, 'utf8').toString('base64'),
    });
    const res = await callContract(server, 'edsLogin', {
      challengeId: body.challengeId,
      signature: cms.body.signature,
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
      callContract(
        server,
        'updateApplication',
        {
          opportunityId,
          positionId: ENTREPRENEUR_POSITION_ID,
          bankId: 'halyk',
          // An account of its own: an IBAN belongs to one company.
          iban: kzIban('601', `${iin}0`),
          factAddress: 'г. Алматы, пр. Абая, 52',
          lawAddress: 'г. Алматы, пр. Абая, 52',
        },
        { token: result.accessToken },
      );
    expect((await submit(id)).status).toBe(200);
    // Not in the state register: an IIN nobody registered as an IE is not signed for.
    const stopped = await detail(result.accessToken, id);
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
    const ie = await callContract(server, 'pricePlanOffer', { bin: IE.bin });
    const llp = await callContract(server, 'pricePlanOffer', { bin: DEMO.stepnoy.bin });
    expect(ie.status).toBe(200);
    // The same answer as an eligible BIN's (whatever the offer's period makes of both).
    expect(ie.body).toMatchObject({ bin: IE.bin, eligible: llp.body.eligible });
    const stranger = await callContract(server, 'pricePlanOffer', { bin: freshIin() });
    expect(stranger.body.eligible).toBe(false);
  });

  it('takes an IIN in every public form’s company field', async () => {
    const reprice = await callContract(server, 'createRepriceRequest', {
      consent: true,
      name: 'Бауыржан',
      phone: IE.phone,
      bin: IE.bin,
    });
    expect(reprice.status).toBe(201);
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: IE.phone,
      bin: IE.bin,
    });
    expect(lead.status).toBe(201);
  });
});
