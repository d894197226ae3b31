/**
 * What the hostile-client suite shares: calls as a stranger would make them, from a loopback
 * address of its own (`127.0.0.2` …), and the codes the stand-in gateway "sent".
 */
import { API_PATHS, type Out, type SmsPurpose } from '../../../contract/index.ts';
import type { MgovSignDocuments, MgovSignRequest } from '../../../contract/calls/egov.ts';
import { signWithTestKey } from '../../dev/cmsSigner.ts';
import { api1Of } from '../../dev/egovBusinessStandIn.ts';
import { loadTestPki } from '../../dev/testPki.ts';
import type { EdsVerifier } from '../../domain/eds/index.ts';
import { testPkiVerifier } from '../../domain/eds/index.ts';
import {
  call,
  callContract,
  type CallOptions,
  type CallResult,
  present,
  type TestServer,
} from '../../test/server.ts';
import type { z } from 'zod';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

let next = 0;
/** A KZ mobile number no other test uses: +7 702 and 7 digits. */
export function strangerPhone(): string {
  next += 1;
  return `+7702${String((process.pid * 7919 + next) % 10_000_000).padStart(7, '0')}`;
}

/**
 * Text a hostile client sends, one per character class every text field refuses
 * (INVISIBLE_CHARACTERS), JSON-escaped — so a lone surrogate travels as the escape `\ud800`. Put
 * into a body with `rawJson`.
 */
export const HOSTILE_TEXTS = {
  NUL: 'ТОО \\u0000Ромашка',
  'bidi override U+202E': 'ТОО \\u202eакшамоР',
  'bidi isolate U+2067': 'ТОО \\u2067Ромашка',
  'zero-width space': 'ТОО Рома\\u200bшка',
  'lone surrogate': 'ТОО \\ud800Ромашка',
  'line feed in a one-line field': 'ТОО\\nРомашка',
  'escape (C0)': 'ТОО \\u001b[31mРомашка',
} as const;

/**
 * A JSON body written by hand: `value` with every string `"@hostile"` in it replaced by `text`
 * as written (JSON-escaped, `HOSTILE_TEXTS`).
 */
export function withHostile(value: unknown, text: string): string {
  return JSON.stringify(value).replaceAll('"@hostile"', `"${text}"`);
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
    ? callContract(
        server,
        'loginStart',
        { bin: present(options.bin, 'the BIN of a login'), phone },
        { from: options.from, lang: options.lang },
      )
    : callContract(
        server,
        'smsSend',
        { phone, purpose },
        { from: options.from, lang: options.lang },
      );
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
    ? callContract(
        server,
        'loginVerify',
        { bin: present(options.bin, 'the BIN of a login'), phone, code },
        { from: options.from },
      )
    : callContract(server, 'smsCheck', { phone, purpose, code }, { from: options.from });
}

/** `Retry-After` of an answer, in seconds (null when absent). */
export function retryAfter(res: CallResult<unknown>): number | null {
  const value = res.headers.get('retry-after');
  return value === null ? null : Number(value);
}

// --- eGov QR signing, as the eGov Business app and a stranger would call it ---

/** The id of an application of `token`'s company that waits for a signature. */
export async function signableApplication(
  server: TestServer,
  token: string,
  productType: 'internet' | 'mobile' = 'internet',
): Promise<string> {
  const list = await callContract(server, 'clientApplications', { productType }, { token });
  const id = list.body.applications.find((a) => a.action === 'sign')?.opportunityId;
  if (!id) throw new Error('nothing to sign');
  return id;
}

/** egov-sign/start: the code the wizard shows. */
export async function startEgovCode(
  server: TestServer,
  token: string,
  opportunityId: string,
  options: CallOptions = {},
): Promise<CallResult<Out<'egovSignStart'>>> {
  return call<Out<'egovSignStart'>>(server, API_PATHS.egovSignStart, {
    ...options,
    token,
    body: { opportunityId, consent: true },
  });
}

/** What the app learns from the QR: API №1's answer, and the path of API №2 on this server. */
export async function scanCode(
  server: TestServer,
  qrText: string,
  options: CallOptions = {},
): Promise<{ request: z.input<typeof MgovSignRequest>; api2: string; authToken: string }> {
  const api1 = api1Of(qrText);
  const res = await call<z.input<typeof MgovSignRequest>>(
    server,
    api1.pathname + api1.search,
    options,
  );
  if (res.status !== 200) throw new Error(`API №1: ${res.status} ${JSON.stringify(res.body)}`);
  const uri = new URL(res.body.document.uri);
  return {
    request: res.body,
    api2: uri.pathname + uri.search,
    authToken: res.body.document.auth_token ?? '',
  };
}

/** API №2's documents, with the Token. */
export async function documentsOf(
  server: TestServer,
  api2: string,
  authToken: string,
  options: CallOptions = {},
): Promise<z.input<typeof MgovSignDocuments>> {
  const res = await call<z.input<typeof MgovSignDocuments>>(server, api2, {
    ...options,
    token: authToken,
  });
  if (res.status !== 200) throw new Error(`API №2: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * The documents back as the app PUTs them: each `data` replaced by a detached CMS with a test-PKI
 * key. The same key and signing time give the same bytes (RSA PKCS#1 v1.5); another second,
 * another signature.
 */
export async function signedReturn(
  documents: z.input<typeof MgovSignDocuments>,
  certificateId: string,
  signingTime: Date,
): Promise<{ body: z.input<typeof MgovSignDocuments>; signature: string }> {
  const key = loadTestPki().key(certificateId);
  if (!key) throw new Error(`no test key ${certificateId}`);
  const body = structuredClone(documents);
  let signature = '';
  for (const entry of body.documentsToSign) {
    const bytes = new Uint8Array(Buffer.from(entry.document.file.data, 'base64'));
    entry.document.file.data = signature = await signWithTestKey(key, bytes, { signingTime });
  }
  return { body, signature };
}

/** API №2's PUT. */
export function putReturn(
  server: TestServer,
  api2: string,
  authToken: string,
  body: unknown,
  options: CallOptions = {},
): Promise<CallResult<{ status?: string; message: string }>> {
  return call(server, api2, { ...options, method: 'PUT', token: authToken, body });
}

/**
 * The test PKI's verifier with a gate on document signatures: each check waits where the real one
 * would wait on crypto or a CRL download until the test releases it — so several returns are in
 * their checks at once, and end in the order the test chooses.
 */
export function gatedVerifier(inner: EdsVerifier = testPkiVerifier()) {
  const waiting: { signature: string; release: () => void }[] = [];
  const arrivals: (() => void)[] = [];
  const verifier: EdsVerifier = {
    kind: inner.kind,
    async verify(request) {
      if (request.purpose === 'sign') {
        await new Promise<void>((release) => {
          waiting.push({ signature: request.signature, release });
          for (const notify of arrivals.splice(0)) notify();
        });
      }
      return inner.verify(request);
    },
  };
  return {
    verifier,
    /** Resolves once `count` signatures are held at the gate. */
    async held(count: number): Promise<void> {
      while (waiting.length < count) await new Promise<void>((notify) => arrivals.push(notify));
    },
    /** Lets the check of `signature` go on (the first held with those bytes). */
    release(signature: string): void {
      const index = waiting.findIndex((entry) => entry.signature === signature);
      const [entry] = index < 0 ? [] : waiting.splice(index, 1);
      if (!entry) throw new Error('that signature is not held');
      entry.release();
    },
  };
}
