import { describe, expect, it } from 'vitest';
import {
  EDS_OID,
  EDS_REASON_CODE,
  EDS_REASON_MESSAGES,
  EDS_REASONS,
  EDS_SIGNATURE_REFUSALS,
  EDS_UNAVAILABLE_REASONS,
  ERROR_CODES,
  edsKeyFilter,
  edsReasonOf,
} from './index.ts';

describe('EDS reasons', () => {
  it.each(EDS_REASONS)('%s has a catalogue code and its own words in ru and kk', (reason) => {
    expect(ERROR_CODES).toContain(EDS_REASON_CODE[reason]);
    const { ru, kk } = { ru: EDS_REASON_MESSAGES.ru[reason], kk: EDS_REASON_MESSAGES.kk[reason] };
    expect(ru.trim()).not.toBe('');
    expect(kk.trim()).not.toBe('');
    expect(kk).not.toBe(ru);
  });

  it('answers «could not check» as try later, and every refusal of a key as an EDS code', () => {
    for (const reason of EDS_REASONS) {
      const code = EDS_REASON_CODE[reason];
      if (EDS_UNAVAILABLE_REASONS.includes(reason)) expect(code).toBe('TRY_LATER');
      else expect(code).toMatch(/^EDS_/);
    }
  });

  it('declares a document signature’s refusals once: no login-only code, no «try later»', () => {
    // sign-documents and eGov's API №2 both spread this list; a new reason's code lands in both.
    expect([...EDS_SIGNATURE_REFUSALS].sort()).toEqual([
      'EDS_BIN_MISMATCH',
      'EDS_EXPIRED',
      'EDS_INVALID_KEY',
      'EDS_KEY_MISMATCH',
      'EDS_NOT_FIRST_HEAD',
      'EDS_REVOKED',
      'EDS_SIGN_DATA_MISMATCH',
      'EDS_SIGN_FILE_REQUIRED',
      'EDS_SIGN_NOT_ALLOWED',
      'EDS_VERIFICATION_FAILED',
    ]);
  });

  it('reads a reason from an error body’s params, and nothing else', () => {
    expect(edsReasonOf({ reason: 'GOST_UNSUPPORTED' })).toBe('GOST_UNSUPPORTED');
    expect(edsReasonOf({ reason: 'toString' })).toBeNull();
    expect(edsReasonOf(undefined)).toBeNull();
  });
});

describe('the key filter NCALayer is given', () => {
  it('asks for an AUTH key to log in, and a First Head’s SIGN key for a BIN’s documents', () => {
    expect(edsKeyFilter('auth')).toEqual([EDS_OID.authentication]);
    expect(edsKeyFilter('auth', '910405300814')).toEqual([EDS_OID.authentication]);
    // An LLP, a JSC, a branch.
    for (const bin of ['180440000128', '050440000371', '060950000374']) {
      expect(edsKeyFilter('sign', bin)).toEqual([EDS_OID.signing, EDS_OID.firstHead]);
    }
    expect(edsKeyFilter('sign')).toEqual([EDS_OID.signing, EDS_OID.firstHead]);
  });

  it('asks a sole proprietor by IIN for the owner’s individual key, an IE with a BIN for its head’s', () => {
    expect(edsKeyFilter('sign', '910405300814')).toEqual([EDS_OID.signing, EDS_OID.individual]);
    // ИП «Сейткали» has a BIN: its head's key speaks for the BIN, as the server requires.
    expect(edsKeyFilter('sign', '111160000374')).toEqual([EDS_OID.signing, EDS_OID.firstHead]);
  });
});

describe('the §8 signing messages the reasons reach', () => {
  it('a verifier that cannot decide says the 2–3-day message; a bad login signature, «Прикрепите…»', async () => {
    const { EDS_REASON_CODE } = await import('./eds.ts');
    const { errorMessage } = await import('./errors.ts');
    expect(errorMessage('ru', EDS_REASON_CODE.VERIFICATION_UNDECIDED)).toBe(
      'Наш специалист свяжется с вами в течение 2–3 дней, чтобы помочь оформить подключение',
    );
    expect(errorMessage('ru', EDS_REASON_CODE.CHALLENGE_MISMATCH)).toBe(
      'Прикрепите действительную ЭЦП',
    );
    expect(errorMessage('kk', EDS_REASON_CODE.FIRST_HEAD_REQUIRED)).toBe(
      'ЭЦҚ-да Бірінші басшы құқықтары жоқ',
    );
  });
});
