/**
 * The unit tests' and stories' fake backend, made from the contract (`contract/calls/`): each
 * answered call is an MSW request handler on the declaration's method and path, and what it
 * answers is held to the declaration —
 * - an answer is typed by the call's response schema, and parsed strictly against it (a field the
 *   contract does not name, a wrong type, a missing field: a drift);
 * - a failure carries the catalogue's error body, with a code the call may answer at that status
 *   (`commonErrors`); a 5xx any catalogue code;
 * - the request the client sent must pass the call's query or body schema;
 * - a call that needs the session answers 401 AUTH_REQUIRED without a bearer token.
 * A drift rejects the request and fails the test (`setup.ts`), even if the screen coped.
 *
 * MSW resolves the requests (`getResponse`) inside the `fetch` a test gives its API client, not by
 * patching the global one: every render has its own backend and state, and stories run the same
 * handlers in the browser without a service worker.
 */
import { getResponse, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { CALLS, type CallKey, type Calls } from '../../contract/calls/index.ts';
import { ApiErrorBodySchema, commonErrors } from '../../contract/calls/failures.ts';
import { strictly } from '../../contract/calls/strict.ts';
import type { CallDeclaration } from '../../contract/calls/define.ts';
import { errorJson, json, type Handler, type RecordedRequest } from '../features/api/testing.ts';
import { reportDrift } from './drift.ts';

type Declared<K extends CallKey> = Calls[K];

/** What the call received, as the contract reads it: a GET's query, a POST's body. */
export type CallInputOf<K extends CallKey> =
  Declared<K> extends { query: infer Q extends z.ZodType }
    ? z.output<Q>
    : Declared<K> extends { body: infer B extends z.ZodType }
      ? z.output<B>
      : Declared<K> extends { multipart: object }
        ? FormData
        : undefined;

/** An answer: the success answer's data (JSON), or a whole `Response` (a failure, a file, a hang). */
export type Reply<K extends CallKey> =
  Declared<K> extends { produces: string }
    ? Response
    : z.output<Declared<K>['response']> | Response;

export interface Call<K extends CallKey> {
  input: CallInputOf<K>;
  /** The request as the client sent it (headers, signal for `hang`). */
  request: RecordedRequest;
  /** What the table below this answer would answer (the default), e.g. after a first failure. */
  fallback: () => Promise<Reply<K>>;
}

export type Answer<K extends CallKey> = (call: Call<K>) => Reply<K> | Promise<Reply<K>>;

/** Answers by call name; a call not answered gets 404 NOT_FOUND, as an unknown path would. */
export type Answers = { [K in CallKey]?: Answer<K> };

const ID_HEADER = 'x-fake-request';

/** A backend answering the given calls (later tables override earlier ones). */
export function fakeBackend(...tables: Answers[]): Handler {
  const answers: Partial<Record<CallKey, Answer<CallKey>>> = {};
  for (const table of tables) {
    for (const [key, answer] of Object.entries(table) as [CallKey, Answer<CallKey>][]) {
      const below = answers[key];
      answers[key] = (call) =>
        answer({
          ...call,
          fallback: async () => (below ? below(call) : errorJson(404, 'NOT_FOUND')),
        });
    }
  }
  const inFlight = new Map<string, RecordedRequest>();
  const handlers = (Object.keys(answers) as CallKey[]).map((key) =>
    handlerOf(key, answers[key] as Answer<CallKey>, inFlight),
  );
  let next = 0;
  return async (recorded) => {
    const id = String(++next);
    inFlight.set(id, recorded);
    const base = globalThis.location?.href ?? 'http://site.test/';
    const headers = new Headers(recorded.headers);
    headers.set(ID_HEADER, id);
    // Not the signal: jsdom's AbortSignal is not the one Node's Request accepts; `hang` reads the
    // recorded request's. Not a FormData body either (jsdom's): the answer reads the recorded one.
    const request = new Request(new URL(recorded.url, base), {
      method: recorded.method,
      headers,
    });
    try {
      const response = await getResponse(handlers, request, { baseUrl: base });
      return response ?? errorJson(404, 'NOT_FOUND');
    } finally {
      inFlight.delete(id);
    }
  };
}

function handlerOf(
  key: CallKey,
  answer: Answer<CallKey>,
  inFlight: Map<string, RecordedRequest>,
): HttpHandler {
  const declaration: CallDeclaration = CALLS[key];
  const method = declaration.method === 'GET' ? http.get : http.post;
  return method(declaration.path, async ({ request }) => {
    const recorded = inFlight.get(request.headers.get(ID_HEADER) ?? '');
    if (!recorded) throw new Error(`${key}: a request the fake backend did not send`);
    // As the real backend: a call that needs the session is refused without one.
    if (declaration.auth && !recorded.headers.get('Authorization')?.startsWith('Bearer ')) {
      return errorJson(401, 'AUTH_REQUIRED');
    }
    const input = readInput(key, declaration, recorded);
    const reply = await answer({
      input,
      request: recorded,
      fallback: async () => errorJson(404, 'NOT_FOUND'),
    } as Call<CallKey>);
    if (reply instanceof Response) return checkResponse(key, declaration, reply);
    if (declaration.produces) throw reportDrift(`${key} answers a file: script a Response`);
    const checked = strictly(declaration.response).safeParse(reply);
    if (!checked.success) {
      throw reportDrift(
        `${key} answered what its response schema refuses: ${issues(checked.error)}`,
      );
    }
    return json(reply, declaration.status);
  });
}

function readInput(key: CallKey, declaration: CallDeclaration, recorded: RecordedRequest): unknown {
  const schema = declaration.query ?? declaration.body;
  if (!schema) return declaration.multipart ? recorded.body : undefined;
  const sent = declaration.query ? Object.fromEntries(recorded.query) : recorded.body;
  const parsed = schema.safeParse(sent);
  if (!parsed.success) {
    throw reportDrift(
      `the client sent ${key} what its input schema refuses: ${issues(parsed.error)}`,
    );
  }
  return parsed.data;
}

async function checkResponse(
  key: CallKey,
  declaration: CallDeclaration,
  response: Response,
): Promise<Response> {
  if (response.ok) {
    const type = response.headers.get('Content-Type') ?? '';
    const expected = declaration.produces?.replace('*', '') ?? 'application/json';
    if (!type.startsWith(expected)) {
      throw reportDrift(`${key} answered ${type || 'no type'}, its contract says ${expected}`);
    }
    if (response.status !== declaration.status) {
      throw reportDrift(
        `${key} answered ${response.status}, its contract says ${declaration.status}`,
      );
    }
    if (!declaration.produces) {
      const checked = strictly(declaration.response).safeParse(await response.clone().json());
      if (!checked.success) {
        throw reportDrift(
          `${key} answered what its response schema refuses: ${issues(checked.error)}`,
        );
      }
    }
    return response;
  }
  const body = ApiErrorBodySchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!body.success) {
    throw reportDrift(
      `${key} failed ${response.status} without the error body: ${issues(body.error)}`,
    );
  }
  const code = body.data.error.code;
  if (response.status < 500 && !commonErrors(declaration).get(response.status)?.includes(code)) {
    throw reportDrift(`${key} may not answer ${response.status} ${code} (docs/contract.md)`);
  }
  return response;
}

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
