/**
 * What the hostile-client suite shares: calls as a stranger would make them, from a loopback
 * address of its own (`127.0.0.2` …), and the codes the stand-in gateway "sent".
 */
import {
  API_PATHS,
  DEV_API_PATHS,
  type DevSmsOutboxResponse,
  type SmsPurpose,
} from '../../../contract/api.ts';
import { call, type CallResult, type TestServer } from '../../test/server.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

let next = 0;
/** A KZ mobile number no other test uses: +7 702 and 7 digits. */
export function strangerPhone(): string {
  next += 1;
  return `+7702${String((process.pid * 7919 + next) % 10_000_000).padStart(7, '0')}`;
}

/** The newest message to `phone` for `purpose` in the dev outbox, or null. */
export async function newestCode(
  server: TestServer,
  phone: string,
  purpose: SmsPurpose,
): Promise<string | null> {
  const outbox = await call<DevSmsOutboxResponse>(server, DEV_API_PATHS.smsOutbox, {
    query: { phone },
  });
  return outbox.body.messages.find((m) => m.purpose === purpose && m.code)?.code ?? null;
}

/** A four-digit code other than `right`. */
export const wrongCodeFor = (right: string | null, n = 0) => {
  for (let i = n; ; i += 1) {
    const candidate = String(i % 10_000).padStart(4, '0');
    if (candidate !== right) return candidate;
  }
};

/** Asks for a code: sms/send, or login/start for a login (then `bin` is the BIN). */
export function askCode(
  server: TestServer,
  purpose: SmsPurpose,
  phone: string,
  options: { bin?: string; from?: string; lang?: string } = {},
): Promise<CallResult<unknown>> {
  return purpose === 'login'
    ? call(server, API_PATHS.loginStart, {
        body: { bin: options.bin, phone },
        from: options.from,
        lang: options.lang,
      })
    : call(server, API_PATHS.smsSend, {
        body: { phone, purpose },
        from: options.from,
        lang: options.lang,
      });
}

/** Enters a code: sms/check, or login/verify for a login. */
export function enterCode(
  server: TestServer,
  purpose: SmsPurpose,
  phone: string,
  code: string,
  options: { bin?: string; from?: string } = {},
): Promise<CallResult<unknown>> {
  return purpose === 'login'
    ? call(server, API_PATHS.loginVerify, {
        body: { bin: options.bin, phone, code },
        from: options.from,
      })
    : call(server, API_PATHS.smsCheck, { body: { phone, purpose, code }, from: options.from });
}

/** `Retry-After` of an answer, in seconds (null when absent). */
export function retryAfter(res: CallResult<unknown>): number | null {
  const value = res.headers.get('retry-after');
  return value === null ? null : Number(value);
}
