import { describe, expect, it } from 'vitest';
import type { SignerCertificate } from './certificate.ts';
import { checkDocumentSigner, loginOf } from './policy.ts';
import { EdsRefusal } from './refusal.ts';

/** A verified signer as the certificate reader gives it; an individual's key by default. */
const signer = (over: Partial<SignerCertificate> = {}): SignerCertificate => ({
  serialNumber: '01',
  commonName: 'ӘБДІРАХМАНОВ БАУЫРЖАН',
  givenName: 'СЕРІКҰЛЫ',
  iin: '910405300814',
  bin: null,
  organization: null,
  ekus: [],
  roles: ['INDIVIDUAL'],
  keyUsage: { digitalSignature: true, nonRepudiation: true },
  issuer: 'CN=test',
  issuerName: 'test',
  publicKey: 'ab',
  notBefore: new Date(0),
  notAfter: new Date(0),
  crlUrls: [],
  ...over,
});

const reason = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof EdsRefusal) return error.reason;
    throw error;
  }
  return null;
};

describe('the signing rules for a sole proprietor registered by IIN', () => {
  it('logs the owner in as the IE whose number is the IIN, named as its head', () => {
    expect(loginOf(signer(), undefined)).toMatchObject({
      companyBin: '910405300814',
      companyName: null,
      headName: 'Әбдірахманов Бауыржан Серікұлы',
      identity: { iin: '910405300814', company: '910405300814', firstHead: true },
    });
    expect(reason(() => loginOf(signer(), '180440000128'))).toBe('COMPANY_MISMATCH');
  });

  it('lets the owner’s individual key sign the IE’s documents, and nobody else’s', () => {
    const target = { companyBin: '910405300814', legalForm: 'IE' as const, login: null };
    expect(reason(() => checkDocumentSigner(signer(), target))).toBeNull();
    expect(reason(() => checkDocumentSigner(signer({ iin: '850315300128' }), target))).toBe(
      'COMPANY_MISMATCH',
    );
    // An IE's own key cannot sign for a legal entity's BIN.
    expect(
      reason(() => checkDocumentSigner(signer(), { ...target, companyBin: '180440000128' })),
    ).toBe('COMPANY_MISMATCH');
  });

  it('names no head from a legal entity key without the First Head role', () => {
    const accountant = signer({
      bin: '180440000128',
      organization: 'ТОО «Степной Логистик»',
      roles: ['LEGAL_ENTITY', 'SIGNING_RIGHT'],
    });
    expect(loginOf(accountant, undefined)).toMatchObject({
      companyBin: '180440000128',
      headName: null,
      identity: { firstHead: false },
    });
  });
});
