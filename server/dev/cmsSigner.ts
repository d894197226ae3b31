/**
 * What NCALayer does with a key of the test PKI: a detached CMS SignedData (RSA, SHA-256) over
 * the bytes it is given, with the signed attributes NCALayer adds (content type, message digest,
 * signing time) and the signer's certificate only. Development and tests only.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { loadTestPki, pemToDer, type TestPki, type TestPkiKey } from './testPki.ts';

const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';

export interface SignOptions {
  /** The signed signingTime attribute. @default now */
  signingTime?: Date;
  /** Flip a bit of the signature value: a CMS that no longer verifies. */
  tamper?: boolean;
  /** Carry the data inside (NCALayer's `encapsulate: true`). @default detached */
  attached?: boolean;
}

async function importKey(pkcs8: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array(pkcs8),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** A CMS (detached unless asked) over `data`, made with the certificate and PKCS#8 key given. */
export async function signDetached(
  certificateDer: Uint8Array,
  privateKeyPkcs8: Uint8Array,
  data: Uint8Array,
  options: SignOptions = {},
): Promise<Uint8Array> {
  const certificate = pkijs.Certificate.fromBER(new Uint8Array(certificateDer));
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(data));
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: pkijs.id_ContentType_Data,
      ...(options.attached
        ? { eContent: new asn1js.OctetString({ valueHex: new Uint8Array(data) }) }
        : {}),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: OID_CONTENT_TYPE,
              values: [new asn1js.ObjectIdentifier({ value: pkijs.id_ContentType_Data })],
            }),
            new pkijs.Attribute({
              type: OID_SIGNING_TIME,
              values: [new asn1js.UTCTime({ valueDate: options.signingTime ?? new Date() })],
            }),
            new pkijs.Attribute({
              type: OID_MESSAGE_DIGEST,
              values: [new asn1js.OctetString({ valueHex: digest })],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(await importKey(privateKeyPkcs8), 0, 'SHA-256', new Uint8Array(data));
  if (options.tamper) {
    const signerInfo = signedData.signerInfos[0];
    if (!signerInfo) throw new Error('No signer');
    const value = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    value[value.length - 1] = (value[value.length - 1] ?? 0) ^ 0x01;
    signerInfo.signature = new asn1js.OctetString({ valueHex: value });
  }
  const contentInfo = new pkijs.ContentInfo({
    contentType: pkijs.id_ContentType_SignedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER());
}

/** Signs with a key of the test PKI by its id; base64 of the CMS. */
export async function signWithTestKey(
  key: TestPkiKey,
  data: Uint8Array,
  options: SignOptions = {},
  pki: TestPki = loadTestPki(),
): Promise<string> {
  const cms = await signDetached(
    pki.der(key.certificate),
    pemToDer(pki.text(key.privateKey)),
    data,
    options,
  );
  return Buffer.from(cms).toString('base64');
}
