import { describe, expect, it } from 'vitest';
import { kioskAddress } from './kiosk.ts';

describe('kioskAddress: where a kiosk device sends a page address', () => {
  it.each([
    ['/', '/kiosk'],
    ['/kk', '/kk/kiosk'],
    ['/virtual-ats', '/kiosk/product/virtual-ats'],
    ['/kk/roaming', '/kk/kiosk/product/roaming'],
    ['/kense-handset-offer', '/kiosk/handset-offer'],
    ['/kk/kense-handset-offer', '/kk/kiosk/handset-offer'],
    ['/blog', '/kiosk'],
    ['/blog/some-article', '/kiosk'],
    ['/profile', '/kiosk'],
    ['/kk/auth', '/kk/kiosk'],
    ['/support/service/ecp-sign', '/kiosk'],
    ['/no-such-page', '/kiosk'],
  ])('%s → %s', (path, to) => {
    expect(kioskAddress(path)).toBe(to);
  });

  it.each([
    '/kiosk',
    '/kiosk/product/teams',
    '/kk/kiosk',
    '/kk/kiosk/consultation',
    '/kiosk-config.json',
    '/kiosk-sw.js',
    '/assets/index-abc.js',
    '/docs/letter-refund.rtf',
    '/kiosk/product/teams/__data.json',
    '/api/v1/sms/send',
    '/favicon.svg',
  ])('leaves %s as asked', (path) => {
    expect(kioskAddress(path)).toBeNull();
  });
});
