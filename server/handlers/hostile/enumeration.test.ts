import { describe, expect, it } from 'vitest';
import { type ApplicationIntent } from '../../../contract/index.ts';
import { callContract, DEMO, errorOf, newestCode, useTestServer } from '../../test/server.ts';
import { askCode, enterCode, wrongCodeFor } from './support.ts';

/*
 * Finding: «BIN enumeration». Before any code was entered, login/start answered an unknown BIN
 * (CABINET_NO_APPLICATION), a client with a wrong phone (LOGIN_PHONE_MISMATCH) and a client with
 * an intent differently: a free oracle of who is a client. Now login/start answers the same for
 * every well-formed request within the limits, and the gate or the phone warning comes only
 * after the phone is proven with its code.
 */

const server = useTestServer();

const INTENT: ApplicationIntent = {
  appType: 'internet',
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};
/** Every kind of caller, with phones that mask alike where they can (the mask is replaced). */
const CASES = [
  { name: 'a client, its own phone', bin: DEMO.megaMarket.bin, phone: DEMO.megaMarket.phone },
  { name: 'a client, a phone not its own', bin: DEMO.stepnoy.bin, phone: '+77019990067' },
  { name: 'known, no application', bin: DEMO.nomadNoApps.bin, phone: '+77019990167' },
  { name: 'a BIN nobody knows', bin: '210140000016', phone: '+77019990267' },
  { name: 'a BIN nobody knows, with an intent', bin: '210140000016', phone: '+77019990367' },
] as const;
const intentOf = (name: string) => (name.endsWith('intent') ? INTENT : undefined);

describe('login/start says nothing about the company', () => {
  it('answers every well-formed request alike, before any code is entered', async () => {
    const answers = [];
    for (const c of CASES) {
      const res = await callContract(
        server,
        'loginStart',
        { bin: c.bin, phone: c.phone, intent: intentOf(c.name) },
        { from: '127.0.0.41' },
      );
      answers.push({ status: res.status, body: masked(res.body, c.phone) });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('a wrong code is just a wrong code, whoever the company is', async () => {
    server.clock.advance(61_000);
    for (const c of CASES.slice(0, 4)) {
      await askCode(server, 'login', c.phone, { bin: c.bin, from: '127.0.0.42' });
      const right = await newestCode(server, c.phone, 'login');
      const res = await enterCode(server, 'login', c.phone, wrongCodeFor(right), {
        bin: c.bin,
        from: '127.0.0.42',
      });
      expect([c.name, res.status, errorOf(res).code]).toEqual([c.name, 422, 'SMS_CODE_INVALID']);
    }
  });

  it('the gate and the phone warning come after the code, in the request language', async () => {
    server.clock.advance(61_000);
    const [, mismatch, gate] = CASES;
    await askCode(server, 'login', gate.phone, { bin: gate.bin, from: '127.0.0.43' });
    const gated = await enterCode(
      server,
      'login',
      gate.phone,
      (await newestCode(server, gate.phone, 'login')) ?? '',
      { bin: gate.bin, from: '127.0.0.43' },
    );
    expect([gated.status, errorOf(gated).code]).toEqual([403, 'CABINET_NO_APPLICATION']);

    await askCode(server, 'login', mismatch.phone, {
      bin: mismatch.bin,
      from: '127.0.0.43',
      lang: 'kk',
    });
    const warned = await callContract(
      server,
      'loginVerify',
      {
        bin: mismatch.bin,
        phone: mismatch.phone,
        code: (await newestCode(server, mismatch.phone, 'login')) ?? '',
      },
      { lang: 'kk', from: '127.0.0.43' },
    );
    expect(warned.status).toBe(403);
    expect(errorOf(warned).fields?.phone).toEqual({
      code: 'LOGIN_PHONE_MISMATCH',
      message: 'Телефон нөмірі компания үшін көрсетілген нөмірге сәйкес келмейді',
    });
  });
});

function masked(body: unknown, phone: string): unknown {
  const text = JSON.stringify(body);
  const mask = `+7 ${phone.slice(2, 5)} *** ** ${phone.slice(-2)}`;
  return JSON.parse(text.replaceAll(mask, '<masked phone>')) as unknown;
}
