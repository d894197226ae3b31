import { describe, expect, it } from 'vitest';
import { linkDecision, type KioskPlace } from './linkPolicy.ts';

const place: KioskPlace = {
  location: 'http://127.0.0.1:8080/kiosk/product/virtual-ats',
  locale: 'ru',
  publicOrigin: 'https://business.dalatelecom.kz',
};
const decide = (href: string, extra: { target?: string; download?: boolean } = {}) =>
  linkDecision({ href, ...extra }, place);

describe('linkDecision: no exits from the kiosk', () => {
  it('follows the kiosk’s own pages and anchors, in either language', () => {
    for (const href of [
      '/kiosk',
      '/kiosk/catalogue/internet',
      '/kk/kiosk/product/teams',
      '#consultation',
      '/kiosk/product/virtual-ats#tariffs',
    ]) {
      expect(decide(href), href).toEqual({ kind: 'follow' });
    }
  });

  it('opens the kiosk’s page of a site product instead of the site’s', () => {
    expect(decide('/roaming?utm_source=menu')).toEqual({
      kind: 'kiosk',
      href: '/kiosk/product/roaming',
    });
    expect(decide('/kk/ip-vpn')).toEqual({ kind: 'kiosk', href: '/kk/kiosk/product/ip-vpn' });
    expect(decide('/kense-handset-offer')).toEqual({ kind: 'kiosk', href: '/kiosk/handset-offer' });
    expect(decide('/')).toEqual({ kind: 'kiosk', href: '/kiosk' });
  });

  it('shows another site as a QR code of its own address', () => {
    expect(decide('https://azure.microsoft.com/ru-ru/')).toEqual({
      kind: 'qr',
      url: 'https://azure.microsoft.com/ru-ru/',
      reason: 'external',
    });
  });

  it('shows mail and phone links as QR codes, never hands them to another program', () => {
    expect(decide('mailto:b2b@dalatelecom.kz')).toEqual({
      kind: 'qr',
      url: 'mailto:b2b@dalatelecom.kz',
      reason: 'mail',
    });
    expect(decide('tel:+77272500000')).toMatchObject({ kind: 'qr', reason: 'phone' });
  });

  it('shows a new tab, a download and a file at the site’s public address', () => {
    expect(decide('/kiosk/product/teams', { target: '_blank' })).toEqual({
      kind: 'qr',
      url: 'https://business.dalatelecom.kz/kiosk/product/teams',
      reason: 'newTab',
    });
    expect(decide('/docs/letter-refund.rtf', { download: true })).toEqual({
      kind: 'qr',
      url: 'https://business.dalatelecom.kz/docs/letter-refund.rtf',
      reason: 'download',
    });
    expect(decide('/docs/payment-registry-template.csv')).toMatchObject({
      kind: 'qr',
      reason: 'download',
    });
    expect(decide('/kiosk', { target: '_self' })).toEqual({ kind: 'follow' });
  });

  it('sends the cabinet to the visitor’s phone: it needs their own EDS key', () => {
    for (const href of [
      '/auth',
      '/profile',
      '/kk/profile-applications/mobile',
      '/mobile-application',
    ]) {
      expect(decide(href), href).toMatchObject({ kind: 'qr', reason: 'cabinet' });
    }
    expect(decide('/kk/auth')).toMatchObject({ url: 'https://business.dalatelecom.kz/kk/auth' });
  });

  it('shows the rest of the site (blog, help, contacts) as its public page', () => {
    expect(decide('/support/service/ecp-sign?x=1')).toEqual({
      kind: 'qr',
      url: 'https://business.dalatelecom.kz/support/service/ecp-sign?x=1',
      reason: 'site',
    });
    expect(decide('/blog')).toMatchObject({ kind: 'qr', reason: 'site' });
    expect(decide('/en/contacts')).toMatchObject({ kind: 'qr', reason: 'site' });
  });

  it('blocks what no phone could open either', () => {
    expect(decide('javascript:alert(1)')).toEqual({ kind: 'block' });
    expect(decide('data:text/html,hi')).toEqual({ kind: 'block' });
  });
});
