import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  API_PATHS,
  REFRESH_REUSE_GRACE_SECONDS,
  type LoginResponse,
} from '../../contract/index.ts';
import { sha256 } from '../domain/crypto.ts';
import {
  call,
  callContract,
  callUnchecked,
  DEMO,
  errorOf,
  lastCode,
  login,
  useTestServer,
} from '../test/server.ts';

const server = useTestServer();

/** login/start (always a code: no oracle), then login/verify with the code that was sent. */
async function verifyWithCode(who: { bin: string; phone: string }, lang = 'ru') {
  const start = await callContract(server, 'loginStart', who, { lang });
  expect(start.status).toBe(200);
  const code = await lastCode(server, who.phone);
  server.clock.advance(61_000);
  return callContract(server, 'loginVerify', { ...who, code }, { lang });
}

const internetIntent = {
  appType: 'internet' as const,
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-abay-42' },
};

describe('cabinet login by BIN, phone and SMS code', () => {
  it('logs a company with applications in and returns its account', async () => {
    const result = await login(server, DEMO.stepnoy);
    expect(result.account).toMatchObject({
      bin: DEMO.stepnoy.bin,
      companyName: 'ТОО «Степной Логистик»',
      loginMethod: 'sms',
    });
    expect(result.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(result.createdApplication).toBeNull();
    const me = await callContract(server, 'accountInfo', undefined, { token: result.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.companyName).toBe('ТОО «Степной Логистик»');
  });

  it('stores tokens only as hashes', async () => {
    const { accessToken, refreshToken } = await login(server, DEMO.alma);
    const stored = server.db.prepare('SELECT hash FROM session_tokens').all() as Array<{
      hash: string;
    }>;
    const hashes = stored.map((r) => r.hash);
    expect(hashes).toContain(sha256(accessToken));
    expect(hashes).toContain(sha256(refreshToken));
    expect(hashes).not.toContain(accessToken);
  });

  it('keeps the cabinet closed to a company without applications (§2.18), once the code is in', async () => {
    const res = await verifyWithCode(DEMO.nomadNoApps, 'kk');
    expect(res.status).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'CABINET_NO_APPLICATION',
      message: 'Жеке кабинет тек өтінім берген клиенттерге қолжетімді',
    });
    const unknown = await verifyWithCode({ bin: '991240000370', phone: '+77019998877' });
    expect(errorOf(unknown).code).toBe('CABINET_NO_APPLICATION');
    // No session was started for either.
    const sessions = server.db
      .prepare('SELECT COUNT(*) AS n FROM sessions WHERE company_bin IN (?, ?)')
      .get(DEMO.nomadNoApps.bin, '991240000370') as { n: number };
    expect(sessions.n).toBe(0);
  });

  it('opens the cabinet to a company that arrives with an application intent, and creates it', async () => {
    const result = await login(server, { ...DEMO.zhetysuNoApps, intent: internetIntent });
    expect(result.createdApplication).toMatchObject({
      appType: 'internet',
      status: 'Qualification',
      summaryStatus: 'new',
      action: 'continue',
      step: 'companyDetails',
      bin: DEMO.zhetysuNoApps.bin,
      phone: DEMO.zhetysuNoApps.phone,
      connectionAddress: 'г. Алматы, пр. Абая, 42',
      technology: 'fiber',
    });
    // The company has an application now: a plain login works.
    const again = await login(server, DEMO.zhetysuNoApps);
    expect(again.account.bin).toBe(DEMO.zhetysuNoApps.bin);
  });

  it('registers a company the CRM does not know when it arrives with an intent', async () => {
    const result = await login(server, {
      bin: '200540000376',
      phone: '+77475550011',
      companyName: 'ТОО «Новый Клиент»',
      intent: {
        appType: 'mobile',
        tariffId: 'kense',
        ctnsAmount: 3,
        additionalCtnsAmount: 1,
        numbersChoice: 'new',
        virtualPbx: true,
        roaming: false,
      },
    });
    expect(result.account).toMatchObject({ companyName: 'ТОО «Новый Клиент»', legalForm: 'LLP' });
    expect(result.createdApplication?.mobile?.totalNumbers).toBe(4);
    expect(result.createdApplication?.price).toBe(3 * 5990 + 3000);
  });

  it('hands back the unfinished application instead of making a second one', async () => {
    const phone = DEMO.seitkali.phone;
    // ИП «Сейткали» has an unfinished office application in the demo data.
    const result = await login(server, { ...DEMO.seitkali, intent: internetIntent });
    expect(result.createdApplication).toBeNull();
    expect(result.unfinishedApplication).toMatchObject({ appType: 'internet', phone });
  });

  it('refuses a phone that is not the company’s, once that phone is proven by its code', async () => {
    const res = await verifyWithCode({ bin: DEMO.stepnoy.bin, phone: '+77779990000' });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe('LOGIN_PHONE_MISMATCH');
    expect(errorOf(res).fields?.phone?.code).toBe('LOGIN_PHONE_MISMATCH');
  });

  it('checks the intent before sending any code', async () => {
    const res = await callContract(server, 'loginStart', {
      ...DEMO.saryarkaNoApps,
      intent: { ...internetIntent, address: { houseId: 'almaty-shanyrak-2-8' } },
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).code).toBe('ADDRESS_NOT_COVERED');
  });

  it.each([
    [{ bin: '180440000121', phone: '+77011234567' }, 'bin', 'BIN_INVALID'],
    [{ bin: '', phone: '+77011234567' }, 'bin', 'FIELD_REQUIRED'],
    [{ bin: '180440000128', phone: '12345' }, 'phone', 'PHONE_INVALID'],
    [{ bin: '180440000128' }, 'phone', 'FIELD_REQUIRED'],
  ])('validates %j (%s %s)', async (body, field, code) => {
    const res = await callUnchecked(server, 'loginStart', body);
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.[field]?.code).toBe(code);
  });

  it('gives no tokens for a wrong code and none for a code sent for another BIN', async () => {
    const start = await callContract(server, 'loginStart', DEMO.megaMarket);
    expect(start.status).toBe(200);
    const code = await lastCode(server, DEMO.megaMarket.phone);
    const wrongCode = await callContract(server, 'loginVerify', {
      ...DEMO.megaMarket,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(errorOf(wrongCode).code).toBe('SMS_CODE_INVALID');
    const otherBin = await callContract(server, 'loginVerify', {
      bin: DEMO.stepnoy.bin,
      phone: DEMO.megaMarket.phone,
      code,
    });
    expect(otherBin.status).toBe(422);
    expect(errorOf(otherBin).code).toBe('SMS_CODE_EXPIRED');
    server.clock.advance(61_000);
  });
});

describe('tokens', () => {
  const accountWith = (token?: string) => callContract(server, 'accountInfo', undefined, { token });

  it('answers 401 without a token, with a made-up one, and after the access token expires', async () => {
    expect((await accountWith()).status).toBe(401);
    expect(errorOf(await accountWith()).code).toBe('AUTH_REQUIRED');
    expect((await accountWith()).headers.get('www-authenticate')).toBe('Bearer');
    expect(errorOf(await accountWith('not-a-real-token')).code).toBe('AUTH_REQUIRED');
    const { accessToken } = await login(server, DEMO.kaztranstech);
    expect((await accountWith(accessToken)).status).toBe(200);
    server.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1);
    const expired = await accountWith(accessToken);
    expect(expired.status).toBe(401);
    expect(errorOf(expired).code).toBe('TOKEN_EXPIRED');
  });

  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const first = await login(server, DEMO.stepnoy);
    const rotated = await callContract(server, 'refreshToken', {
      refreshToken: first.refreshToken,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(first.refreshToken);
    expect((await accountWith(rotated.body.accessToken)).status).toBe(200);
    // Past the grace window for a repeat (REFRESH_REUSE_GRACE_SECONDS; hostile/refresh.test.ts).
    server.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const reused = await callContract(server, 'refreshToken', { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    expect(errorOf(reused).code).toBe('REFRESH_TOKEN_INVALID');
    // Reuse means the token leaked: the whole session is over, the new tokens too.
    expect((await accountWith(rotated.body.accessToken)).status).toBe(401);
    const afterTheft = await callContract(server, 'refreshToken', {
      refreshToken: rotated.body.refreshToken,
    });
    expect(afterTheft.status).toBe(401);
  });

  it('refreshes after the access token expired', async () => {
    const first = await login(server, DEMO.alma);
    server.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1);
    const rotated = await callContract(server, 'refreshToken', {
      refreshToken: first.refreshToken,
    });
    expect(rotated.status).toBe(200);
    expect((await accountWith(rotated.body.accessToken)).status).toBe(200);
  });

  it('revokes: the session ends, and an unknown token is still a quiet 200', async () => {
    const session = await login(server, DEMO.megaMarket);
    const revoked = await callContract(server, 'revokeToken', { token: session.refreshToken });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } });
    expect((await accountWith(session.accessToken)).status).toBe(401);
    const refresh = await callContract(server, 'refreshToken', {
      refreshToken: session.refreshToken,
    });
    expect(refresh.status).toBe(401);
    expect((await callContract(server, 'revokeToken', { token: 'nothing' })).status).toBe(200);
  });

  it('validates the token bodies', async () => {
    const res = await callUnchecked(server, 'refreshToken', {});
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.refreshToken?.code).toBe('FIELD_REQUIRED');
  });

  it('guards every authenticated call', async () => {
    const calls: Array<[string, 'GET' | 'POST']> = [
      [API_PATHS.createApplication, 'POST'],
      [API_PATHS.createMobileApplication, 'POST'],
      [API_PATHS.updateApplication, 'POST'],
      [API_PATHS.mobileUpdateApplication, 'POST'],
      [API_PATHS.cancelOpportunity, 'POST'],
      [API_PATHS.lastApplicationDetail, 'GET'],
      [API_PATHS.mobileLastApplicationDetail, 'GET'],
      [API_PATHS.banks, 'GET'],
      [API_PATHS.customerIbans, 'GET'],
      [API_PATHS.mobileSelfPickupCities, 'GET'],
      [API_PATHS.mobileSelfPickupCityDetails, 'GET'],
      [API_PATHS.pickupOption, 'POST'],
      [API_PATHS.accountInfo, 'GET'],
      [API_PATHS.clientApplications, 'GET'],
      [API_PATHS.updateAccountInfo, 'POST'],
      [API_PATHS.fixApplicationDetail, 'GET'],
      [API_PATHS.mobileApplicationDetail, 'GET'],
      [API_PATHS.positions, 'GET'],
      [API_PATHS.timeSlots, 'GET'],
      [API_PATHS.bookTimeSlot, 'POST'],
      [API_PATHS.contractDocument, 'GET'],
      [API_PATHS.signData, 'GET'],
      [API_PATHS.signDocuments, 'POST'],
    ];
    for (const [path, method] of calls) {
      const res = await call(server, path, { method, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(401);
    }
  });

  it('lists only the signed-in company’s applications', async () => {
    const { accessToken } = await login(server, DEMO.stepnoy);
    const list = await callContract(
      server,
      'clientApplications',
      { productType: 'internet' },
      { token: accessToken },
    );
    expect(list.status).toBe(200);
    expect(list.body.applications.length).toBeGreaterThanOrEqual(2);
    expect(list.body.applications.every((a) => a.bin === DEMO.stepnoy.bin)).toBe(true);
  });
});

describe('login answer shape', () => {
  it('carries both tokens and their lifetimes', async () => {
    const result: LoginResponse = await login(server, DEMO.kaztranstech);
    expect(result.accessToken).toMatch(/^[\w-]{43}$/);
    expect(result.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(result.refreshExpiresIn).toBeGreaterThan(result.expiresIn);
  });
});
