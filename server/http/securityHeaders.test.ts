import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cameOverTls,
  contentSecurityPolicy,
  cspHash,
  documentHeaders,
  REACT_ARIA_PRESS_STYLE,
  REACT_ARIA_PREVENT_SCROLL_STYLE,
  SIGNING_CLIENT_ORIGIN,
} from './securityHeaders.ts';

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the site’s Content-Security-Policy', () => {
  it('runs only the site’s own script files: no inline script, no eval', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigin: null }));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('connects to the site, NCALayer and, when it is elsewhere, the API', () => {
    const same = directives(contentSecurityPolicy({ apiOrigin: null }));
    expect(same.get('connect-src')).toEqual(["'self'", 'wss://127.0.0.1:13579']);
    expect(same.get('img-src')).toEqual(["'self'", 'blob:']);
    const api = 'https://api.example.kz';
    const other = directives(contentSecurityPolicy({ apiOrigin: api }));
    expect(other.get('connect-src')).toEqual(["'self'", api, SIGNING_CLIENT_ORIGIN]);
    expect(other.get('img-src')).toEqual(["'self'", 'blob:', api]);
  });

  it('lets in stylesheets, style attributes and react-aria’s two <style> texts, no other', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigin: null }));
    expect(csp.get('style-src-elem')).toEqual([
      "'self'",
      cspHash(REACT_ARIA_PRESS_STYLE),
      cspHash(REACT_ARIA_PREVENT_SCROLL_STYLE),
    ]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    // The CSP 2 fallback of browsers that know neither of the two.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('hashes exactly the rules the installed react-aria writes', () => {
    const require = createRequire(import.meta.url);
    const packageRoot = require.resolve('react-aria').replace(/[\\/]dist[\\/].*$/, '');
    const source = readFileSync(
      join(packageRoot, 'dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    const attribute = /\$var\$PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute, 'react-aria no longer names its pressable attribute this way').toBeTruthy();
    expect(template, 'react-aria no longer writes its <style> this way').toBeTruthy();
    const written = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, attribute!).trim();
    expect(written).toBe(REACT_ARIA_PRESS_STYLE);
    const preventScroll = readFileSync(
      join(packageRoot, 'dist/private/overlays/usePreventScroll.mjs'),
      'utf8',
    );
    const lock = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(preventScroll)?.[1];
    expect(lock, 'react-aria no longer writes its scroll-lock <style> this way').toBeTruthy();
    expect(lock!.trim()).toBe(REACT_ARIA_PREVENT_SCROLL_STYLE);
    // Known value, computed independently (printf '%s' "$rule" | openssl sha256 -binary | base64).
    expect(cspHash('a')).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
  });

  it('is the policy docs/deployment.md gives a CDN to copy', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/deployment.md'), 'utf8');
    expect(doc).toContain(contentSecurityPolicy({ apiOrigin: 'https://api.example.kz' }));
  });

  it('comes with the other document headers', () => {
    expect(documentHeaders({ apiOrigin: null })).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ apiOrigin: null }),
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });
});

describe('cameOverTls', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(cameOverTls('http://127.0.0.1/', 'https', false)).toBe(false);
    expect(cameOverTls('http://127.0.0.1/', 'https', true)).toBe(true);
    expect(cameOverTls('http://127.0.0.1/', 'HTTPS, http', true)).toBe(true);
    expect(cameOverTls('http://127.0.0.1/', 'http, https', true)).toBe(false);
    expect(cameOverTls('http://127.0.0.1/', undefined, true)).toBe(false);
  });

  it('knows a TLS request by its URL', () => {
    expect(cameOverTls('https://business.dalatelecom.kz/', undefined, false)).toBe(true);
  });
});
