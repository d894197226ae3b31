import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../contract/index.ts';
import { api1Of } from '../../dev/egovBusinessStandIn.ts';
import { call, DEMO, errorOf, login, useTestServer } from '../../test/server.ts';
import { scanCode, signableApplication, startEgovCode } from './support.ts';

/*
 * Finding (issue 36): «Without PUBLIC_ORIGIN the QR links are built from the request's Host». The
 * QR's API №1/№2 URLs are where the eGov app sends the Token and the signed contract; built from
 * whatever `Host` a request carried, a forged header (a proxy passing it on, a cache) would point
 * them at anyone's server. Now PUBLIC_ORIGIN, when set, is the only origin the links get; without
 * it (development — a production start refuses it: server/production.test.ts, config.test.ts),
 * only a Host naming this machine is taken, and any other gets no code (503 TRY_LATER, a log line
 * saying PUBLIC_ORIGIN is missing).
 */

const PUBLIC_ORIGIN = 'https://business.dalatelecom.kz';
/** A request as a forging client or proxy sends it: the socket reaches us, `Host` says otherwise. */
const forged = (host: string) => ({ from: '127.0.0.1', headers: { Host: host } });

describe('with PUBLIC_ORIGIN the links never take the request’s Host', () => {
  const server = useTestServer({ publicOrigin: PUBLIC_ORIGIN });

  it('the code and API №1’s document URL are on PUBLIC_ORIGIN, whatever Host says', async () => {
    const session = await login(server, DEMO.stepnoy);
    const id = await signableApplication(server, session.accessToken);
    const code = await startEgovCode(server, session.accessToken, id, forged('evil.example'));
    expect(code.status).toBe(200);
    const api1 = api1Of(code.body.qrText);
    expect(api1.origin).toBe(PUBLIC_ORIGIN);
    expect(code.body.launchLink).toContain(encodeURIComponent(`${PUBLIC_ORIGIN}/api/v1/egov/`));
    expect(code.body.launchLink).not.toContain('evil');
    const scan = await scanCode(server, code.body.qrText, forged('evil.example:8443'));
    expect(new URL(scan.request.document.uri).origin).toBe(PUBLIC_ORIGIN);
  });
});

describe('without PUBLIC_ORIGIN only this machine’s Host is taken', () => {
  const logged: string[] = [];
  const server = useTestServer({ logTo: { write: (line: string) => void logged.push(line) } });

  const codes = () =>
    (server.db.prepare('SELECT COUNT(*) AS n FROM egov_sign_sessions').get() as { n: number }).n;

  it('a forged Host gets no code: 503 in the catalogue’s words, nothing issued, a log line', async () => {
    const session = await login(server, DEMO.stepnoy);
    const id = await signableApplication(server, session.accessToken);
    for (const host of ['evil.example', '127.0.0.1.evil.example', 'localhost.evil.example:80']) {
      const res = await startEgovCode(server, session.accessToken, id, {
        ...forged(host),
        lang: 'kk',
      });
      expect([res.status, errorOf(res).code, errorOf(res).message], host).toEqual([
        503,
        'TRY_LATER',
        errorMessage('kk', 'TRY_LATER'),
      ]);
    }
    expect(codes()).toBe(0);
    expect(logged.join('\n')).toContain('egov sign needs PUBLIC_ORIGIN');
  });

  it('API №1 read with a forged Host names no other server for the documents', async () => {
    const session = await login(server, DEMO.stepnoy);
    const id = await signableApplication(server, session.accessToken);
    const code = (await startEgovCode(server, session.accessToken, id)).body;
    const api1 = api1Of(code.qrText);
    const res = await call<{ message: string }>(server, api1.pathname + api1.search, {
      ...forged('evil.example'),
    });
    expect([res.status, res.body]).toEqual([503, { message: errorMessage('ru', 'TRY_LATER') }]);
    // The app did not get the Token: the code is still waiting for it.
    const scan = await scanCode(server, code.qrText);
    expect(new URL(scan.request.document.uri).origin).toBe(new URL(server.url).origin);
  });

  it('a loopback Host — a developer’s browser, the browser suites — is the links’ origin', async () => {
    const session = await login(server, DEMO.stepnoy);
    const id = await signableApplication(server, session.accessToken);
    const port = new URL(server.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const res = await startEgovCode(server, session.accessToken, id, forged(host));
      expect(res.status, host).toBe(200);
      expect(api1Of(res.body.qrText).origin).toBe(`http://${host}`);
    }
  });
});
