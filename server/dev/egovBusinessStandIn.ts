/**
 * A stand-in for the eGov Business app (issue 28) in development and tests: given what the site's
 * QR holds (`mobileSign:<API №1 URL>`), it does what the app does — GET API №1, GET API №2 with
 * the Token, sign each document with a test-PKI key (a detached CMS: CMS_SIGN_ONLY) and PUT the
 * documents back — or, as scripted, stops short or sends something wrong. Never GOST, never a
 * national CA: the real verifier checks its CMS against the test CA, which production refuses.
 */
import type { DevIn, DevOut } from '../../contract/index.ts';
import { loadTestPki, type TestPki } from './testPki.ts';
import { signWithTestKey } from './cmsSigner.ts';

/**
 * A scan: what the developer call takes (`egovScan`, contract/calls/dev.ts: the QR's text, the
 * behaviour, the keys, the app's language), and how the stand-in reaches the server.
 */
export type EgovScan = DevIn<'egovScan'> & {
  /** Before API №1 is read (`expire`: the site's dev route moves the code past its time). */
  beforeScan?: () => Promise<void>;
  /** Where the requests go instead of the URL's own origin (a PUBLIC_ORIGIN not served here). */
  baseOverride?: string;
  /** Signing time of the CMS (the server's clock in tests). */
  signingTime?: Date;
  fetch?: typeof globalThis.fetch;
  pki?: TestPki;
};

/** The HTTP status of each step the app took, and the last answer's `message` (the dev call's answer). */
export type EgovScanResult = DevOut<'egovScan'>;

const DEFAULT_OTHER = 'alma-head-sign';

/** The API №1 URL of a QR's text; throws on anything but `mobileSign:https?://…`. */
export function api1Of(qrText: string): URL {
  const match = /^mobileSign:(https?:\/\/\S+)$/.exec(qrText);
  if (!match?.[1]) throw new Error('not a mobileSign QR');
  return new URL(match[1]);
}

export async function scanEgovQr(scan: EgovScan): Promise<EgovScanResult> {
  const fetcher = scan.fetch ?? globalThis.fetch;
  const pki = scan.pki ?? loadTestPki();
  const lang = scan.lang ?? 'ru';
  const steps: EgovScanResult['steps'] = [];
  const at = (url: string | URL) => {
    const target = new URL(url);
    if (!scan.baseOverride) return target;
    const base = new URL(scan.baseOverride);
    target.protocol = base.protocol;
    target.host = base.host;
    return target;
  };
  const read = async (res: Response) => {
    const text = await res.text();
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  await scan.beforeScan?.();
  const api1Res = await fetcher(at(api1Of(scan.qrText)), { headers: { 'Accept-Language': lang } });
  steps.push({ step: 'api1', status: api1Res.status });
  const api1 = await read(api1Res);
  if (api1Res.status !== 200) return { steps, message: (api1.message as string) ?? null };
  const document = api1.document as { uri: string; auth_type: string; auth_token?: string };
  const auth = { Authorization: `Bearer ${document.auth_token ?? ''}`, 'Accept-Language': lang };
  const api2Res = await fetcher(at(document.uri), { headers: auth });
  steps.push({ step: 'api2', status: api2Res.status });
  const api2 = await read(api2Res);
  if (api2Res.status !== 200) return { steps, message: (api2.message as string) ?? null };
  if (scan.behaviour === 'cancel') return { steps, message: null };

  const keyId =
    scan.behaviour === 'wrongPerson'
      ? (scan.otherCertificateId ?? DEFAULT_OTHER)
      : scan.certificateId;
  const key = pki.key(keyId);
  if (!key) throw new Error(`no test key ${keyId}`);
  const documents = api2.documentsToSign as { document: { file: { data: string } } }[];
  for (const entry of documents) {
    const bytes = new Uint8Array(Buffer.from(entry.document.file.data, 'base64'));
    // Tampered: the app signed other bytes than the ones API №2 gave (one byte changed).
    if (scan.behaviour === 'tamper' && bytes.length > 0) bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    entry.document.file.data = await signWithTestKey(key, bytes, {
      signingTime: scan.signingTime ?? new Date(),
    });
  }
  const putRes = await fetcher(at(document.uri), {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(api2),
  });
  steps.push({ step: 'put', status: putRes.status });
  const answer = await read(putRes);
  return { steps, message: (answer.message as string) ?? null };
}
