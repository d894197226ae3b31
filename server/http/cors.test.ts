import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, EMBED_PATH_KEYS } from '../../contract/index.ts';
import { configFromEnv, siteOriginsFromEnv } from '../config.ts';
import { call, callContract, DEMO, login, startTestServer, useTestServer } from '../test/server.ts';
import { SITE_CORS_HEADERS } from './cors.ts';

/*
 * CORS of an API on its own host (issue 36): the site's origins (SITE_ORIGINS) call every route
 * with a bearer token; partner pages keep the embed calls (EMBED_ORIGINS); nobody else is answered
 * for a browser; credentials are never allowed.
 */

const SITE = 'https://business.example.kz';
const KIOSK = 'http://127.0.0.1:8080';
const STRANGER = 'https://stranger.example.com';
const PARTNER = 'https://partner.example.kz';

const preflight = (origin: string, method: string, headers = 'authorization,accept-language') => ({
  method: 'OPTIONS' as const,
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': method,
    'Access-Control-Request-Headers': headers,
  },
});

let token: string;
const server = useTestServer({ siteOrigins: [SITE, KIOSK] });
beforeAll(async () => {
  token = (await login(server, DEMO.stepnoy)).accessToken;
});

describe('the site’s origins (SITE_ORIGINS)', () => {
  it('get a cabinet route’s preflight answered: Authorization allowed, kept two hours', async () => {
    const res = await call(server, API_PATHS.accountInfo, preflight(SITE, 'GET'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of ['authorization', 'content-type', 'accept-language', 'x-request-id']) {
      expect(allowed.split(', ')).toContain(name);
    }
    expect(res.headers.get('access-control-max-age')).toBe('7200');
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('read the cabinet with their bearer token, and its refusals too (the client refreshes on a 401)', async () => {
    const ok = await callContract(server, 'accountInfo', undefined, {
      token,
      headers: { Origin: SITE },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ok.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Request-Id');
    expect(ok.headers.get('vary')).toMatch(/\bOrigin\b/);
    const refused = await callContract(server, 'accountInfo', undefined, {
      token: 'expired-or-forged',
      headers: { Origin: SITE },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('include a kiosk device’s pages, whose heartbeat goes to the central backend', async () => {
    const res = await call(server, API_PATHS.kioskHeartbeat, preflight(KIOSK, 'POST'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(KIOSK);
  });

  it('call the embed widgets’ routes as the site (their own origin, Authorization allowed)', async () => {
    const res = await call(server, API_PATHS.createConsultancy, preflight(SITE, 'POST'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-headers')).toBe(SITE_CORS_HEADERS);
  });
});

describe('strangers', () => {
  it('get no Access-Control-Allow-Origin on the site’s routes, preflight or not', async () => {
    const asked = await call(server, API_PATHS.accountInfo, preflight(STRANGER, 'GET'));
    expect(asked.headers.get('access-control-allow-origin')).toBeNull();
    expect(asked.headers.get('access-control-allow-headers')).toBeNull();
    for (const path of [API_PATHS.accountInfo, API_PATHS.tariffs, API_PATHS.blogArticles]) {
      const res = await call(server, path, { token, headers: { Origin: STRANGER } });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('are not let in by an origin that only resembles a listed one', async () => {
    for (const origin of [`${SITE}.evil.kz`, 'http://business.example.kz', `${SITE}:8443`]) {
      const res = await call(server, API_PATHS.accountInfo, preflight(origin, 'GET'));
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('the embed calls keep EMBED_ORIGINS', () => {
  it('answer any partner page (`*` by default) with their one method and no Authorization', async () => {
    const res = await call(
      server,
      API_PATHS.createConsultancy,
      preflight(PARTNER, 'POST', 'content-type,accept-language'),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, Accept-Language');
    expect(res.headers.get('access-control-max-age')).toBe('600');
    const read = await callContract(server, 'addressCities', undefined, {
      headers: { Origin: PARTNER },
    });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answer only the listed partners when EMBED_ORIGINS names them, beside the site’s', async () => {
    const listed = await startTestServer({ embedOrigins: [PARTNER], siteOrigins: [SITE] });
    try {
      const partner = await callContract(listed, 'addressCities', undefined, {
        headers: { Origin: PARTNER },
      });
      expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
      const stranger = await callContract(listed, 'addressCities', undefined, {
        headers: { Origin: STRANGER },
      });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
      // A partner is not the site: the cabinet stays closed to it.
      const cabinet = await call(listed, API_PATHS.accountInfo, preflight(PARTNER, 'GET'));
      expect(cabinet.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await listed.stop();
    }
  });
});

describe('credentials', () => {
  it('are never allowed: no Access-Control-Allow-Credentials on any answer', async () => {
    const answers = await Promise.all([
      call(server, API_PATHS.accountInfo, preflight(SITE, 'GET')),
      callContract(server, 'accountInfo', undefined, { token, headers: { Origin: SITE } }),
      call(server, API_PATHS.loginStart, preflight(SITE, 'POST')),
      ...EMBED_PATH_KEYS.map((key) =>
        call(server, API_PATHS[key], preflight(PARTNER, 'POST', 'content-type')),
      ),
      call(server, API_PATHS.accountInfo, preflight(STRANGER, 'GET')),
    ]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('SITE_ORIGINS', () => {
  it('lists exact origins; a trailing slash is forgiven, repeats dropped', () => {
    expect(siteOriginsFromEnv(undefined)).toEqual([]);
    expect(siteOriginsFromEnv(` ${SITE}/ , ${KIOSK},${SITE}`)).toEqual([SITE, KIOSK]);
    expect(configFromEnv({ SITE_ORIGINS: SITE }).siteOrigins).toEqual([SITE]);
  });

  it('refuses a wildcard, a path, another scheme or a host without one', () => {
    for (const bad of [
      '*',
      `${SITE}/cabinet`,
      'ftp://business.example.kz',
      'business.example.kz',
    ]) {
      expect(() => siteOriginsFromEnv(bad), bad).toThrow(/SITE_ORIGINS lists origins/);
    }
  });

  it('must name the site when VITE_API_BASE is another origin in production', () => {
    const env = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: SITE,
      VITE_API_BASE: 'https://api.example.kz',
    };
    expect(() => configFromEnv(env)).toThrow(/set it to the site's origin\(s\)/);
    expect(configFromEnv({ ...env, SITE_ORIGINS: SITE }).siteOrigins).toEqual([SITE]);
    // The site's own origin, or development: nothing to name.
    expect(configFromEnv({ ...env, VITE_API_BASE: '/api-proxy' }).siteOrigins).toEqual([]);
    expect(configFromEnv({ VITE_API_BASE: 'https://api.example.kz' }).siteOrigins).toEqual([]);
  });
});
