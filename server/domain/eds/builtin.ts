/**
 * The built-in verifier: pkijs on Node's WebCrypto. RSA only (the national PKI's RSA profile);
 * GOST is refused by name (GOST_UNSUPPORTED) — configure an NCANode-style service for it.
 */
import * as pkijs from 'pkijs';
import { checkDigest, requireRsa, type OpenedCms } from './cms.ts';
import { checkRevocation, type CrlSource, type RevocationLog } from './crl.ts';
import { refuse } from './refusal.ts';
import { verifyWith, type EdsVerifier } from './verifier.ts';

export interface BuiltinVerifierOptions {
  /** Root certificates (DER): a chain must end at one of them. */
  trustAnchors: readonly Uint8Array[];
  /**
   * The issuing CAs beneath them (DER). NCALayer puts only the signer's certificate in the CMS,
   * so the verifier must know the intermediates itself.
   */
  intermediates?: readonly Uint8Array[];
  crls: CrlSource;
  log?: RevocationLog;
}

const sameDer = (a: pkijs.Certificate, b: pkijs.Certificate) =>
  Buffer.compare(Buffer.from(a.tbsView), Buffer.from(b.tbsView)) === 0 &&
  Buffer.compare(
    Buffer.from(a.signatureValue.valueBlock.valueHexView),
    Buffer.from(b.signatureValue.valueBlock.valueHexView),
  ) === 0;

async function checkSignature(cms: OpenedCms, data: Uint8Array): Promise<void> {
  let verified: boolean;
  try {
    const result = await cms.signedData.verify({
      signer: 0,
      data: data.slice().buffer,
      extendedMode: true,
      checkChain: false,
    });
    verified = result.signatureVerified === true;
  } catch (error) {
    // pkijs throws even in extended mode: 15 digest mismatch, 7 unsupported algorithm.
    const code = (error as { code?: number }).code;
    if (code === 15 && /digest/i.test((error as Error).message)) refuse('CONTENT_MISMATCH');
    if (code === 7) refuse('ALGORITHM_UNSUPPORTED');
    refuse('SIGNATURE_INVALID');
  }
  if (!verified) refuse('SIGNATURE_INVALID');
}

function dateReason(certificate: pkijs.Certificate, at: Date) {
  if (certificate.notAfter.value < at) return 'CERT_EXPIRED' as const;
  if (certificate.notBefore.value > at) return 'CERT_NOT_YET_VALID' as const;
  return 'CHAIN_UNTRUSTED' as const;
}

export function builtinVerifier(options: BuiltinVerifierOptions): EdsVerifier {
  const anchors = options.trustAnchors.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
  const intermediates = (options.intermediates ?? []).map((der) =>
    pkijs.Certificate.fromBER(new Uint8Array(der)),
  );

  async function chainOf(cms: OpenedCms, at: Date): Promise<pkijs.Certificate[]> {
    const signer = cms.signerCertificate;
    const others: pkijs.Certificate[] = [];
    for (const c of [...intermediates, ...cms.certificates]) {
      if (!sameDer(c, signer) && !others.some((o) => sameDer(o, c))) others.push(c);
    }
    // The engine takes the last certificate of `certs` as the one to validate.
    const engine = new pkijs.CertificateChainValidationEngine({
      trustedCerts: anchors,
      certs: [...others, signer],
      checkDate: at,
    });
    let result: pkijs.CertificateChainValidationEngineVerifyResult;
    try {
      result = await engine.verify();
    } catch {
      refuse('CHAIN_UNTRUSTED');
    }
    // Code 8 comes after a path to an anchor was found: the dates are what failed.
    if (!result.result)
      refuse(result.resultCode === 8 ? dateReason(signer, at) : 'CHAIN_UNTRUSTED');
    return result.certificatePath ?? refuse('CHAIN_UNTRUSTED');
  }

  return {
    kind: 'builtin',
    verify: (request) =>
      verifyWith(async (cms, data, at) => {
        requireRsa(cms);
        await checkDigest(cms, data);
        await checkSignature(cms, data);
        const path = await chainOf(cms, at);
        await checkRevocation(path, at, options.crls, options.log);
      }, request),
  };
}
