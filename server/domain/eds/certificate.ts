/**
 * What the rules need from a signer's X.509 certificate in the НУЦ РК profile: the holder (IIN
 * from SERIALNUMBER=IIN…, BIN from OU=BIN…), the usages and roles (EKU), the issuer and the key.
 */
import { createHash } from 'node:crypto';
import type * as pkijs from 'pkijs';
import { EDS_OID, EDS_ROLES, EDS_ROLE_OID, type EdsRole } from '../../../contract/index.ts';
import { validateIdNumber } from '../../../contract/rules/index.ts';

const OID = {
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  serialNumber: '2.5.4.5',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  givenName: '2.5.4.42',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  crlDistributionPoints: '2.5.29.31',
} as const;

export interface SignerCertificate {
  /** Hex, lower case, without leading zeros beyond what the DER holds. */
  serialNumber: string;
  commonName: string;
  /** The patronymic (G=), when present. */
  givenName: string | null;
  iin: string | null;
  /** The organisation's BIN (OU=BIN…); null for an individual's key. */
  bin: string | null;
  organization: string | null;
  /** Extended key usages and role OIDs, as listed. */
  ekus: string[];
  roles: EdsRole[];
  /** Key usage bits that matter here. */
  keyUsage: { digitalSignature: boolean; nonRepudiation: boolean } | null;
  /** The issuer's distinguished name, one canonical string (type=value, joined by ','). */
  issuer: string;
  /** The issuing CA as a person reads it: its CN («ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)»). */
  issuerName: string;
  /** SHA-256 (hex) of the subject public key info: "the same key". */
  publicKey: string;
  notBefore: Date;
  notAfter: Date;
  crlUrls: string[];
}

type Rdn = pkijs.RelativeDistinguishedNames;

const valueOf = (name: Rdn, type: string): string | null => {
  const found = name.typesAndValues.find((tv) => tv.type === type);
  const value: unknown = found?.value.valueBlock.value;
  return typeof value === 'string' ? value : null;
};

/** "2.5.4.3=…,2.5.4.10=…" in the certificate's order: equal names give equal strings. */
export function canonicalName(name: Rdn): string {
  return name.typesAndValues
    .map((tv) => `${tv.type}=${String(tv.value.valueBlock.value as unknown)}`)
    .join(',');
}

function idNumber(value: string | null, prefix: 'IIN' | 'BIN'): string | null {
  if (!value?.startsWith(prefix)) return null;
  const digits = value.slice(prefix.length);
  return validateIdNumber(digits, prefix === 'IIN' ? 'iin' : 'any') === null ? digits : null;
}

function extension(certificate: pkijs.Certificate, oid: string): pkijs.Extension | undefined {
  return certificate.extensions?.find((e) => e.extnID === oid);
}

function keyUsageOf(certificate: pkijs.Certificate): SignerCertificate['keyUsage'] {
  const ext = extension(certificate, OID.keyUsage);
  const bits = ext?.parsedValue as { valueBlock?: { valueHexView?: Uint8Array } } | undefined;
  const first = bits?.valueBlock?.valueHexView?.[0];
  if (first === undefined) return null;
  // DER BIT STRING, most significant bit first: bit 0 digitalSignature, bit 1 nonRepudiation.
  return { digitalSignature: (first & 0x80) !== 0, nonRepudiation: (first & 0x40) !== 0 };
}

function crlUrlsOf(certificate: pkijs.Certificate): string[] {
  const ext = extension(certificate, OID.crlDistributionPoints);
  const points = (ext?.parsedValue as pkijs.CRLDistributionPoints | undefined)?.distributionPoints;
  return (points ?? []).flatMap((point) => {
    const names = Array.isArray(point.distributionPoint) ? point.distributionPoint : [];
    // GeneralName type 6: uniformResourceIdentifier.
    return names.flatMap((n) => (n.type === 6 && typeof n.value === 'string' ? [n.value] : []));
  });
}

const hex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('hex');

export function readCertificate(certificate: pkijs.Certificate): SignerCertificate {
  const ekuExt = extension(certificate, OID.extKeyUsage);
  const ekus = (ekuExt?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  const subject = certificate.subject;
  const ou = subject.typesAndValues
    .filter((tv) => tv.type === OID.organizationalUnit)
    .map((tv) => String(tv.value.valueBlock.value as unknown));
  return {
    serialNumber: hex(certificate.serialNumber.valueBlock.valueHexView),
    commonName: valueOf(subject, OID.commonName) ?? '',
    givenName: valueOf(subject, OID.givenName),
    iin: idNumber(valueOf(subject, OID.serialNumber), 'IIN'),
    bin: ou.map((v) => idNumber(v, 'BIN')).find((v) => v !== null) ?? null,
    organization: valueOf(subject, OID.organization),
    ekus,
    roles: EDS_ROLES.filter((role) => ekus.includes(EDS_ROLE_OID[role])),
    keyUsage: keyUsageOf(certificate),
    issuer: canonicalName(certificate.issuer),
    // Every НУЦ РК CA has a CN; a CA without one is shown by its whole name.
    issuerName: valueOf(certificate.issuer, OID.commonName) ?? canonicalName(certificate.issuer),
    publicKey: createHash('sha256')
      .update(new Uint8Array(certificate.subjectPublicKeyInfo.toSchema().toBER()))
      .digest('hex'),
    notBefore: certificate.notBefore.value,
    notAfter: certificate.notAfter.value,
    crlUrls: crlUrlsOf(certificate),
  };
}

export const canAuthenticate = (c: SignerCertificate) => c.ekus.includes(EDS_OID.authentication);
export const canSign = (c: SignerCertificate) => c.ekus.includes(EDS_OID.signing);

/** «Нурланов Ерлан Маратович» from CN=НУРЛАНОВ ЕРЛАН and G=МАРАТОВИЧ. */
export function holderName(c: SignerCertificate): string {
  const words = [c.commonName, c.givenName ?? ''].join(' ').trim().split(/\s+/);
  return words
    .map((word) =>
      word
        .toLocaleLowerCase('ru')
        .replace(
          /(^|-)(\p{L})/gu,
          (_m, dash: string, ch: string) => dash + ch.toLocaleUpperCase('ru'),
        ),
    )
    .join(' ');
}
