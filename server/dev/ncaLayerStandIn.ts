/**
 * What NCALayer answers, played with the test PKI's keys: the protocol half of the stand-in
 * signing client, shared by `scripts/ncalayer-standin.ts` (a real wss:// server for `npm run dev`)
 * and `e2e/ncalayer.ts` (Playwright's routeWebSocket). It speaks `kz.gov.pki.knca.basics` /
 * `sign` like NCALayer 1.4 — including its trap: without `decode: true` it signs the base64 text —
 * and returns real CMS the server's verifier checks. It can be scripted: which key, cancel (both
 * forms), an error code, a delay, a dropped socket, a tampered signature. Never GOST.
 */
import { EDS_OID } from '../../contract/index.ts';
import { signWithTestKey } from './cmsSigner.ts';
import { loadTestPki, type TestPkiKey } from './testPki.ts';

export const STANDIN_VERSION = '1.4';

export const STANDIN_BEHAVIOURS = [
  'sign',
  'cancel',
  'cancel-code',
  'error',
  'drop',
  'tamper',
] as const;
export type StandInBehaviour = (typeof STANDIN_BEHAVIOURS)[number];

export interface StandInScript {
  /**
   * The key that signs: a test PKI key id (`stepnoy-accountant-sign`), used whatever was asked
   * for — as if the person picked it — or a holder (`stepnoy-head`), whose AUTH or SIGN key is
   * taken as the request's EKU filter asks, as NCALayer's chooser would offer it.
   * @default 'stepnoy-head'
   */
  key: string;
  /**
   * sign; cancel (`{status: true, body: {}}`); cancel-code (`{status: false, code:
   * 'USER_CANCELED'}`); error (`errorCode`); drop (close the socket, no answer); tamper (a CMS whose
   * signature no longer verifies).
   */
  behaviour: StandInBehaviour;
  /** Answer after this long (a person typing a password). @default 0 */
  delayMs: number;
  /** @default 'SIGNING_FAILURE' */
  errorCode: string;
}

export const DEFAULT_SCRIPT: StandInScript = {
  key: 'stepnoy-head',
  behaviour: 'sign',
  delayMs: 0,
  errorCode: 'SIGNING_FAILURE',
};

/** What to do with a frame: send an answer, drop the socket, or nothing (not a request). */
export type StandInReply = { send: string } | { drop: true } | null;

interface SignArgs {
  format?: unknown;
  data?: unknown;
  signingParams?: { decode?: unknown; encapsulate?: unknown; digested?: unknown };
  signerParams?: { extKeyUsageOids?: unknown };
}

const answer = (frame: object): StandInReply => ({ send: JSON.stringify(frame) });
const failure = (code: string, message: string, details = '') =>
  answer({ status: false, code, message, details });

function chooseKey(script: StandInScript, wanted: unknown): TestPkiKey | null {
  const pki = loadTestPki();
  const exact = pki.key(script.key);
  if (exact) return exact;
  const oids = Array.isArray(wanted) ? wanted : [];
  const usage = oids.includes(EDS_OID.authentication) ? 'auth' : 'sign';
  return pki.key(`${script.key}-${usage}`) ?? pki.key(`${script.key}-both`) ?? null;
}

export interface StandIn {
  greeting(): string;
  script(): StandInScript;
  /** Changes the script for the requests to come (what is not given stays). */
  set(next: Partial<StandInScript>): StandInScript;
  /** Every request frame received, parsed, oldest first. */
  readonly requests: unknown[];
  reply(frame: string): Promise<StandInReply>;
}

export function createStandIn(initial: Partial<StandInScript> = {}): StandIn {
  let script: StandInScript = { ...DEFAULT_SCRIPT, ...initial };
  const requests: unknown[] = [];

  async function sign(args: SignArgs): Promise<StandInReply> {
    if (args.format !== 'cms' || typeof args.data !== 'string') {
      return failure('INVALID_SIGNING_PARAMS', 'format must be cms and data a base64 string');
    }
    if (args.signingParams?.digested === true) {
      return failure('INVALID_SIGNING_PARAMS', 'digested signing is not supported by the stand-in');
    }
    const key = chooseKey(script, args.signerParams?.extKeyUsageOids);
    if (!key) return failure('GENERAL_ERROR', `No test key ${script.key}`);
    // NCALayer's trap, kept: without decode it signs the base64 text itself.
    const bytes =
      args.signingParams?.decode === true
        ? new Uint8Array(Buffer.from(args.data, 'base64'))
        : new Uint8Array(Buffer.from(args.data, 'utf8'));
    const cms = await signWithTestKey(key, bytes, {
      tamper: script.behaviour === 'tamper',
      attached: args.signingParams?.encapsulate === true,
    });
    return answer({ status: true, body: { result: cms } });
  }

  return {
    greeting: () => JSON.stringify({ result: { version: STANDIN_VERSION } }),
    script: () => script,
    set(next) {
      script = { ...script, ...next };
      return script;
    },
    requests,
    async reply(text) {
      let frame: { module?: unknown; method?: unknown; args?: unknown };
      try {
        frame = JSON.parse(text) as typeof frame;
      } catch {
        return null;
      }
      requests.push(frame);
      if (frame.module !== 'kz.gov.pki.knca.basics') {
        return answer({ success: false, errorCode: 'MODULE_NOT_FOUND' });
      }
      if (frame.method !== 'sign') {
        return failure('GENERAL_ERROR', `Unknown method ${String(frame.method)}`);
      }
      const current = script;
      if (current.delayMs > 0) await new Promise((r) => setTimeout(r, current.delayMs));
      switch (current.behaviour) {
        case 'cancel':
          return answer({ status: true, body: {} });
        case 'cancel-code':
          return answer({ status: false, code: 'USER_CANCELED' });
        case 'error':
          return failure(current.errorCode, 'Scripted failure of the stand-in');
        case 'drop':
          return { drop: true };
        default:
          return sign((frame.args ?? {}) as SignArgs);
      }
    },
  };
}
