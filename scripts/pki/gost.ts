/**
 * A CMS shaped like a GOST signature of the national PKI: its digest and signature algorithms, and
 * its certificate's key and signature, carry GOST OIDs (1.2.398.3.10.*). Neither Node nor pkijs can
 * make or check GOST, so the signature and key bytes are random: this exercises the verifier's
 * refusal of GOST («its own reason»), never a real GOST check.
 */
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { EDS_OID } from '../../contract/index.ts';

/** GOST 34.310-2004 key, GOST 34.310 with GOST 34.311 signature, GOST 34.311-95 digest. */
export const GOST_OIDS = {
  publicKey: '1.2.398.3.10.1.1.1.1',
  signature: '1.2.398.3.10.1.1.1.2',
  digest: '1.2.398.3.10.1.3.1',
} as const;

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
const rdn = (name: x509.Name) => pkijs.RelativeDistinguishedNames.fromBER(name.toArrayBuffer());
const extension = (ext: x509.Extension) => pkijs.Extension.fromBER(ext.rawData);

export interface GostSampleInput {
  issuer: x509.Name;
  subject: x509.Name;
  notBefore: Date;
  notAfter: Date;
}

/** DER of the sample CMS (detached, one signer). */
export function gostSignedSample(input: GostSampleInput): Uint8Array {
  const serial = random(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const certificate = new pkijs.Certificate({
    version: 2,
    serialNumber: new asn1js.Integer({ valueHex: serial }),
    signature: new pkijs.AlgorithmIdentifier({ algorithmId: GOST_OIDS.signature }),
    issuer: rdn(input.issuer),
    subject: rdn(input.subject),
    notBefore: new pkijs.Time({ type: 1, value: input.notBefore }),
    notAfter: new pkijs.Time({ type: 1, value: input.notAfter }),
    subjectPublicKeyInfo: new pkijs.PublicKeyInfo({
      algorithm: new pkijs.AlgorithmIdentifier({ algorithmId: GOST_OIDS.publicKey }),
      subjectPublicKey: new asn1js.BitString({ valueHex: random(64) }),
    }),
    extensions: [
      extension(
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
          true,
        ),
      ),
      extension(
        new x509.ExtendedKeyUsageExtension([
          EDS_OID.signing,
          EDS_OID.authentication,
          EDS_OID.legalEntity,
          EDS_OID.firstHead,
        ]),
      ),
    ],
    signatureAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: GOST_OIDS.signature }),
    signatureValue: new asn1js.BitString({ valueHex: random(64) }),
  });
  const certificateDer = certificate.toSchema(true).toBER();
  const parsed = pkijs.Certificate.fromBER(certificateDer);
  const signedData = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: GOST_OIDS.digest })],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: pkijs.id_ContentType_Data,
    }),
    certificates: [parsed],
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: parsed.issuer,
          serialNumber: parsed.serialNumber,
        }),
        digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: GOST_OIDS.digest }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.3',
              values: [new asn1js.ObjectIdentifier({ value: pkijs.id_ContentType_Data })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.4',
              values: [new asn1js.OctetString({ valueHex: random(32) })],
            }),
          ],
        }),
        signatureAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: GOST_OIDS.signature }),
        signature: new asn1js.OctetString({ valueHex: random(64) }),
      }),
    ],
  });
  const contentInfo = new pkijs.ContentInfo({
    contentType: pkijs.id_ContentType_SignedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER());
}
