/**
 * `npm run conformance -- --base <url>`: checks that a backend answers the site as the contract
 * declares (contract/calls, docs/contract.md) — for the operator's team, before the site goes
 * live on their gateway. Prints one row per check — `pass`, `FAIL`, or `skip` with why it could
 * not run — and exits 1 if any row failed.
 *
 * The gateway's own ids (a city, a street, a bank…) come from `--id name=value` (or
 * CONFORMANCE_IDS="name=value,…"); an id not given is found through the call that lists it (the
 * cities list gives a city, a city's streets a street, the company's newest application its id).
 * The test company's credentials come from the environment (`usage` below). Every request has its
 * own timeout (`--timeout`, default the site's REQUEST_TIMEOUT_MS).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ERROR_CODES, type ErrorCode } from '../contract/index.ts';
import { EgovFailure } from '../contract/calls/egov.ts';
import { CALLS, DEV_CALLS, isSiteCall, type CallKey } from '../contract/calls/index.ts';
import type { CallDeclaration } from '../contract/calls/define.ts';
import { strictly } from '../contract/calls/strict.ts';
import { REFRESH_REUSE_GRACE_SECONDS, REQUEST_TIMEOUT_MS } from '../contract/limits.ts';
import { idNumberCheckDigit } from '../contract/rules/bin.ts';

export interface Credentials {
  bin: string;
  phone: string;
  /** The code the gateway accepts in test mode (for every test phone); null: the dev outbox. */
  smsCode: string | null;
  otherOpportunityId?: string | null;
  /**
   * A second phone the operator receives codes on, not the test company's: the gate (a BIN with
   * no application) and login/start's one answer are checked with it.
   */
  otherPhone?: string | null;
}

/** The ids a check may need, named as `--id` takes them. */
export const ID_NAMES = [
  'cityId',
  'streetId',
  'houseId',
  'country',
  'roamingTariffId',
  'articleId',
  'bankId',
  'pickupCityId',
  'officeApplicationId',
  'mobileApplicationId',
] as const;
export type IdName = (typeof ID_NAMES)[number];

export interface ConformanceOptions {
  base: string;
  credentials: Credentials;
  /** The gateway's own ids; the rest are found through the calls that list them. */
  ids?: Partial<Record<IdName, string>>;
  /** Milliseconds each request may take. @default REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
  /** Send the public forms (a consultation, a lead, an opportunity, a reprice request). @default true */
  writes?: boolean;
  /** The site's origin when the API is on its own host (SITE_ORIGINS): its CORS is checked. */
  siteOrigin?: string | null;
  /** A partner page's origin EMBED_ORIGINS allows: the widgets' CORS is checked. */
  embedOrigin?: string | null;
  /** The staff token (KIOSK_STATUS_TOKEN): the fleet's read is checked. */
  staffToken?: string | null;
  /** A kiosk's id and device key (KIOSK_ID, KIOSK_TOKEN): its heartbeat is checked. */
  kiosk?: { id: string; token: string } | null;
  /** The transport (a test passes an in-process app). @default global fetch */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface Check {
  call: string;
  check: string;
  outcome: Outcome;
  /** Why it failed, or why it could not run. */
  detail: string;
}

interface Answer {
  status: number;
  json: unknown;
  headers: Headers;
  /** Why there is no answer (a timeout, a refused connection); status is 0 then. */
  failure?: string;
}

const keys = Object.keys(CALLS) as CallKey[];
const declaration = (key: CallKey): CallDeclaration => CALLS[key];

/** The public reads the site makes (not a file, not the staff's or the eGov app's). */
const PUBLIC_READS = keys.filter((key) => {
  const call = declaration(key);
  return call.method === 'GET' && !call.auth && isSiteCall(call) && !call.produces;
});

/** The session's reads (a file answer and a code a session made are checked elsewhere). */
const SESSION_READS = keys.filter((key) => {
  const call = declaration(key);
  return call.method === 'GET' && call.auth && !call.produces && key !== 'egovSignStatus';
});

/**
 * Which query parameter of which call holds a gateway id: the declared example's seed value is
 * replaced by the gateway's. The rest of an example (a search text, a point) is asked as it is.
 */
const QUERY_IDS: Partial<Record<CallKey, Record<string, IdName | 'bin'>>> = {
  pricePlanOffer: { bin: 'bin' },
  addressStreets: { cityId: 'cityId' },
  addressHouses: { streetId: 'streetId' },
  roamingTariffs: { country: 'country' },
  roamingTariffDetails: { id: 'roamingTariffId' },
  blogArticle: { id: 'articleId' },
  customerIbans: { bankId: 'bankId' },
  mobileSelfPickupCityDetails: { 'city-id': 'pickupCityId' },
  fixApplicationDetail: { opportunityId: 'officeApplicationId' },
  mobileApplicationDetail: { opportunityId: 'mobileApplicationId' },
  timeSlots: { opportunityId: 'officeApplicationId' },
  signData: { opportunityId: 'officeApplicationId' },
};

/** Where an id not given is found: a call that lists them (with the id it needs), its first. */
const ID_SOURCES: Record<
  IdName,
  { call: CallKey; needs?: [parameter: string, IdName]; pick: (json: Any) => unknown }
> = {
  cityId: { call: 'addressCities', pick: (json) => json.cities?.[0]?.id },
  streetId: {
    call: 'addressStreets',
    needs: ['cityId', 'cityId'],
    pick: (json) => json.streets?.[0]?.id,
  },
  houseId: {
    call: 'addressHouses',
    needs: ['streetId', 'streetId'],
    pick: (json) => json.houses?.[0]?.id,
  },
  country: { call: 'roamingCountries', pick: (json) => json.countries?.[0]?.code },
  roamingTariffId: {
    call: 'roamingTariffs',
    needs: ['country', 'country'],
    pick: (json) => json.tariffs?.[0]?.id,
  },
  articleId: { call: 'blogArticles', pick: (json) => json.articles?.[0]?.id },
  bankId: { call: 'banks', pick: (json) => json.banks?.[0]?.id },
  pickupCityId: { call: 'mobileSelfPickupCities', pick: (json) => json.cities?.[0]?.id },
  officeApplicationId: {
    call: 'lastApplicationDetail',
    pick: (json) => json.application?.opportunityId,
  },
  mobileApplicationId: {
    call: 'mobileLastApplicationDetail',
    pick: (json) => json.application?.opportunityId,
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer not yet checked
type Any = any;

/** A BIN nobody has: a legal entity's, registered this month, with a random serial. */
export function freshBin(): string {
  for (;;) {
    const now = new Date();
    const serial = String(randomBytes(4).readUInt32BE() % 100_000).padStart(5, '0');
    const first11 = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}40${serial}`;
    const check = idNumberCheckDigit(first11);
    if (check !== null) return `${first11}${check}`;
  }
}

export async function runConformance(options: ConformanceOptions): Promise<Check[]> {
  const { base, credentials, fetch: send = fetch } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const writes = options.writes ?? true;
  const checks: Check[] = [];
  const record = (call: string, check: string, outcome: Outcome | boolean, detail = '') =>
    checks.push({
      call,
      check,
      outcome: typeof outcome === 'boolean' ? (outcome ? 'pass' : 'fail') : outcome,
      detail,
    });
  const skip = (call: string, check: string, why: string) => record(call, check, 'skip', why);

  async function request(
    key: CallKey | string,
    init: {
      query?: Record<string, string>;
      body?: unknown;
      token?: string | null;
      method?: string;
      headers?: Record<string, string>;
      language?: 'ru' | 'kk';
    } = {},
  ): Promise<Answer> {
    const call = key in CALLS ? declaration(key as CallKey) : null;
    const url = new URL(call ? call.path : key, base);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      'Accept-Language': init.language ?? 'ru',
      ...init.headers,
    };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
    try {
      const res = await send(url.toString(), {
        method: init.method ?? call?.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, json, headers: res.headers };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        status: 0,
        json: null,
        headers: new Headers(),
        failure: timedOut
          ? `no answer in ${timeoutMs} ms`
          : `no answer: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  /** The answer is the declared status and matches the declared schema strictly. */
  function expectAnswer(key: CallKey, check: string, answer: Answer): boolean {
    const call = declaration(key);
    if (answer.status !== call.status) {
      record(
        key,
        check,
        false,
        answer.failure ?? `status ${answer.status}, declared ${call.status}${errorOf(answer.json)}`,
      );
      return false;
    }
    return expectShape(key, check, call.response, answer.json);
  }

  function expectShape(
    call: string,
    check: string,
    schema: CallDeclaration['response'],
    json: unknown,
  ) {
    const parsed = strictly(schema).safeParse(json);
    record(call, check, parsed.success, parsed.success ? '' : issuesOf(parsed.error.issues));
    return parsed.success;
  }

  /** The answer is a catalogue error body with this status (and, when given, this code). */
  function expectError(
    call: string,
    check: string,
    answer: Answer,
    status: number,
    code?: ErrorCode,
  ) {
    const error = (answer.json as { error?: { code?: string; message?: unknown } } | null)?.error;
    const known =
      typeof error?.code === 'string' && (ERROR_CODES as readonly string[]).includes(error.code);
    const ok =
      answer.status === status &&
      known &&
      typeof error?.message === 'string' &&
      (code === undefined || error?.code === code);
    record(
      call,
      check,
      ok,
      ok ? '' : (answer.failure ?? `got ${answer.status}${errorOf(answer.json)}`),
    );
    return ok;
  }

  // --- the gateway's ids: given, or found through the calls that list them ------------------
  const given = Object.fromEntries(
    Object.entries(options.ids ?? {}).filter(([, value]) => value),
  ) as Partial<Record<IdName, string>>;
  const found = new Map<IdName, { value?: string; why?: string }>();
  let sessionToken: string | null = null;

  async function findId(name: IdName): Promise<{ value?: string; why?: string }> {
    if (given[name]) return { value: given[name] };
    const known = found.get(name);
    if (known) return known;
    const source = ID_SOURCES[name];
    const call = declaration(source.call);
    const listed = `${call.method} ${call.path.replace(/^\/api\/v\d\/(creatio\/)?/, '')}`;
    let result: { value?: string; why?: string };
    const query: Record<string, string> = {};
    const needed = source.needs ? await findId(source.needs[1]) : null;
    if (needed && source.needs) query[source.needs[0]] = needed.value ?? '';
    if (needed && !needed.value) {
      result = { why: `no ${name}: ${listed} needs a ${source.needs![1]} — ${needed.why}` };
    } else if (call.auth && !sessionToken) {
      result = { why: `no ${name}: ${listed} needs the session, which the login did not give` };
    } else {
      const answer = await request(source.call, { query, token: sessionToken });
      const value = answer.status === call.status ? source.pick(answer.json) : undefined;
      result =
        typeof value === 'string' && value
          ? { value }
          : {
              why: `no ${name}: ${listed} ${
                answer.status === call.status
                  ? 'listed none'
                  : (answer.failure ?? `answered ${answer.status}`)
              }; pass --id ${name}=…`,
            };
    }
    found.set(name, result);
    return result;
  }

  /** A read's query: its declared example with the gateway's ids in place of the seed's. */
  async function queryOf(key: CallKey): Promise<{ query?: Record<string, string>; why?: string }> {
    const example = declaration(key).example?.query;
    if (!example) return {};
    const query = { ...example };
    for (const [parameter, name] of Object.entries(QUERY_IDS[key] ?? {})) {
      if (name === 'bin') {
        query[parameter] = credentials.bin;
        continue;
      }
      const id = await findId(name);
      if (!id.value) return { why: id.why };
      query[parameter] = id.value;
    }
    if (key === 'addressCoverage') {
      // A building of the gateway's directory, by its id: the answer must say it is matched.
      const house = await findId('houseId');
      if (!house.value) return { why: house.why };
      return { query: { houseId: house.value } };
    }
    return { query };
  }

  async function read(key: CallKey, check: string, token: string | null = null) {
    const { query, why } = await queryOf(key);
    if (why) return skip(key, check, why);
    expectAnswer(key, check, await request(key, { query, token }));
  }

  // --- public reads: the main path -----------------------------------------------------------
  for (const key of PUBLIC_READS) await read(key, 'main path');

  // --- Kazakh answers ----------------------------------------------------------------------------
  const ruCountries = await request('roamingCountries');
  const kkCountries = await request('roamingCountries', { language: 'kk' });
  if (expectAnswer('roamingCountries', 'main path in Kazakh (Accept-Language: kk)', kkCountries)) {
    record(
      'roamingCountries',
      'Content-Language: kk',
      kkCountries.headers.get('content-language') === 'kk',
      `Content-Language: ${kkCountries.headers.get('content-language')}`,
    );
    const names = (answer: Answer) =>
      ((answer.json as Any)?.countries ?? []).map((country: Any) => country.name).join('|');
    const differ = names(ruCountries) !== names(kkCountries);
    record(
      'roamingCountries',
      'the names in Kazakh, not Russian',
      differ,
      differ ? '' : 'the same names as in ru',
    );
  }
  const ruMissing = await request('/api/v1/no-such-call');
  const kkMissing = await request('/api/v1/no-such-call', { language: 'kk' });
  if (expectError('(unknown path)', '404 NOT_FOUND in Kazakh', kkMissing, 404, 'NOT_FOUND')) {
    const message = (answer: Answer) => (answer.json as Any)?.error?.message;
    const differ = message(kkMissing) !== message(ruMissing);
    record(
      '(unknown path)',
      'the message in Kazakh, not Russian',
      differ && kkMissing.headers.get('content-language') === 'kk',
      differ
        ? `Content-Language: ${kkMissing.headers.get('content-language')}`
        : 'the same message as in ru',
    );
  }

  // --- an unknown path: the catalogue's 404 --------------------------------------------------
  expectError('(unknown path)', '404 NOT_FOUND', ruMissing, 404, 'NOT_FOUND');

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
      ok ? '' : (answer.failure ?? `got ${answer.status}${errorOf(answer.json)}`),
    );
  }

  // --- without a session: 401 ----------------------------------------------------------------
  for (const key of keys) {
    const call = declaration(key);
    if (!call.auth) continue;
    const answer = await request(key, {
      query: call.method === 'GET' ? call.example?.query : undefined,
      body: call.method === 'POST' ? (call.example?.body ?? {}) : undefined,
    });
    if (expectError(key, '401 without a session', answer, 401)) {
      if (answer.headers.get('www-authenticate')?.startsWith('Bearer') !== true) {
        record(
          key,
          '401 carries WWW-Authenticate: Bearer',
          false,
          `WWW-Authenticate: ${answer.headers.get('www-authenticate')}`,
        );
      }
    }
  }

  // --- CORS ----------------------------------------------------------------------------------
  await corsChecks();

  // --- the kiosk fleet -----------------------------------------------------------------------
  await kioskChecks();

  // --- EDS login: what can be checked without a key the gateway trusts -----------------------
  const challenge = await request('edsChallenge', { body: {} });
  if (expectAnswer('edsChallenge', 'main path', challenge)) {
    const challengeId = (challenge.json as Any).challengeId as string;
    const malformed = { challengeId, signature: 'MIIBAAAA' };
    const refused = await request('edsLogin', { body: malformed });
    const code = (refused.json as Any)?.error?.code as string | undefined;
    record(
      'edsLogin',
      '422 EDS_* for a signature that is not a CMS',
      refused.status === 422 &&
        !!code?.startsWith('EDS_') &&
        (ERROR_CODES as readonly string[]).includes(code),
      refused.failure ?? `got ${refused.status}${errorOf(refused.json)}`,
    );
    expectError(
      'edsLogin',
      'the challenge is spent by any attempt (422 EDS_NO_DATA)',
      await request('edsLogin', { body: malformed }),
      422,
      'EDS_NO_DATA',
    );
  } else skip('edsLogin', 'a refused signature', 'eds/challenge gave no challenge');
  skip(
    'edsLogin',
    'main path',
    "a signature needs a key the gateway trusts (the operator's test key); not run",
  );

  // --- eGov's API №1 for a code that does not exist: the protocol's {message} -----------------
  const noCode = await request('mgovSignRequest', { query: { id: randomUUID() } });
  record(
    'mgovSignRequest',
    "404 {message} for an unknown code (the protocol's body)",
    noCode.status === 404 && strictly(EgovFailure).safeParse(noCode.json).success,
    noCode.failure ?? `got ${noCode.status} ${JSON.stringify(noCode.json)?.slice(0, 80)}`,
  );

  // --- the login: code, tokens, account ------------------------------------------------------
  const sessionChecks: Array<[string, string]> = [
    ...SESSION_READS.map((key) => [key, 'main path'] as [string, string]),
    ['fixApplicationDetail', '404 for an unknown id application'],
    ['accountInfo', '401 for a token that is not valid'],
    ['refreshToken', 'main path (one refresh)'],
    ['refreshToken', `the same pair again within ${REFRESH_REUSE_GRACE_SECONDS} s`],
    ['accountInfo', 'the retry after the refresh'],
    ['updateAccountInfo', 'main path (the same value back)'],
    ['egovSignStart', 'main path'],
    ['revokeToken', 'main path'],
    ['accountInfo', '401 after the logout'],
  ];
  const started = await request('loginStart', {
    body: { bin: credentials.bin, phone: credentials.phone },
  });
  let tokens: { accessToken: string; refreshToken: string } | null = null;
  if (expectAnswer('loginStart', 'main path', started)) {
    const code = credentials.smsCode ?? (await outboxCode(request, credentials.phone, 'login'));
    if (!code) {
      skip(
        'loginVerify',
        'main path',
        "no code: set CONFORMANCE_SMS_CODE (the dev outbox is the reference backend's, DEV_API=1)",
      );
    } else {
      const verified = await request('loginVerify', {
        body: { bin: credentials.bin, phone: credentials.phone, code },
      });
      if (expectAnswer('loginVerify', 'main path', verified))
        tokens = verified.json as typeof tokens;
    }
  }
  if (!tokens) {
    for (const [call, check] of sessionChecks)
      skip(call, check, 'no session: the login above failed');
  } else {
    await sessionChecksWith(tokens);
  }

  // --- the gate, and login/start's one answer ---------------------------------------------------
  await gateChecks(started);

  // --- the SMS countdown and the public forms ------------------------------------------------
  await smsAndForms();

  skip(
    'createApplication',
    'the application steps (create, update, sign, book, pickup, cancel)',
    "they change the test company's applications; not run against a gateway (the reference backend's tests hold them)",
  );
  return checks;

  async function sessionChecksWith(first: { accessToken: string; refreshToken: string }) {
    let pair = first;
    sessionToken = pair.accessToken;
    // The session's reads, with the gateway's ids.
    let office: Any = null;
    for (const key of SESSION_READS) {
      if (key === 'signData') continue;
      const { query, why } = await queryOf(key);
      if (why) {
        skip(key, 'main path', why);
        continue;
      }
      const answer = await request(key, { query, token: pair.accessToken });
      if (expectAnswer(key, 'main path', answer) && key === 'lastApplicationDetail') {
        office = (answer.json as Any).application;
      }
    }
    const signable = office?.status === 'SolutionOnClient';
    if (signable) await read('signData', 'main path', pair.accessToken);
    else
      skip(
        'signData',
        'main path',
        `needs the newest office application in SolutionOnClient (it is ${office?.status ?? 'absent'})`,
      );

    // An application that is not the company's: 404.
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
          token: pair.accessToken,
        }),
        404,
        'APPLICATION_NOT_FOUND',
      );
    }
    if (!credentials.otherOpportunityId) {
      skip(
        'fixApplicationDetail',
        "404 for another company's application",
        'no CONFORMANCE_OTHER_OPPORTUNITY_ID',
      );
    }

    // A write that changes nothing: the profile's employees number sent back as it is.
    const account = await request('accountInfo', { token: pair.accessToken });
    const employees = (account.json as Any)?.employeesNumber;
    if (typeof employees === 'number' || employees === null) {
      expectAnswer(
        'updateAccountInfo',
        'main path (the same value back)',
        await request('updateAccountInfo', {
          body: { employeesNumber: employees },
          token: pair.accessToken,
        }),
      );
    } else
      skip(
        'updateAccountInfo',
        'main path (the same value back)',
        'account-info gave no employeesNumber',
      );

    // eGov QR signing, up to the app's signature (which needs a person).
    await egovFlow(
      signable ? (office.opportunityId as string) : null,
      pair.accessToken,
      office?.status,
    );

    // An access token that is not valid: 401; one refresh; the grace; the retry passes.
    expectError(
      'accountInfo',
      '401 for a token that is not valid',
      await request('accountInfo', { token: `${pair.accessToken}x` }),
      401,
    );
    const refreshed = await request('refreshToken', { body: { refreshToken: pair.refreshToken } });
    if (expectAnswer('refreshToken', 'main path (one refresh)', refreshed)) {
      const next = refreshed.json as typeof pair;
      const again = await request('refreshToken', { body: { refreshToken: pair.refreshToken } });
      const same =
        again.status === 200 &&
        (again.json as Any)?.accessToken === next.accessToken &&
        (again.json as Any)?.refreshToken === next.refreshToken;
      record(
        'refreshToken',
        `the same pair again within ${REFRESH_REUSE_GRACE_SECONDS} s`,
        same,
        same
          ? ''
          : (again.failure ??
              `got ${again.status}${errorOf(again.json)}${again.status === 200 ? ', another pair' : ''}`),
      );
      pair = next;
      expectAnswer(
        'accountInfo',
        'the retry after the refresh',
        await request('accountInfo', { token: pair.accessToken }),
      );
    } else {
      skip(
        'refreshToken',
        `the same pair again within ${REFRESH_REUSE_GRACE_SECONDS} s`,
        'the refresh failed',
      );
      skip('accountInfo', 'the retry after the refresh', 'the refresh failed');
    }
    skip(
      'refreshToken',
      'a reuse after the chain moved on ends the session',
      'it would end the session the logout check needs (one login a run)',
    );

    // The end of the session.
    expectAnswer(
      'revokeToken',
      'main path',
      await request('revokeToken', { body: { token: pair.refreshToken } }),
    );
    expectError(
      'accountInfo',
      '401 after the logout',
      await request('accountInfo', { token: pair.accessToken }),
      401,
    );
    sessionToken = null;
  }

  async function egovFlow(opportunityId: string | null, token: string, status: string | undefined) {
    const steps = [
      'egovSignStart',
      'mgovSignRequest',
      'mgovSignDocuments',
      'egovSignStatus',
      'egovSignCancel',
    ];
    if (!opportunityId) {
      for (const call of steps)
        skip(
          call,
          'main path',
          `needs the newest office application in SolutionOnClient (it is ${status ?? 'absent'})`,
        );
      return;
    }
    const started = await request('egovSignStart', {
      body: { opportunityId, consent: true },
      token,
    });
    if (!expectAnswer('egovSignStart', 'main path', started)) {
      for (const call of steps.slice(1)) skip(call, 'main path', 'egov-sign/start gave no code');
      return;
    }
    const code = (started.json as Any).signSessionId as string;
    const api1 = await request('mgovSignRequest', { query: { id: code } });
    if (expectAnswer('mgovSignRequest', 'main path', api1)) {
      const authToken = (api1.json as Any).document?.auth_token as string | undefined;
      const without = await request('mgovSignDocuments', { query: { id: code } });
      record(
        'mgovSignDocuments',
        '401 {message} without the Token',
        without.status === 401 && strictly(EgovFailure).safeParse(without.json).success,
        without.failure ?? `got ${without.status} ${JSON.stringify(without.json)?.slice(0, 80)}`,
      );
      expectAnswer(
        'mgovSignDocuments',
        'main path (with the Token)',
        await request('mgovSignDocuments', { query: { id: code }, token: authToken }),
      );
    } else skip('mgovSignDocuments', 'main path', 'API №1 gave no Token');
    const state = await request('egovSignStatus', { query: { signSessionId: code }, token });
    if (expectAnswer('egovSignStatus', 'main path', state)) {
      record(
        'egovSignStatus',
        '`scanned` once the app has the documents',
        (state.json as Any).status === 'scanned',
        `status ${(state.json as Any).status}`,
      );
    }
    const cancelled = await request('egovSignCancel', { body: { signSessionId: code }, token });
    if (expectAnswer('egovSignCancel', 'main path', cancelled)) {
      record(
        'egovSignCancel',
        '`cancelled`',
        (cancelled.json as Any).status === 'cancelled',
        `status ${(cancelled.json as Any).status}`,
      );
      const gone = await request('mgovSignRequest', { query: { id: code } });
      record(
        'mgovSignRequest',
        '404 {message} for a cancelled code',
        gone.status === 404 && strictly(EgovFailure).safeParse(gone.json).success,
        gone.failure ?? `got ${gone.status}`,
      );
    }
  }

  async function gateChecks(first: Answer) {
    const checksHere: Array<[string, string]> = [
      ['loginStart', 'the same answer for a BIN nobody knows'],
      ['loginVerify', '403 CABINET_NO_APPLICATION for a company without applications'],
    ];
    if (!credentials.otherPhone) {
      for (const [call, check] of checksHere)
        skip(
          call,
          check,
          'no CONFORMANCE_OTHER_PHONE (a second test phone: the first is in its resend countdown)',
        );
      return;
    }
    const bin = freshBin();
    const second = await request('loginStart', { body: { bin, phone: credentials.otherPhone } });
    const strip = (answer: Answer) => ({
      status: answer.status,
      ...(answer.json as Any),
      maskedPhone: undefined,
    });
    const same =
      first.status === 200 && JSON.stringify(strip(first)) === JSON.stringify(strip(second));
    record(
      'loginStart',
      'the same answer for a BIN nobody knows',
      same,
      same
        ? `BIN ${bin}`
        : (second.failure ??
            `${first.status} ${JSON.stringify(first.json)} / ${second.status} ${JSON.stringify(second.json)}`),
    );
    if (second.status !== 200) return skip(...checksHere[1]!, 'login/start did not send the code');
    const code =
      credentials.smsCode ?? (await outboxCode(request, credentials.otherPhone, 'login'));
    if (!code) return skip(...checksHere[1]!, 'no code for CONFORMANCE_OTHER_PHONE');
    expectError(
      'loginVerify',
      '403 CABINET_NO_APPLICATION for a company without applications',
      await request('loginVerify', { body: { bin, phone: credentials.otherPhone, code } }),
      403,
      'CABINET_NO_APPLICATION',
    );
  }

  async function smsAndForms() {
    const smsBody = { phone: credentials.phone, purpose: 'consultation' };
    const forms = [
      'createConsultancy',
      'createLead',
      'createOpportunity',
      'createRepriceRequest',
    ] as const;
    let proof: string | null = null;
    let noProof = 'sms/send sent no code';
    const sent = await request('smsSend', { body: smsBody });
    if (!expectAnswer('smsSend', 'main path', sent)) {
      skip('smsCheck', 'main path', noProof);
    } else {
      const again = await request('smsSend', { body: smsBody });
      if (
        expectError(
          'smsSend',
          '429 SMS_RESEND_TOO_EARLY before the countdown ends',
          again,
          429,
          'SMS_RESEND_TOO_EARLY',
        )
      ) {
        const retryAfter = again.headers.get('retry-after');
        record(
          'smsSend',
          '429 carries Retry-After (seconds)',
          Number(retryAfter) > 0,
          `Retry-After: ${retryAfter}`,
        );
      }
      const code =
        credentials.smsCode ?? (await outboxCode(request, credentials.phone, 'consultation'));
      noProof = 'no code: set CONFORMANCE_SMS_CODE';
      if (!code) skip('smsCheck', 'main path', noProof);
      else {
        const checked = await request('smsCheck', { body: { ...smsBody, code } });
        noProof = 'sms/check gave no proof';
        if (expectAnswer('smsCheck', 'main path', checked)) {
          proof = (checked.json as Any).proofToken as string;
        }
      }
    }
    if (!writes) {
      for (const form of [...forms, 'createHandsetConsultancy']) {
        skip(form, 'main path', '--read-only: the public forms are not sent');
      }
      return;
    }
    if (proof) {
      const example = declaration('createConsultancy').example?.body as Record<string, unknown>;
      expectAnswer(
        'createConsultancy',
        'main path',
        await request('createConsultancy', {
          body: { ...example, phone: credentials.phone, bin: credentials.bin, smsProof: proof },
        }),
      );
    } else skip('createConsultancy', 'main path', noProof);
    for (const form of forms.slice(1)) {
      const example = declaration(form).example?.body as Record<string, unknown>;
      const answer = await request(form, {
        body: { ...example, phone: credentials.phone, bin: credentials.bin },
      });
      const code = (answer.json as Any)?.error?.code;
      if (form === 'createOpportunity' && answer.status === 409 && code === 'OFFER_NOT_AVAILABLE') {
        // A declared answer: the offer an opportunity is made for is not running now.
        skip(
          form,
          'main path',
          'no offer runs now (it answered the declared 409 OFFER_NOT_AVAILABLE)',
        );
      } else expectAnswer(form, 'main path', answer);
    }
    await handsetConsultancy();
  }

  /** The any-device consultation needs a proof of its own (one use): a code to the other phone. */
  async function handsetConsultancy() {
    const phone = credentials.otherPhone;
    if (!phone) {
      return skip(
        'createHandsetConsultancy',
        'main path',
        'no CONFORMANCE_OTHER_PHONE (a second proof needs a code the first phone cannot get yet)',
      );
    }
    const smsBody = { phone, purpose: 'consultation' };
    const sent = await request('smsSend', { body: smsBody });
    const code =
      sent.status === 200
        ? (credentials.smsCode ?? (await outboxCode(request, phone, 'consultation')))
        : null;
    const checked = code ? await request('smsCheck', { body: { ...smsBody, code } }) : null;
    const proof = (checked?.json as Any)?.proofToken as string | undefined;
    if (!proof) {
      return skip(
        'createHandsetConsultancy',
        'main path',
        `no proof for CONFORMANCE_OTHER_PHONE (sms/send ${sent.failure ?? sent.status}${errorOf(sent.json)})`,
      );
    }
    const example = declaration('createHandsetConsultancy').example?.body as Record<
      string,
      unknown
    >;
    expectAnswer(
      'createHandsetConsultancy',
      'main path',
      await request('createHandsetConsultancy', {
        body: { ...example, phone, bin: credentials.bin, smsProof: proof },
      }),
    );
  }

  async function corsChecks() {
    const stranger = 'https://conformance-stranger.invalid';
    const preflight = (key: CallKey, origin: string, headers: string) =>
      request(key, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': declaration(key).method,
          'Access-Control-Request-Headers': headers,
        },
      });
    const allowed = (answer: Answer, origin: string) => {
      const allow = answer.headers.get('access-control-allow-origin');
      return allow === origin || allow === '*';
    };
    const strangerAnswer = await preflight('accountInfo', stranger, 'authorization');
    record(
      'accountInfo',
      'CORS: no Access-Control-Allow-Origin for a stranger origin',
      strangerAnswer.status !== 0 && !allowed(strangerAnswer, stranger),
      strangerAnswer.failure ??
        `Access-Control-Allow-Origin: ${strangerAnswer.headers.get('access-control-allow-origin')}`,
    );
    if (options.siteOrigin) {
      const site = await preflight(
        'accountInfo',
        options.siteOrigin,
        'authorization,accept-language',
      );
      const ok =
        site.status >= 200 &&
        site.status < 300 &&
        site.headers.get('access-control-allow-origin') === options.siteOrigin &&
        /authorization/i.test(site.headers.get('access-control-allow-headers') ?? '') &&
        site.headers.get('access-control-allow-credentials') !== 'true';
      record(
        'accountInfo',
        "CORS: the site's origin may call with Authorization (preflight)",
        ok,
        site.failure ??
          `status ${site.status}, Allow-Origin ${site.headers.get('access-control-allow-origin')}, Allow-Headers ${site.headers.get('access-control-allow-headers')}`,
      );
    } else {
      skip(
        'accountInfo',
        "CORS: the site's origin may call with Authorization (preflight)",
        "no --site-origin (the API on the site's own host needs no CORS)",
      );
    }
    if (options.embedOrigin) {
      const widget = await preflight(
        'smsSend',
        options.embedOrigin,
        'content-type,accept-language',
      );
      const ok =
        widget.status >= 200 &&
        widget.status < 300 &&
        allowed(widget, options.embedOrigin) &&
        /content-type/i.test(widget.headers.get('access-control-allow-headers') ?? '') &&
        widget.headers.get('access-control-allow-credentials') !== 'true';
      record(
        'smsSend',
        "CORS: a partner page's widget may call (preflight)",
        ok,
        widget.failure ??
          `status ${widget.status}, Allow-Origin ${widget.headers.get('access-control-allow-origin')}, Allow-Headers ${widget.headers.get('access-control-allow-headers')}`,
      );
      const cities = await request('addressCities', { headers: { Origin: options.embedOrigin } });
      record(
        'addressCities',
        "CORS: the answer allows the partner page's origin",
        allowed(cities, options.embedOrigin),
        cities.failure ??
          `Access-Control-Allow-Origin: ${cities.headers.get('access-control-allow-origin')}`,
      );
    } else {
      skip(
        'smsSend',
        "CORS: a partner page's widget may call (preflight)",
        'no --embed-origin (an origin EMBED_ORIGINS allows)',
      );
    }
  }

  async function kioskChecks() {
    const beat = declaration('kioskHeartbeat').example?.body as Record<string, unknown>;
    const wrongKey = randomBytes(32).toString('base64url');
    expectError(
      'kioskHeartbeat',
      '401 for a wrong device key',
      await request('kioskHeartbeat', {
        body: { ...beat, kioskId: 'conformance-check', deviceToken: wrongKey },
      }),
      401,
      'AUTH_REQUIRED',
    );
    if (options.kiosk) {
      expectAnswer(
        'kioskHeartbeat',
        'main path',
        await request('kioskHeartbeat', {
          body: {
            ...beat,
            kioskId: options.kiosk.id,
            deviceToken: options.kiosk.token,
            since: new Date().toISOString(),
            lastResetAt: null,
          },
        }),
      );
    } else
      skip('kioskHeartbeat', 'main path', 'no CONFORMANCE_KIOSK_ID and CONFORMANCE_KIOSK_TOKEN');
    expectError(
      'kioskFleet',
      '401 without the staff token',
      await request('kioskFleet'),
      401,
      'AUTH_REQUIRED',
    );
    if (options.staffToken) {
      expectAnswer(
        'kioskFleet',
        'main path (the staff token)',
        await request('kioskFleet', { token: options.staffToken }),
      );
    } else skip('kioskFleet', 'main path (the staff token)', 'no CONFORMANCE_STAFF_TOKEN');
  }
}

/** The reference backend's developer outbox (DEV_API=1): the newest code to the phone. */
async function outboxCode(
  request: (key: string, init: { query?: Record<string, string> }) => Promise<Answer>,
  phone: string,
  purpose: string,
): Promise<string | null> {
  // Not a call of the contract (`DEV_CALLS`): asked by its path, read by its declared answer.
  const outbox = DEV_CALLS.smsOutbox;
  const answer = await request(outbox.path, { query: { phone } });
  const messages = outbox.response.safeParse(answer.json).data?.messages ?? [];
  return messages.find((message) => message.purpose === purpose)?.code ?? null;
}

const errorOf = (json: unknown) => {
  const code = (json as { error?: { code?: string } } | null)?.error?.code;
  return code ? ` (${code})` : '';
};

const issuesOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

const MARK: Record<Outcome, string> = { pass: 'pass', fail: 'FAIL', skip: 'skip' };

/** The checks as a table: one row each, failed and skipped ones with why. */
export function formatTable(checks: readonly Check[]): string {
  const width = Math.max(...checks.map((check) => check.call.length), 4);
  const rows = checks.map(
    (check) =>
      `${MARK[check.outcome]}  ${check.call.padEnd(width)}  ${check.check}${check.detail && check.outcome !== 'pass' ? ` — ${check.detail}` : ''}`,
  );
  const count = (outcome: Outcome) => checks.filter((check) => check.outcome === outcome).length;
  return [
    ...rows,
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} not run`,
  ].join('\n');
}

/** `--id name=value` and CONFORMANCE_IDS="name=value,…" as ids; an unknown name is an error. */
export function parseIds(pairs: readonly string[]): Partial<Record<IdName, string>> {
  const ids: Partial<Record<IdName, string>> = {};
  for (const pair of pairs.flatMap((text) => text.split(',')).filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    if (!(ID_NAMES as readonly string[]).includes(name!.trim()) || !rest.length) {
      throw new Error(`--id ${pair}: expected name=value, name one of ${ID_NAMES.join(', ')}`);
    }
    ids[name!.trim() as IdName] = rest.join('=').trim();
  }
  return ids;
}

const USAGE = `usage: CONFORMANCE_BIN=… CONFORMANCE_PHONE=… [env…] npm run conformance -- --base <url> [options]

  --id name=value      a gateway id (repeatable; or CONFORMANCE_IDS=name=value,…): ${ID_NAMES.join(', ')}
  --timeout ms         each request's timeout (default ${REQUEST_TIMEOUT_MS})
  --read-only          do not send the public forms (a consultation, a lead…)
  --site-origin url    the site's origin, when the API is on its own host (SITE_ORIGINS)
  --embed-origin url   a partner page's origin EMBED_ORIGINS allows

  CONFORMANCE_SMS_CODE            the code the gateway accepts in test mode
  CONFORMANCE_OTHER_PHONE         a second test phone (the gate and login/start's one answer)
  CONFORMANCE_OTHER_OPPORTUNITY_ID  an application of another company (must answer 404)
  CONFORMANCE_STAFF_TOKEN         the kiosk staff token; CONFORMANCE_KIOSK_ID, CONFORMANCE_KIOSK_TOKEN a kiosk's`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      id: { type: 'string', multiple: true },
      timeout: { type: 'string' },
      'read-only': { type: 'boolean' },
      'site-origin': { type: 'string' },
      'embed-origin': { type: 'string' },
    },
  });
  const env = process.env;
  if (!values.base || !env.CONFORMANCE_BIN || !env.CONFORMANCE_PHONE) {
    console.error(USAGE);
    process.exit(2);
  }
  const checks = await runConformance({
    base: values.base,
    credentials: {
      bin: env.CONFORMANCE_BIN,
      phone: env.CONFORMANCE_PHONE,
      smsCode: env.CONFORMANCE_SMS_CODE ?? null,
      otherOpportunityId: env.CONFORMANCE_OTHER_OPPORTUNITY_ID ?? null,
      otherPhone: env.CONFORMANCE_OTHER_PHONE ?? null,
    },
    ids: parseIds([...(env.CONFORMANCE_IDS ? [env.CONFORMANCE_IDS] : []), ...(values.id ?? [])]),
    timeoutMs: values.timeout ? Number(values.timeout) : undefined,
    writes: !values['read-only'],
    siteOrigin: values['site-origin'] ?? null,
    embedOrigin: values['embed-origin'] ?? null,
    staffToken: env.CONFORMANCE_STAFF_TOKEN ?? null,
    kiosk:
      env.CONFORMANCE_KIOSK_ID && env.CONFORMANCE_KIOSK_TOKEN
        ? { id: env.CONFORMANCE_KIOSK_ID, token: env.CONFORMANCE_KIOSK_TOKEN }
        : null,
  });
  console.log(formatTable(checks));
  process.exit(checks.some((check) => check.outcome === 'fail') ? 1 : 0);
}
