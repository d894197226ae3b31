import { describe, expect, it } from 'vitest';
import { callContract, callDev, errorOf, useTestServer } from '../../test/server.ts';
import { strangerPhone } from './support.ts';

/*
 * Finding: «Partner credit without an origin». create-lead with `"hostOrigin":
 * "https://partner.kz", "source":"embed"` and no `Origin` header → 201, credited to the partner.
 * Now a lead is credited only when the browser's Origin names that partner and it is allowed.
 */

const server = useTestServer({ embedOrigins: ['https://partner.kz'] });

const PARTNER = 'https://partner.kz';
const lead = () => ({
  consent: true,
  phone: strangerPhone(),
  hostOrigin: PARTNER,
  source: 'embed' as const,
});
const stored = async (phone: string) =>
  (await callDev(server, 'records', { kind: 'leads' })).body.records.find((r) => r.phone === phone);

describe('partner credit', () => {
  it('is refused without the browser’s Origin', async () => {
    const body = lead();
    const res = await callContract(server, 'createLead', body);
    expect([res.status, errorOf(res).fields?.hostOrigin?.code]).toEqual([422, 'FIELD_INVALID']);
    expect(await stored(body.phone)).toBeUndefined();
  });

  it('is refused for an origin the operator has not allowed, even when the browser says it', async () => {
    const body = { ...lead(), hostOrigin: 'https://other.kz' };
    const res = await callContract(server, 'createLead', body, {
      headers: { Origin: 'https://other.kz' },
    });
    expect(res.status).toBe(422);
    expect(await stored(body.phone)).toBeUndefined();
  });

  it('is given when the browser’s Origin is the allowed partner', async () => {
    const body = lead();
    const res = await callContract(server, 'createLead', body, { headers: { Origin: PARTNER } });
    expect(res.status).toBe(201);
    expect(await stored(body.phone)).toMatchObject({ host_origin: PARTNER, source: 'embed' });
  });
});
