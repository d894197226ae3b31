import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../../contract/index.ts';
import { callContract, DEMO, errorOf, login, useTestServer } from '../../test/server.ts';

/*
 * Finding: «Two refreshes at once end the session». Ten parallel refresh-token calls with one
 * token: 1 × 200, 9 × 401, and the winner's new access token revoked too. Now a rotated refresh
 * token presented again within a short grace window gets back the pair already issued for it;
 * after the window a reuse still ends the session.
 */

const server = useTestServer();

const refresh = (token: string) => callContract(server, 'refreshToken', { refreshToken: token });
const profile = (token: string) => callContract(server, 'accountInfo', undefined, { token });

describe('refresh-token under a race', () => {
  it('ten refreshes at once with one token all get the same new pair, which works', async () => {
    const session = await login(server, DEMO.stepnoy);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(session.refreshToken)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((res) => `${res.body.accessToken}/${res.body.refreshToken}`));
    expect(pairs.size).toBe(1);
    const pair = answers[0]!.body;
    expect((await profile(pair.accessToken)).status).toBe(200);
    // The chain goes on from the pair everyone got.
    const next = await refresh(pair.refreshToken);
    expect(next.status).toBe(200);
    expect((await profile(next.body.accessToken)).status).toBe(200);
  });

  it('a retry inside the grace window is answered again; after it, reuse ends the session', async () => {
    const session = await login(server, DEMO.alma);
    const first = await refresh(session.refreshToken);
    server.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 1) * 1000);
    const retry = await refresh(session.refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);

    server.clock.advance(2000);
    const stolen = await refresh(session.refreshToken);
    expect([stolen.status, errorOf(stolen).code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
    // The copy leaked: both holders are signed out.
    expect((await profile(first.body.accessToken)).status).toBe(401);
    expect((await refresh(first.body.refreshToken)).status).toBe(401);
  });

  it('a pair already refreshed past is not handed out again', async () => {
    const session = await login(server, DEMO.megaMarket);
    const first = await refresh(session.refreshToken);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    // The first token again, inside its window: its pair is spent already, so this is a copy.
    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(401);
    expect((await profile(second.body.accessToken)).status).toBe(401);
  });
});
