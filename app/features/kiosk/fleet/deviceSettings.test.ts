import { afterEach, describe, expect, it } from 'vitest';
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
});
