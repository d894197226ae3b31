import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  callEndpoint,
  createApiClient,
  createMemoryTokenStore,
  HttpError,
} from '../features/api/index.ts';
import { errorJson, scriptedFetch } from '../features/api/testing.ts';
import { fakeBackend, type Answers, type Reply } from './backend.ts';
import { takeDrifts } from './drift.ts';
import { BANKS } from './fixtures.ts';

function clientOf(...tables: Answers[]) {
  const server = scriptedFetch(fakeBackend(...tables));
  const tokens = createMemoryTokenStore();
  tokens.set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const api = createApiClient({
    baseUrl: '',
    getLocale: () => 'ru',
    fetch: server.fetch,
    tokens,
    reload: () => {},
  });
  return { api, server };
}

// Every drift here is expected: the setup file would otherwise fail the test for it.
afterEach(() => void takeDrifts());

describe('the fake backend made from the contract', () => {
  it('answers a call on its declared method and path, with its declared status', async () => {
    const { api, server } = clientOf({ banks: () => ({ banks: BANKS }) });
    await expect(callEndpoint(api, 'banks', undefined)).resolves.toEqual({ banks: BANKS });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/creatio/banks' });
  });

  it('hands the answer the input as the contract parses it, and the default on fallback', async () => {
    let seen: unknown;
    const { api } = clientOf(
      { customerIbans: ({ input }) => ({ bankId: input.bankId, ibans: [] }) },
      {
        customerIbans: (call) => {
          seen = call.input;
          return call.fallback();
        },
      },
    );
    await expect(callEndpoint(api, 'customerIbans', { bankId: 'kaspi' })).resolves.toEqual({
      bankId: 'kaspi',
      ibans: [],
    });
    expect(seen).toEqual({ bankId: 'kaspi' });
  });

  it('answers a call nobody scripted 404 NOT_FOUND, as an unknown path', async () => {
    const { api } = clientOf({});
    const failure = await callEndpoint(api, 'positions', undefined).catch((error) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
    expect(takeDrifts()).toEqual([]);
  });

  it('refuses an answer its response schema refuses: a missing field, an unknown one', async () => {
    const withRank = { positions: [{ id: 'director', name: 'Директор', rank: 1 }] };
    const { api } = clientOf({
      // A bank without its BIC: the type says so first…
      // @ts-expect-error -- `bic` is required by the declaration's response schema
      banks: () => ({ banks: [{ id: 'halyk', name: 'Halyk Bank' }] }),
      // …and a field the contract does not name, which a type lets through from a variable, is
      // refused when it runs.
      positions: () => withRank,
    });
    await expect(callEndpoint(api, 'banks', undefined)).rejects.toThrow();
    await expect(callEndpoint(api, 'positions', undefined)).rejects.toThrow();
    const drifts = takeDrifts();
    expect(drifts.some((d) => /^banks answered .*banks\.0\.bic/.test(d))).toBe(true);
    expect(drifts.some((d) => /^positions answered .*Unrecognized key.*rank/.test(d))).toBe(true);
  });

  it('refuses a failure the call may not answer, and one without the error body', async () => {
    const { api } = clientOf({
      cancelOpportunity: () => errorJson(409, 'SLOT_UNAVAILABLE'),
      fixApplicationDetail: () => new Response('nope', { status: 404 }),
    });
    await expect(
      callEndpoint(api, 'cancelOpportunity', { opportunityId: 'o-1' }),
    ).rejects.toThrow();
    await expect(
      callEndpoint(api, 'fixApplicationDetail', { opportunityId: 'o-1' }),
    ).rejects.toThrow();
    expect(takeDrifts()).toEqual([
      'cancelOpportunity may not answer 409 SLOT_UNAVAILABLE (docs/contract.md)',
      expect.stringMatching(/^fixApplicationDetail failed 404 without the error body/),
    ]);
  });

  it('lets a declared failure through, and a 5xx of any catalogue code', async () => {
    const { api } = clientOf({
      cancelOpportunity: () =>
        errorJson(409, 'APPLICATION_STATE_INVALID', 'x', { params: { status: 'StatusCompleted' } }),
      banks: () => errorJson(503, 'SERVICE_ERROR'),
    });
    const refused = await callEndpoint(api, 'cancelOpportunity', { opportunityId: 'o-1' }).catch(
      (error) => error as HttpError,
    );
    expect(refused.status).toBe(409);
    const failed = (await callEndpoint(api, 'banks', undefined).catch(
      (error) => error,
    )) as HttpError;
    expect(failed.status).toBe(503);
    expect(takeDrifts()).toEqual([]);
  });

  it('refuses a request whose input the contract refuses (the client drifted)', async () => {
    const { api } = clientOf({ customerIbans: () => ({ bankId: '', ibans: [] }) });
    // What a client would send if its own type were wrong.
    await expect(callEndpoint(api, 'customerIbans', {} as { bankId: string })).rejects.toThrow();
    expect(takeDrifts()).toEqual([
      expect.stringMatching(/^the client sent customerIbans what its input schema refuses: bankId/),
    ]);
  });

  it('types each answer by its call', () => {
    expectTypeOf<Reply<'banks'>>().toEqualTypeOf<
      { banks: { id: string; bic: string; name: string }[] } | Response
    >();
    // A file answer is a whole Response (its media type is checked when it runs).
    expectTypeOf<Reply<'contractDocument'>>().toEqualTypeOf<Response>();
  });
});
