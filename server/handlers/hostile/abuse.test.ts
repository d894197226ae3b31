import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_LEAD_MINUTES,
  EDS_CHALLENGE_TTL_SECONDS,
  EDS_CHALLENGES_PER_ADDRESS_PER_HOUR,
  LEADS_PER_ADDRESS_PER_HOUR,
  SMS_CODES_PER_ADDRESS_PER_HOUR,
  SMS_CODES_PER_PHONE_PER_DAY,
  type ApplicationIntent,
} from '../../../contract/index.ts';
import { idNumberCheckDigit } from '../../../contract/rules/bin.ts';
import {
  callContract,
  callDev,
  DEMO,
  errorOf,
  startTestServer,
  useTestServer,
} from '../../test/server.ts';
import { askCode, HOUR, MINUTE, retryAfter, strangerPhone } from './support.ts';

/*
 * Finding: «SMS pumping and write floods». 50 sms/send to 50 phones from one address: 50 SMS in
 * 227 ms; 20 login/start with an intent for invented BINs: 20 SMS; 1,000 eds/challenge: 1,000
 * rows; 10 identical create-lead: 10 rows. Now every unauthenticated call that sends an SMS or
 * writes is limited per phone, per client address and by a global hourly budget, and refused
 * with 429, `Retry-After` and the catalogue's words in ru and kk.
 */

const server = useTestServer();

const INTENT: ApplicationIntent = {
  appType: 'internet',
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};

let binSeed = 0;
/** A valid BIN nobody knows. */
function inventedBin(): string {
  for (;;) {
    binSeed += 1;
    const body = `2301400${String(binSeed).padStart(4, '0')}`;
    const check = idNumberCheckDigit(body);
    if (check !== null) return body + String(check);
  }
}

const sentTo = async (phones: string[]) => {
  const outbox = await callDev(server, 'smsOutbox');
  return outbox.body.messages.filter((m) => m.code && phones.includes(m.phone));
};

describe('SMS pumping', () => {
  it('50 codes to 50 phones from one address: the hour’s share goes out, the rest is refused in words', async () => {
    const phones = Array.from({ length: 50 }, strangerPhone);
    const answers = await Promise.all(
      phones.map((phone, i) =>
        askCode(server, 'consultation', phone, { from: '127.0.0.51', lang: i % 2 ? 'kk' : 'ru' }),
      ),
    );
    const refused = answers.filter((res) => res.status === 429);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(
      SMS_CODES_PER_ADDRESS_PER_HOUR,
    );
    expect(refused).toHaveLength(50 - SMS_CODES_PER_ADDRESS_PER_HOUR);
    expect(await sentTo(phones)).toHaveLength(SMS_CODES_PER_ADDRESS_PER_HOUR);
    for (const res of refused) {
      expect(errorOf(res).code).toBe('TOO_MANY_REQUESTS');
      expect(retryAfter(res)).toBeGreaterThan(0);
      expect(retryAfter(res)).toBeLessThanOrEqual(3600);
    }
    const words = new Set(refused.map((res) => errorOf(res).message));
    expect([...words].sort()).toEqual(
      [
        `Слишком много запросов. Повторите через 60 мин.`,
        `Сұраулар тым көп. 60 минуттан кейін қайталаңыз`,
      ].sort(),
    );
    // The outbox shows what was refused, for the developer.
    const outbox = await callDev(server, 'smsOutbox');
    expect(outbox.body.refused?.filter((r) => phones.includes(r.phone))).toHaveLength(30);
    // An hour later the address may ask again.
    server.clock.advance(HOUR);
    expect(
      (await askCode(server, 'consultation', strangerPhone(), { from: '127.0.0.51' })).status,
    ).toBe(200);
  });

  it('login/start with an intent for invented BINs is bounded the same way', async () => {
    const answers = [];
    for (let n = 0; n < 25; n += 1) {
      answers.push(
        await callContract(
          server,
          'loginStart',
          { bin: inventedBin(), phone: strangerPhone(), intent: INTENT },
          { from: '127.0.0.52' },
        ),
      );
    }
    expect(answers.filter((res) => res.status === 200)).toHaveLength(
      SMS_CODES_PER_ADDRESS_PER_HOUR,
    );
    expect(errorOf(answers.at(-1)!).code).toBe('TOO_MANY_REQUESTS');
  });

  it('one phone gets at most its daily share of codes, from any number of addresses', async () => {
    const phone = strangerPhone();
    let last = null;
    for (let n = 0; n <= SMS_CODES_PER_PHONE_PER_DAY; n += 1) {
      last = await askCode(server, 'consultation', phone, { from: `127.0.1.${n + 1}` });
      server.clock.advance(61_000);
    }
    expect(last!.status).toBe(429);
    expect(errorOf(last!).code).toBe('SMS_DAILY_LIMIT');
    expect(errorOf(last!).fields?.phone?.code).toBe('SMS_DAILY_LIMIT');
    expect(retryAfter(last!)).toBeGreaterThan(0);
    expect(retryAfter(last!)).toBeLessThanOrEqual(24 * 3600);
  });

  it('keeps to a global hourly budget, whatever the addresses', async () => {
    const small = await startTestServer({ limits: { smsHourlyBudget: 5 } });
    try {
      const answers = [];
      for (let n = 0; n < 8; n += 1) {
        answers.push(await askCode(small, 'case', strangerPhone(), { from: `127.0.2.${n + 1}` }));
      }
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(errorOf(answers[5]!).code).toBe('TOO_MANY_REQUESTS');
      const outbox = await callDev(small, 'smsOutbox');
      expect(outbox.body.refused?.map((r) => r.reason)).toEqual(['budget', 'budget', 'budget']);
      small.clock.advance(HOUR);
      expect((await askCode(small, 'case', strangerPhone(), { from: '127.0.2.9' })).status).toBe(
        200,
      );
    } finally {
      await small.stop();
    }
  });
});

describe('write floods', () => {
  it('EDS challenges: a share per address, and expired ones are not kept', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        callContract(server, 'edsChallenge', undefined, { from: '127.0.0.53' }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(
      EDS_CHALLENGES_PER_ADDRESS_PER_HOUR,
    );
    expect(errorOf(answers.find((res) => res.status === 429)!).code).toBe('TOO_MANY_REQUESTS');
    const rows = () =>
      (server.db.prepare('SELECT COUNT(*) AS n FROM eds_challenges').get() as { n: number }).n;
    expect(rows()).toBeLessThanOrEqual(EDS_CHALLENGES_PER_ADDRESS_PER_HOUR + 5);
    server.clock.advance(EDS_CHALLENGE_TTL_SECONDS * 1000 + HOUR);
    expect(
      (await callContract(server, 'edsChallenge', undefined, { from: '127.0.0.53' })).status,
    ).toBe(200);
    expect(rows()).toBe(1);
  });

  it('ten identical leads are one lead, answered with its id each time', async () => {
    const lead = {
      consent: true,
      companyName: 'ТОО «Повтор»',
      phone: strangerPhone(),
      bin: DEMO.alma.bin,
    };
    const answers = [];
    for (let n = 0; n < 10; n += 1) {
      answers.push(await callContract(server, 'createLead', lead, { from: '127.0.0.54' }));
    }
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.body.leadId)).size).toBe(1);
    const records = await callDev(server, 'records', { kind: 'leads' });
    expect(records.body.records.filter((r) => r.phone === lead.phone)).toHaveLength(1);
    // After the window the same request is a new lead.
    server.clock.advance(DUPLICATE_LEAD_MINUTES * MINUTE + 1);
    const later = await callContract(server, 'createLead', lead, { from: '127.0.0.54' });
    expect(later.body.leadId).not.toBe(answers[0]!.body.leadId);
  });

  it('distinct leads from one address: the hour’s share, then 429', async () => {
    const answers = [];
    for (let n = 0; n < LEADS_PER_ADDRESS_PER_HOUR + 3; n += 1) {
      answers.push(
        await callContract(
          server,
          'createLead',
          { consent: true, phone: strangerPhone(), bin: DEMO.alma.bin },
          { from: '127.0.0.55' },
        ),
      );
    }
    expect(answers.filter((res) => res.status === 201)).toHaveLength(LEADS_PER_ADDRESS_PER_HOUR);
    expect(errorOf(answers.at(-1)!).code).toBe('TOO_MANY_REQUESTS');
    expect(retryAfter(answers.at(-1)!)).toBeGreaterThan(0);
  });
});
