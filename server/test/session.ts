/**
 * Sessions and codes the way the site gets them: a login by BIN + phone + SMS code, an SMS proof,
 * and the codes the stand-in gateway "sent" (read through the dev outbox). The demo companies of
 * the seed to log in as.
 */
import type { SmsPurpose } from '../../contract/index.ts';
import type { CallInput, CallOutput, Calls } from '../../contract/calls/index.ts';
import { callContract, callDev } from './call.ts';
import type { TestServer } from './server.ts';

/** The newest code sent to `phone` (for `purpose`, when given) in the dev outbox, or null. */
export async function newestCode(
  server: TestServer,
  phone: string,
  purpose?: SmsPurpose,
): Promise<string | null> {
  const outbox = await callDev(server, 'smsOutbox', { phone });
  const message = outbox.body.messages.find(
    (m) => m.code && (purpose === undefined || m.purpose === purpose),
  );
  return message?.code ?? null;
}

/** The newest code the stand-in SMS gateway "sent" to a phone; throws when there is none. */
export async function lastCode(server: TestServer, phone: string): Promise<string> {
  const code = await newestCode(server, phone);
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** Logs in by BIN + phone + SMS code, the way the /auth page does. */
export async function login(
  server: TestServer,
  request: CallInput<Calls['loginStart']>,
): Promise<CallOutput<Calls['loginVerify']>> {
  const start = await callContract(server, 'loginStart', request);
  if (start.status !== 200) throw new Error(`login start: ${JSON.stringify(start.body)}`);
  const code = await lastCode(server, request.phone);
  const verify = await callContract(server, 'loginVerify', {
    bin: request.bin,
    phone: request.phone,
    code,
  });
  if (verify.status !== 200) throw new Error(`login verify: ${JSON.stringify(verify.body)}`);
  // Let the SMS countdown pass so a later login for the same phone is not refused.
  server.clock.advance(61_000);
  return verify.body;
}

/** A proof token for a phone and purpose, through sms/send and sms/check. */
export async function smsProof(
  server: TestServer,
  phone: string,
  purpose: 'consultation' | 'case' | 'sign',
): Promise<string> {
  const sent = await callContract(server, 'smsSend', { phone, purpose });
  if (sent.status !== 200) throw new Error(`sms send: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(server, phone);
  const checked = await callContract(server, 'smsCheck', { phone, purpose, code });
  if (checked.status !== 200) throw new Error(`sms check: ${JSON.stringify(checked.body)}`);
  server.clock.advance(61_000);
  return checked.body.proofToken;
}

/** Demo companies of the seed. */
export const DEMO = {
  stepnoy: { bin: '180440000128', phone: '+77011234567' },
  alma: { bin: '081140000377', phone: '+77051112233' },
  megaMarket: { bin: '160440000372', phone: '+77471234500' },
  kaztranstech: { bin: '050440000371', phone: '+77012223344' },
  seitkali: { bin: '111160000374', phone: '+77051239876' },
  /** A sole proprietor registered by IIN (migration 016); its mobile application's phone too. */
  soleProprietor: { bin: '910405300814', phone: '+77029104050', mobilePhone: '+77029104051' },
  /** Known to the CRM but without applications: the cabinet gate stops them. */
  nomadNoApps: { bin: '100240000374', phone: '+77075556677' },
  saryarkaNoApps: { bin: '150940000379', phone: '+77772345601' },
  zhetysuNoApps: { bin: '171040000372', phone: '+77083334455' },
} as const;
