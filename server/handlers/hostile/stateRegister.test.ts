import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  type ApplicationDetail,
  type ApplicationIntent,
  type LoginResponse,
} from '../../../contract/index.ts';
import { DEV_CALLS } from '../../../contract/calls/index.ts';
import { idNumberCheckDigit } from '../../../contract/rules/bin.ts';
import { kzIban } from '../../db/seed/iban.ts';
import {
  call,
  callContract,
  callDev,
  DEMO,
  errorOf,
  login,
  smsProof,
  useTestServer,
} from '../../test/server.ts';
import { strangerPhone } from './support.ts';

/*
 * Finding (issue 28): «Anyone can sign for a company the operator does not know». With an
 * intent, login/start for an invented BIN and any phone → SMS → a cabinet → update-application →
 * SMS signature → a contract signed in that BIN's name. Now the company is checked against the
 * state register (`db/seed/stateRegister.ts`) when step 1's processing ends and again at the
 * signature: unknown, liquidated, or (EDS) a First Head key of someone the register does not
 * name → VerificationFailed, nothing to sign, §8's «…свяжется с вами в течение 2–3 дней…».
 */

const lines: string[] = [];
const server = useTestServer({
  processingSeconds: 0,
  logTo: { write: (text) => lines.push(text) },
});

const INTENT: ApplicationIntent = {
  appType: 'internet',
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};

let binSeed = 0;
/** A valid BIN (check digit right) that no register holds. */
function inventedBin(): string {
  for (;;) {
    binSeed += 1;
    const body = `2303400${String(binSeed).padStart(4, '0')}`;
    const check = idNumberCheckDigit(body);
    if (check !== null) return body + String(check);
  }
}

let ibanSeed = 0;
/** A Halyk IBAN no other company holds (an IBAN belongs to one company). */
const freshIban = () => kzIban('601', String(4_200_000 + (ibanSeed += 1)).padStart(13, '0'));

const STEP_ONE = {
  positionId: 'director',
  bankId: 'halyk',
  factAddress: 'г. Алматы, пр. Достык, 38',
  lawAddress: 'г. Алматы, пр. Достык, 38',
};

const detail = (token: string, id: string) =>
  callContract(server, 'fixApplicationDetail', { opportunityId: id }, { token });

/** Step 1 submitted and its processing over (CRM_PROCESSING_SECONDS=0: at the next read). */
async function throughStepOne(token: string, id: string): Promise<ApplicationDetail> {
  const submitted = await callContract(
    server,
    'updateApplication',
    { opportunityId: id, ...STEP_ONE, iban: freshIban() },
    { token },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return (await detail(token, id)).body;
}

async function smsLoginWithIntent(bin: string, phone = strangerPhone()) {
  const result = await login(server, { bin, phone, intent: INTENT });
  const id = result.createdApplication?.opportunityId ?? '';
  expect(id).not.toBe('');
  return { token: result.accessToken, id, phone };
}

const signBySms = async (token: string, id: string, phone: string) =>
  callContract(
    server,
    'signDocuments',
    {
      opportunityId: id,
      consent: true,
      method: 'sms',
      smsProof: await smsProof(server, phone, 'sign'),
    },
    { token },
  );

async function devSign(certificateId: string, base64: string): Promise<string> {
  const res = await callDev(server, 'edsSign', { certificateId, data: base64 });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.signature;
}

async function edsLoginWithIntent(certificateId: string): Promise<LoginResponse> {
  const { body } = await callContract(server, 'edsChallenge');
  const signature = await devSign(
    certificateId,
    Buffer.from(body.challenge, 'utf8').toString('base64'),
  );
  const res = await callContract(server, 'edsLogin', {
    challengeId: body.challengeId,
    signature,
    intent: { ...INTENT, replaceUnfinished: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const VERIFICATION_FAILED = {
  ru: ERROR_MESSAGES.ru.EDS_VERIFICATION_FAILED,
  kk: ERROR_MESSAGES.kk.EDS_VERIFICATION_FAILED,
};

describe('the issue’s path: an invented BIN can no longer sign a contract', () => {
  it('stops at VerificationFailed after step 1: nothing to sign, by EDS or by SMS, in ru and kk', async () => {
    const { token, id, phone } = await smsLoginWithIntent(inventedBin());
    const after = await throughStepOne(token, id);
    expect(after).toMatchObject({
      status: 'VerificationFailed',
      step: 'signing',
      processing: false,
      action: null,
      signature: null,
    });
    expect(after.history.map((h) => h.status)).toEqual([
      'Qualification',
      'DataUpdate',
      'VerificationFailed',
    ]);

    const data = await callContract(server, 'signData', { opportunityId: id }, { token });
    expect(data.status).toBe(422);
    expect(errorOf(data)).toMatchObject({
      code: 'EDS_VERIFICATION_FAILED',
      message: VERIFICATION_FAILED.ru,
    });
    const bySms = await signBySms(token, id, phone);
    expect(bySms.status).toBe(422);
    expect(errorOf(bySms).code).toBe('EDS_VERIFICATION_FAILED');
    const kk = await callContract(server, 'signData', { opportunityId: id }, { token, lang: 'kk' });
    expect(errorOf(kk).message).toBe(VERIFICATION_FAILED.kk);

    // Still unsigned, still where it was; the wizard resumes at it (unfinished).
    expect((await detail(token, id)).body).toMatchObject({
      status: 'VerificationFailed',
      signature: null,
    });
    const last = await callContract(server, 'lastApplicationDetail', undefined, { token });
    expect(last.body.application?.opportunityId).toBe(id);
  });

  it('a forced jump past the check does not help: the signature asks the register again', async () => {
    const { token, id, phone } = await smsLoginWithIntent(inventedBin());
    await callContract(
      server,
      'updateApplication',
      { opportunityId: id, ...STEP_ONE, iban: freshIban() },
      { token },
    );
    // As if the CRM had offered the documents anyway (the dev route forces a status).
    await callDev(server, 'advanceApplication', { opportunityId: id, status: 'SolutionOnClient' });
    const signed = await signBySms(token, id, phone);
    expect(signed.status).toBe(422);
    expect(errorOf(signed).code).toBe('EDS_VERIFICATION_FAILED');
    expect((await detail(token, id)).body.status).toBe('VerificationFailed');
  });

  it('tells the client by SMS that a specialist will call, and logs the reason without the BIN', async () => {
    const bin = inventedBin();
    const { token, id, phone } = await smsLoginWithIntent(bin);
    await throughStepOne(token, id);
    const outbox = await callDev(server, 'smsOutbox', { phone });
    expect(outbox.body.messages.map((m) => m.text).join('\n')).toMatch(/в течение 2–3 дней/);
    const logged = lines.join('');
    expect(logged).toMatch(/"reason":"NOT_REGISTERED".*"msg":"register check failed"/);
    expect(logged).not.toContain(bin);
  });
});

describe('the register decides', () => {
  it('a liquidated company stops at VerificationFailed', async () => {
    const { token, id } = await smsLoginWithIntent('210240000109');
    expect((await throughStepOne(token, id)).status).toBe('VerificationFailed');
    expect(lines.join('')).toMatch(/"reason":"NOT_ACTIVE"/);
  });

  it('an active company the CRM meets for the first time signs by SMS as before', async () => {
    const { token, id, phone } = await smsLoginWithIntent('200840000109');
    expect((await throughStepOne(token, id)).status).toBe('SolutionOnClient');
    const signed = await signBySms(token, id, phone);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('SignatureProcessing');
  });

  it('a company liquidated between processing and signature is stopped at the signature', async () => {
    const bin = inventedBin();
    const register = (status: 'active' | 'liquidated') =>
      callDev(server, 'stateRegister', {
        bin,
        nameRu: 'ТОО «Проба»',
        nameKk: '«Проба» ЖШС',
        legalForm: 'LLP',
        status,
        headIin: '930205400103',
        headName: 'Оспанова Дана Ериковна',
      });
    expect((await register('active')).status).toBe(200);
    const { token, id, phone } = await smsLoginWithIntent(bin);
    expect((await throughStepOne(token, id)).status).toBe('SolutionOnClient');
    expect((await register('liquidated')).status).toBe(200);
    const signed = await signBySms(token, id, phone);
    expect(errorOf(signed).code).toBe('EDS_VERIFICATION_FAILED');
    expect((await detail(token, id)).body.status).toBe('VerificationFailed');
  });

  it('the developer route refuses what is not a register entry', async () => {
    const bad = await call(server, DEV_CALLS.stateRegister.path, {
      body: { bin: '180440000129', nameRu: 'x', nameKk: 'x', legalForm: 'LLP' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('EDS and the register’s first head (§6, §8)', () => {
  it('a First Head key of the BIN whose holder the register does not name: VerificationFailed', async () => {
    // Номад Фуд: the register names a new director; Ли К. И.'s First Head key is still valid.
    const login = await edsLoginWithIntent('nomad-head-auth');
    const token = login.accessToken;
    const id = login.createdApplication?.opportunityId ?? '';
    expect((await throughStepOne(token, id)).status).toBe('SolutionOnClient');
    const data = await callContract(server, 'signData', { opportunityId: id }, { token });
    expect(data.status).toBe(200);
    const signature = await devSign('nomad-head-sign', data.body.dataToSign);
    const res = await callContract(
      server,
      'signDocuments',
      { opportunityId: id, consent: true, method: 'eds', signature },
      { token },
    );
    expect(res.status).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: 'EDS_VERIFICATION_FAILED',
      params: { reason: 'REGISTER_HEAD_MISMATCH' },
    });
    expect((await detail(token, id)).body).toMatchObject({
      status: 'VerificationFailed',
      signature: null,
    });
    // SMS is no way round it now.
    const bySms = await signBySms(token, id, DEMO.nomadNoApps.phone);
    expect(errorOf(bySms).code).toBe('EDS_VERIFICATION_FAILED');
  });

  it('the registered head signs by EDS as today', async () => {
    const login = await edsLoginWithIntent('megamarket-head-auth');
    const token = login.accessToken;
    const id = login.createdApplication?.opportunityId ?? '';
    expect((await throughStepOne(token, id)).status).toBe('SolutionOnClient');
    const data = await callContract(server, 'signData', { opportunityId: id }, { token });
    const signature = await devSign('megamarket-head-sign', data.body.dataToSign);
    const res = await callContract(
      server,
      'signDocuments',
      { opportunityId: id, consent: true, method: 'eds', signature },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('SignatureProcessing');
  });

  it('after an EDS login with a key that is not the First Head’s, sign-data says EDS_ROLE_REQUIRED before NCALayer opens; SMS still signs', async () => {
    const login = await edsLoginWithIntent('kaztranstech-signer-auth');
    const token = login.accessToken;
    const id = login.createdApplication?.opportunityId ?? '';
    expect((await throughStepOne(token, id)).status).toBe('SolutionOnClient');
    for (const lang of ['ru', 'kk'] as const) {
      const data = await callContract(server, 'signData', { opportunityId: id }, { token, lang });
      expect(data.status).toBe(422);
      expect(errorOf(data)).toMatchObject({
        code: 'EDS_ROLE_REQUIRED',
        message: ERROR_MESSAGES[lang].EDS_ROLE_REQUIRED,
        params: { reason: 'LOGIN_NOT_FIRST_HEAD' },
      });
    }
    const signed = await signBySms(token, id, DEMO.kaztranstech.phone);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  });
});
