import type { DevIn } from '../../../contract/index.ts';
import { describe, expect, it } from 'vitest';
import {
  callContract,
  callDev,
  callUnchecked,
  DEMO,
  errorOf,
  login,
  smsProof,
  useTestServer,
} from '../../test/server.ts';
import { HOSTILE_TEXTS, strangerPhone } from './support.ts';

/*
 * Finding: «Input kept as sent». NUL, the bidi override U+202E, zero-width characters and lone
 * surrogates were stored in lead names and profile fields — and profile fields go into the
 * contract the company signs; `application/jsonp` passed the content-type check. Now every text
 * field refuses them with a message at the field in ru and kk, Kazakh text still passes, and
 * the content type is matched exactly.
 */

const server = useTestServer();

const records = async (kind: DevIn<'records'>['kind']) =>
  (await callDev(server, 'records', { kind })).body.records;

/** A JSON body written by hand, so a lone surrogate travels as the escape `\ud800`. */
const rawJson = (fields: Record<string, string>) =>
  `{${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}:"${value}"`)
    .join(',')}}`;

describe('text fields refuse invisible and control characters', () => {
  for (const [name, value] of Object.entries(HOSTILE_TEXTS)) {
    it(`a lead's company name with ${name}`, async () => {
      const phone = strangerPhone();
      const res = await callUnchecked(
        server,
        'createLead',
        rawJson({ companyName: value, phone }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
      expect(res.status).toBe(422);
      expect(errorOf(res).fields?.companyName).toEqual({
        code: 'INVISIBLE_CHARACTERS',
        message: 'Поле содержит невидимые или служебные символы. Наберите текст заново',
      });
      expect((await records('leads')).some((r) => r.phone === phone)).toBe(false);
    });
  }

  it('a profile field (it goes into the contract the company signs), in Kazakh', async () => {
    const session = await login(server, DEMO.kaztranstech);
    const res = await callUnchecked(
      server,
      'updateAccountInfo',
      rawJson({ owner: 'Иванов \\u202eвонавИ', legalAddress: 'Алматы\\u0000' }),
      { headers: { 'Content-Type': 'application/json' }, token: session.accessToken, lang: 'kk' },
    );
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.owner?.message).toBe(
      'Өрісте көрінбейтін немесе қызметтік таңбалар бар. Мәтінді қайта теріңіз',
    );
    expect(errorOf(res).fields?.legalAddress?.code).toBe('INVISIBLE_CHARACTERS');
    const profile = await callContract(server, 'accountInfo', undefined, {
      token: session.accessToken,
    });
    expect(profile.body.owner).not.toContain('\u202e');
  });

  it('a consultation name with NUL is refused; Kazakh letters and punctuation pass', async () => {
    const phone = strangerPhone();
    const proof = await smsProof(server, phone, 'consultation');
    const base = { phone, bin: DEMO.stepnoy.bin, consent: true, smsProof: proof };
    const bad = await callContract(server, 'createConsultancy', { ...base, name: 'Әсел\u0000' });
    expect(errorOf(bad).fields?.name?.code).toBe('INVISIBLE_CHARACTERS');
    const good = await callContract(server, 'createConsultancy', {
      ...base,
      name: 'Әсел Құрманғазықызы-Өмірзақ',
      companyName: 'ЖШС «Ұлы Дала — Һ», филиал № 2 (Шымкент)',
    });
    expect(good.status).toBe(201);
  });

  it('a multi-line comment keeps its line breaks and tabs, nothing else invisible', async () => {
    const phone = strangerPhone();
    const proof = await smsProof(server, phone, 'consultation');
    const base = { phone, bin: DEMO.stepnoy.bin, consent: true, smsProof: proof };
    const bad = await callContract(server, 'createHandsetConsultancy', {
      ...base,
      comment: 'Нужно 5 телефонов\u202e',
    });
    expect(errorOf(bad).fields?.comment?.code).toBe('INVISIBLE_CHARACTERS');
    const good = await callContract(server, 'createHandsetConsultancy', {
      ...base,
      comment: 'Нужно:\n\t— 5 телефонов;\r\n\t— 2 планшета.',
    });
    expect(good.status).toBe(201);
  });
});

describe('the content type is matched exactly', () => {
  for (const type of [
    'application/jsonp',
    'application/json-patch+json',
    'application/jsonx; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain; application/json',
  ]) {
    it(`refuses ${type}`, async () => {
      const res = await callUnchecked(
        server,
        'createLead',
        JSON.stringify({ consent: true, phone: strangerPhone() }),
        { headers: { 'Content-Type': type } },
      );
      expect([res.status, errorOf(res).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    });
  }

  for (const type of [
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
  ]) {
    it(`takes ${type}`, async () => {
      const res = await callUnchecked(
        server,
        'createLead',
        JSON.stringify({ consent: true, phone: strangerPhone() }),
        { headers: { 'Content-Type': type } },
      );
      expect(res.status).toBe(201);
    });
  }
});
