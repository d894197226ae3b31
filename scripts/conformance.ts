/**
 * `npm run conformance -- --base <url>`: checks that a backend answers the site as the contract
 * declares (contract/calls, docs/contract.md) — for the operator's team, before the site goes
 * live on their gateway. Every call's main path (its answer checked strictly against the declared
 * schema), and the error paths the site relies on: 401 without a session and the one refresh,
 * an unknown or another company's application answered 404, validation errors by field, and the
 * SMS countdown's 429 with `Retry-After`. Prints a table; exits 1 if any row failed.
 *
 * The test company's credentials come from the environment: CONFORMANCE_BIN and
 * CONFORMANCE_PHONE (a company with an application, whose phone the gateway sends codes to), and
 * CONFORMANCE_SMS_CODE (the code the gateway accepts for that phone in its test mode). Without
 * CONFORMANCE_SMS_CODE the code is read from the reference backend's developer outbox (DEV_API=1).
 * CONFORMANCE_OTHER_OPPORTUNITY_ID: an application of another company, which must answer 404.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEV_API_PATHS, ERROR_CODES, type ErrorCode } from '../contract/api.ts';
import { CALLS, isSiteCall, type CallKey } from '../contract/calls/index.ts';
import type { CallDeclaration } from '../contract/calls/define.ts';
import { strictly } from '../contract/calls/strict.ts';

export interface Credentials {
  bin: string;
  phone: string;
  /** The code the gateway accepts in test mode; null: read it from the dev outbox. */
  smsCode: string | null;
  otherOpportunityId?: string | null;
}

export interface ConformanceOptions {
  base: string;
  credentials: Credentials;
  /** The transport (a test passes an in-process app). @default global fetch */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface Check {
  call: string;
  check: string;
  ok: boolean;
  detail: string;
}

const PUBLIC_READS: CallKey[] = (Object.keys(CALLS) as CallKey[]).filter((key) => {
  const call: CallDeclaration = CALLS[key];
  // A staff call (the kiosk fleet's) needs the staff token, which the suite is not given; the eGov
  // app's need a code a session made.
  return call.method === 'GET' && !call.auth && isSiteCall(call) && !call.produces;
});

/** The session's reads that need no application id. */
const SESSION_READS: CallKey[] = (Object.keys(CALLS) as CallKey[]).filter((key) => {
  const call: CallDeclaration = CALLS[key];
  // A query holding a value a session makes (`<…>`, as egov-sign/status's) cannot be read as is.
  const made = Object.values(call.example?.query ?? {}).some((value) => value.startsWith('<'));
  return (
    call.method === 'GET' && call.auth && !call.produces && (!call.query || call.example) && !made
  );
});

/** Calls whose example names an application the suite cannot know beforehand. */
const NEEDS_APPLICATION = new Set<CallKey>([
  'fixApplicationDetail',
  'mobileApplicationDetail',
  'timeSlots',
  'signData',
  'egovSignStatus',
]);

export async function runConformance({
  base,
  credentials,
  fetch: send = fetch,
}: ConformanceOptions): Promise<Check[]> {
  const checks: Check[] = [];
  const record = (call: string, check: string, ok: boolean, detail = '') =>
    checks.push({ call, check, ok, detail });

  async function request(
    key: CallKey | string,
    init: { query?: Record<string, string>; body?: unknown; token?: string | null } = {},
  ): Promise<{ status: number; json: unknown; headers: Headers }> {
    const call = key in CALLS ? (CALLS[key as CallKey] as CallDeclaration) : null;
    const path = call ? call.path : key;
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { 'Accept-Language': 'ru' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
    const res = await send(url.toString(), {
      method: call?.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }

  /** The answer is the declared status and matches the declared schema strictly. */
  function expectAnswer(key: CallKey, check: string, answer: { status: number; json: unknown }) {
    const call: CallDeclaration = CALLS[key];
    if (answer.status !== call.status) {
      record(
        key,
        check,
        false,
        `status ${answer.status}, declared ${call.status}${errorOf(answer.json)}`,
      );
      return false;
    }
    const parsed = strictly(call.response).safeParse(answer.json);
    record(
      key,
      check,
      parsed.success,
      parsed.success
        ? ''
        : parsed.error.issues
            .slice(0, 3)
            .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
            .join('; '),
    );
    return parsed.success;
  }

  /** The answer is a catalogue error body with this status (and, when given, this code). */
  function expectError(
    call: string,
    check: string,
    answer: { status: number; json: unknown },
    status: number,
    code?: ErrorCode,
  ): boolean {
    const error = (answer.json as { error?: { code?: string; message?: unknown } } | null)?.error;
    const known =
      typeof error?.code === 'string' && (ERROR_CODES as readonly string[]).includes(error.code);
    const ok =
      answer.status === status &&
      known &&
      typeof error?.message === 'string' &&
      (code === undefined || error?.code === code);
    record(call, check, ok, ok ? '' : `got ${answer.status}${errorOf(answer.json)}`);
    return ok;
  }

  // --- public reads: the main path -----------------------------------------------------------
  for (const key of PUBLIC_READS) {
    const call: CallDeclaration = CALLS[key];
    expectAnswer(key, 'main path', await request(key, { query: call.example?.query }));
  }

  // --- an unknown path: the catalogue's 404 --------------------------------------------------
  expectError(
    '(unknown path)',
    '404 NOT_FOUND',
    await request('/api/v1/no-such-call'),
    404,
    'NOT_FOUND',
  );

  // --- validation errors by field (an empty body) --------------------------------------------
  for (const key of ['createConsultancy', 'createLead', 'smsSend', 'loginStart'] as const) {
    const answer = await request(key, { body: {} });
    const fields = (answer.json as { error?: { fields?: Record<string, { code?: string }> } })
      ?.error?.fields;
    const ok =
      answer.status === 422 &&
      !!fields &&
      Object.keys(fields).length > 0 &&
      Object.values(fields).every((f) => (ERROR_CODES as readonly string[]).includes(f.code ?? ''));
    record(
      key,
      '422 with a code per field',
      ok,
      ok ? '' : `got ${answer.status}${errorOf(answer.json)}`,
    );
  }

  // --- without a session: 401 ----------------------------------------------------------------
  for (const key of Object.keys(CALLS) as CallKey[]) {
    const call: CallDeclaration = CALLS[key];
    if (!call.auth) continue;
    const answer = await request(key, {
      query: call.method === 'GET' ? call.example?.query : undefined,
      body: call.method === 'POST' ? (call.example?.body ?? {}) : undefined,
    });
    expectError(key, '401 without a session', answer, 401);
  }

  // --- the login: code, tokens, account ------------------------------------------------------
  const started = await request('loginStart', {
    body: { bin: credentials.bin, phone: credentials.phone },
  });
  if (!expectAnswer('loginStart', 'main path', started)) return checks;
  const code = credentials.smsCode ?? (await outboxCode(request, credentials.phone));
  const verified = await request('loginVerify', {
    body: { bin: credentials.bin, phone: credentials.phone, code },
  });
  if (!expectAnswer('loginVerify', 'main path', verified)) return checks;
  let tokens = verified.json as { accessToken: string; refreshToken: string };

  // --- the session's reads: the main path -----------------------------------------------------
  for (const key of SESSION_READS) {
    if (NEEDS_APPLICATION.has(key)) continue;
    const call: CallDeclaration = CALLS[key];
    expectAnswer(
      key,
      'main path',
      await request(key, { query: call.example?.query, token: tokens.accessToken }),
    );
  }

  // --- an application that is not the company's: 404 -----------------------------------------
  for (const [label, id] of [
    ['an unknown id', randomUUID()],
    ...(credentials.otherOpportunityId
      ? [["another company's", credentials.otherOpportunityId]]
      : []),
  ] as const) {
    expectError(
      'fixApplicationDetail',
      `404 for ${label} application`,
      await request('fixApplicationDetail', {
        query: { opportunityId: id },
        token: tokens.accessToken,
      }),
      404,
      'APPLICATION_NOT_FOUND',
    );
  }

  // --- an expired access token: 401, one refresh, the retry passes ----------------------------
  expectError(
    'accountInfo',
    '401 for a token that is not valid',
    await request('accountInfo', { token: `${tokens.accessToken}x` }),
    401,
  );
  const refreshed = await request('refreshToken', { body: { refreshToken: tokens.refreshToken } });
  if (expectAnswer('refreshToken', 'main path (one refresh)', refreshed)) {
    tokens = refreshed.json as typeof tokens;
    expectAnswer(
      'accountInfo',
      'the retry after the refresh',
      await request('accountInfo', { token: tokens.accessToken }),
    );
  }

  // --- the SMS countdown: a second code before it ends is 429 with Retry-After ---------------
  const smsBody = { phone: credentials.phone, purpose: 'consultation' };
  if (expectAnswer('smsSend', 'main path', await request('smsSend', { body: smsBody }))) {
    const again = await request('smsSend', { body: smsBody });
    const early = expectError(
      'smsSend',
      '429 SMS_RESEND_TOO_EARLY before the countdown ends',
      again,
      429,
      'SMS_RESEND_TOO_EARLY',
    );
    if (early) {
      const retryAfter = again.headers.get('retry-after');
      record(
        'smsSend',
        '429 carries Retry-After (seconds)',
        Number(retryAfter) > 0,
        `Retry-After: ${retryAfter}`,
      );
    }
  }

  // --- the end of the session ------------------------------------------------------------------
  expectAnswer(
    'revokeToken',
    'main path',
    await request('revokeToken', { body: { token: tokens.refreshToken } }),
  );
  expectError(
    'accountInfo',
    '401 after the logout',
    await request('accountInfo', { token: tokens.accessToken }),
    401,
  );
  return checks;
}

/** The reference backend's developer outbox (DEV_API=1): the newest login code to the phone. */
async function outboxCode(
  request: (
    key: string,
    init: { query?: Record<string, string> },
  ) => Promise<{ status: number; json: unknown }>,
  phone: string,
): Promise<string> {
  const answer = await request(DEV_API_PATHS.smsOutbox, { query: { phone } });
  const messages =
    (answer.json as { messages?: Array<{ purpose: string; code: string | null }> })?.messages ?? [];
  const code = messages.find((message) => message.purpose === 'login')?.code;
  if (!code) {
    throw new Error('no login code: set CONFORMANCE_SMS_CODE, or run the backend with DEV_API=1');
  }
  return code;
}

const errorOf = (json: unknown) => {
  const code = (json as { error?: { code?: string } } | null)?.error?.code;
  return code ? ` (${code})` : '';
};

/** The checks as a table: one row each, the failed ones marked. */
export function formatTable(checks: readonly Check[]): string {
  const width = Math.max(...checks.map((check) => check.call.length), 4);
  const rows = checks.map(
    (check) =>
      `${check.ok ? 'pass' : 'FAIL'}  ${check.call.padEnd(width)}  ${check.check}${check.detail ? ` — ${check.detail}` : ''}`,
  );
  const failed = checks.filter((check) => !check.ok).length;
  return [...rows, '', `${checks.length - failed} passed, ${failed} failed`].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  const {
    CONFORMANCE_BIN,
    CONFORMANCE_PHONE,
    CONFORMANCE_SMS_CODE,
    CONFORMANCE_OTHER_OPPORTUNITY_ID,
  } = process.env;
  if (!values.base || !CONFORMANCE_BIN || !CONFORMANCE_PHONE) {
    console.error(
      'usage: CONFORMANCE_BIN=… CONFORMANCE_PHONE=… [CONFORMANCE_SMS_CODE=…] npm run conformance -- --base <url>',
    );
    process.exit(2);
  }
  const checks = await runConformance({
    base: values.base,
    credentials: {
      bin: CONFORMANCE_BIN,
      phone: CONFORMANCE_PHONE,
      smsCode: CONFORMANCE_SMS_CODE ?? null,
      otherOpportunityId: CONFORMANCE_OTHER_OPPORTUNITY_ID ?? null,
    },
  });
  console.log(formatTable(checks));
  process.exit(checks.every((check) => check.ok) ? 0 : 1);
}
