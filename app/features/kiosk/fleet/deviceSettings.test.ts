import { afterEach, describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from '../../../../contract/rules/invisibleCharacters.ts';
import { wipeVisitor } from '../idle/reset.ts';
import { reportableError } from './heartbeat.ts';
import {
  DEFAULT_SETTINGS,
  DEVICE_SETTINGS_KEY,
  readSettings,
  storedSettings,
  storeSettings,
} from './deviceSettings.ts';

describe('the operator’s settings on the device', () => {
  afterEach(() => localStorage.clear());

  it('keeps the last answer for an offline start, through the idle reset', () => {
    expect(storedSettings()).toEqual(DEFAULT_SETTINGS);
    const settings = { idleSeconds: 45, attract: false, notice: { ru: 'Закрыто', kk: 'Жабық' } };
    storeSettings(settings);
    wipeVisitor(localStorage, sessionStorage);
    expect(storedSettings()).toEqual(settings);
  });

  it('falls back to the defaults on anything else in storage', () => {
    for (const bad of ['{', '{"idleSeconds":5,"attract":true,"notice":null}', '[]', 'null']) {
      localStorage.setItem(DEVICE_SETTINGS_KEY, bad);
      expect(storedSettings(), bad).toEqual(DEFAULT_SETTINGS);
    }
    expect(readSettings({ idleSeconds: null, attract: true, notice: { ru: 'x' } })).toBeNull();
  });
});

describe('an error as the heartbeat reports it', () => {
  it('keeps its kind and message, never a number a visitor typed', () => {
    expect(reportableError(new TypeError('bad +7 701 123 45 67 and BIN 180440000128'))).toBe(
      'TypeError: bad # and BIN #',
    );
    expect(reportableError('x'.repeat(500))).toHaveLength(120);
  });

  it('passes the backend’s text rule: control, bidi and zero-width characters become spaces', () => {
    const hostile = new Error('bad\u0000value\u202e in\u200b «поле»\n\tat render (x.js:1)\ud800');
    const reported = reportableError(hostile);
    expect(reported).toBe('Error: bad value in «поле» at render (x.js:1)');
    expect(hasInvisibleCharacters(reported)).toBe(false);
    // A phone split by a zero-width space is still a phone.
    expect(reportableError('call +7 701\u200b123 45 67')).toBe('call #');
  });

  it('never cuts a character in two (a lone surrogate would be refused)', () => {
    const reported = reportableError(`${'x'.repeat(119)}😀😀`);
    expect(reported).toBe(`${'x'.repeat(119)}😀`);
    expect(hasInvisibleCharacters(reported)).toBe(false);
  });
});
