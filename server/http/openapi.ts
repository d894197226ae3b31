/**
 * The OpenAPI 3.1 document of the routes registered from the declarations (`contract/calls/`):
 * every call's method, path, security, headers, input and answer schemas with their examples,
 * its failures with their catalogue codes and params, and the `x-designed-here` / `x-embed`
 * marks — for the operator's gateway team to implement from it alone.
 *
 * The routes are registered with @hono/zod-openapi (it validates the input); the document's
 * schemas are zod's own JSON Schema of the declarations (`z.toJSONSchema`, draft 2020-12 —
 * OpenAPI 3.1's dialect), not the route generator's: zod knows its schemas (a nullable record is
 * `anyOf [$ref, null]`, where the generator made the record itself nullable everywhere it is
 * used; a described reference keeps its `$ref`), and a schema's named parts (`.meta({ id })`)
 * become `components.schemas` once.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { CallDeclaration } from '../../contract/calls/define.ts';
import { EgovFailure } from '../../contract/calls/egov.ts';
import {
  ApiErrorBodySchema,
  commonErrors,
  declaredStatuses,
} from '../../contract/calls/failures.ts';
import { ERROR_PARAMS } from '../../contract/errorParams.ts';
import type { BackendErrorCode } from '../../contract/errors.ts';
import { LOCALES } from '../../contract/locale.ts';
import { CONTRACT_VERSION } from '../../contract/version.ts';
import { designedBehaviour } from './behaviour.ts';
import type { AppEnv } from './env.ts';
import {
  SITE_CORS_EXPOSED,
  SITE_CORS_HEADERS,
  SITE_CORS_METHODS,
  SITE_PREFLIGHT_MAX_AGE_SECONDS,
} from './cors.ts';

type Json = Record<string, unknown>;

const STATUS_WORDS: Record<number, string> = {
  400: 'Malformed JSON',
  401: 'No valid session',
  403: 'Refused',
  404: 'Not found',
  409: 'Not in a state that allows it',
  413: 'Too large',
  415: 'Not the declared media type',
  422: 'A field or a business rule refused',
  429: 'A limit reached',
  503: 'Try later',
};

/** Where the document and its reference page are served (`npm start`). */
export const DOC_PATHS = {
  openapi: '/api/openapi.json',
  docs: '/api/docs',
  /** The renderer's script, served from the installed package (no CDN: the page's CSP is 'self'). */
  docsScript: '/api/docs/reference.js',
  /** Names the renderer's unnamed copy buttons (`server/http/docs.ts`). */
  docsNames: '/api/docs/names.js',
} as const;

/**
 * What a route declares to the route generator: a description per status. The schemas, headers
 * and examples are the document's (`openApiDocument`), made from the declaration.
 */
export function openApiResponses(declaration: CallDeclaration) {
  const responses: Record<string, { description: string }> = {
    [declaration.status]: { description: 'Done' },
  };
  for (const status of commonErrors(declaration).keys()) {
    responses[status] = { description: STATUS_WORDS[status] ?? 'Failed' };
  }
  return responses;
}

const INTRODUCTION = `The calls the business website and client cabinet make to the operator's backend
(site-and-cabinet.md §7), as the reference backend answers them.

- JSON in and out, UTF-8. \`Accept-Language: ru|kk\` on every call (a declared parameter): names
  and messages come back in that language, and the answer says which in \`Content-Language\`.
- A call marked **x-designed-here** is one the specification leaves «not shown»: the reference
  backend designed it, and the operator's gateway must answer it as described here.
- Calls with the \`staff\` security are the operator's staff's: \`Authorization: Bearer\` with the
  staff token, never a visitor's session.
- Calls with the \`bearer\` security need \`Authorization: Bearer {accessToken}\`; a 401 makes the
  site refresh once (refresh-token) and retry once.
- Every failure is the \`ApiError\` body — but the eGov app's API №1/№2, which answer the
  protocol's \`{message}\` (\`EgovMessage\`): a catalogue code (\`x-error-codes\` lists the ones
  each status may carry), a message in the request's language, for a refused field
  \`fields.<path>\`, and for the codes that have them their \`params\` (one branch of \`ApiError\`
  per code group, each with its params schema). Every 429 carries \`Retry-After\` (seconds).
- \`x-embed: true\`: the partner-site widgets call it cross-origin (CORS).
- Every success answer shows an example with the reference backend's demo data.
- CORS, when the site's pages are on another origin than the API (docs/deployment.md «The API on
  its own host»): for an \`Origin\` among the site's origins (\`SITE_ORIGINS\`), every route
  answers with \`Access-Control-Allow-Origin\` set to that origin, errors included, and
  \`Access-Control-Expose-Headers: ${SITE_CORS_EXPOSED}\`; a preflight (\`OPTIONS\` with
  \`Access-Control-Request-Method\`) gets 204 with \`Access-Control-Allow-Methods: ${SITE_CORS_METHODS}\`,
  \`Access-Control-Allow-Headers: ${SITE_CORS_HEADERS}\` and
  \`Access-Control-Max-Age: ${SITE_PREFLIGHT_MAX_AGE_SECONDS}\`, before any authentication. Partner pages get the
  \`x-embed\` calls only; other origins no \`Access-Control-Allow-Origin\`. Never
  \`Access-Control-Allow-Credentials\`: sessions are bearer tokens, not cookies.

Check a backend against this contract: \`npm run conformance -- --base <url>\` (docs/contract.md).
The contract's changes, one entry per version: \`contract/CHANGELOG.md\`.`;

/** The components every operation refers to: the language, the headers, the securities. */
const SHARED_COMPONENTS = {
  parameters: {
    AcceptLanguage: {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description:
        "The language of the answer's names and messages: `ru` or `kk`. Absent or anything else is answered in `ru`; the answer's `Content-Language` says which.",
      schema: { type: 'string', enum: [...LOCALES], default: 'ru' },
    },
  },
  headers: {
    ContentLanguage: {
      description: 'The language the answer is in: `ru` or `kk` (from `Accept-Language`)',
      schema: { type: 'string', enum: [...LOCALES] },
    },
    RetryAfter: {
      required: true,
      description:
        "Seconds until the limit lets the request through again (every 429; the body's `params.minutes` / `params.seconds` say the same wait for the message)",
      schema: { type: 'integer', minimum: 1 },
    },
    RetryAfterWhenKnown: {
      required: false,
      description:
        'Seconds to wait, when the backend knows (a queue of photos: 30); absent when it does not (a revocation list that could not be had)',
      schema: { type: 'integer', minimum: 1 },
    },
    WwwAuthenticate: {
      required: true,
      description: '`Bearer`: the call needs a valid token (RFC 6750)',
      schema: { type: 'string', const: 'Bearer' },
    },
  },
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description: 'The access token of a cabinet login (opaque).',
    },
    staff: {
      type: 'http',
      scheme: 'bearer',
      description: "The operator staff's token (`KIOSK_STATUS_TOKEN`), not a visitor's session.",
    },
    egovToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        "The eGov app's API №2: the `document.auth_token` API №1 answered (`auth_type: Token`), sent as `Authorization: Bearer <auth_token>`. 401 without it, 403 with another.",
    },
  },
};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** zod's own JSON Schema of `schema`, its named parts left under `$defs` for `Components`. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // `z.int()`'s safe-integer bounds say nothing to a reader: an integer is an integer.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as Json;
  delete json.$schema;
  return json;
}

/**
 * `components.schemas`, gathered from every schema the document shows: each conversion's `$defs`
 * moved here, and its references pointed here. A named part that reads differently as a request
 * (zod's input) than as an answer — MgovSignDocuments, which the app sends back — is kept as
 * `<name>Input` beside it.
 */
class Components {
  readonly schemas: Record<string, Json> = {};

  add(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { $defs, ...json } = jsonSchemaOf(schema, io) as Json & { $defs?: Record<string, Json> };
    const names = new Map<string, string>();
    for (const [name, def] of Object.entries($defs ?? {})) {
      const taken = this.schemas[name];
      const as =
        taken && JSON.stringify(taken) !== JSON.stringify(def) && io === 'input'
          ? `${name}Input`
          : name;
      names.set(name, as);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? `#/components/schemas/${names.get(inner.slice('#/$defs/'.length))}`
            : rewrite(inner),
        ]),
      );
    };
    for (const [name, def] of Object.entries($defs ?? {})) {
      const as = names.get(name) as string;
      const made = rewrite(def) as Json;
      const taken = this.schemas[as];
      if (taken && JSON.stringify(taken) !== JSON.stringify(made)) {
        throw new Error(`two schemas are named ${as} in the OpenAPI document`);
      }
      this.schemas[as] = made;
    }
    return rewrite(json) as Json;
  }
}

interface Operation {
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Json>;
  security?: unknown[];
}

/** The failure statuses' bodies: `ApiError`, or the eGov protocol's `{message}` for its own. */
function failureResponses(declaration: CallDeclaration, components: Components) {
  const apiError = components.add(ApiErrorBodySchema, 'output');
  const egovMessage = components.add(EgovFailure, 'output');
  const own = declaredStatuses(declaration);
  const responses: Record<string, Json> = {};
  for (const [status, codes] of commonErrors(declaration)) {
    const protocol = declaration.egovApp && own.has(status);
    const headers: Json = { 'Content-Language': ref('headers', 'ContentLanguage') };
    if (status === 429) headers['Retry-After'] = ref('headers', 'RetryAfter');
    if (status === 503) headers['Retry-After'] = ref('headers', 'RetryAfterWhenKnown');
    if (status === 401 && (declaration.auth || declaration.staff || declaration.egovToken)) {
      headers['WWW-Authenticate'] = ref('headers', 'WwwAuthenticate');
    }
    responses[status] = {
      description: `${STATUS_WORDS[status] ?? 'Failed'}: ${codes.map(withParams).join(', ')}${
        protocol
          ? " — answered as `{message}` (the mgovSign protocol), the code's catalogue message"
          : ''
      }`,
      'x-error-codes': codes,
      headers,
      content: { 'application/json': { schema: protocol ? egovMessage : apiError } },
    };
  }
  return responses;
}

/** A code as a failure's description names it: with its params, when it has them. */
function withParams(code: BackendErrorCode): string {
  const schema = (ERROR_PARAMS as Partial<Record<BackendErrorCode, z.ZodObject>>)[code];
  return schema ? `${code} (\`params\`: ${Object.keys(schema.shape).join(', ')})` : code;
}

/** The success answer: its schema and example, or the file it is. */
function successResponse(declaration: CallDeclaration, components: Components): Json {
  const headers = { 'Content-Language': ref('headers', 'ContentLanguage') };
  const example = declaration.example?.response;
  const content =
    declaration.produces === 'text/html'
      ? { 'text/html': { schema: { type: 'string' }, ...(example ? { example } : {}) } }
      : declaration.produces
        ? {
            [declaration.produces]: {
              schema: { type: 'string', contentMediaType: declaration.produces },
            },
          }
        : {
            'application/json': {
              schema: components.add(declaration.response, 'output'),
              ...(example !== undefined ? { example } : {}),
            },
          };
  return { description: 'Done', headers, content };
}

/** The query's parameters, one per field, with the declared example's values. */
function queryParameters(declaration: CallDeclaration, components: Components): Json[] {
  const query = declaration.query as z.ZodObject | undefined;
  if (!query) return [];
  return Object.entries(query.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const { description, ...schema } = components.add(field, 'input');
    const example = declaration.example?.query?.[name];
    return {
      name,
      in: 'query',
      required: !field.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema,
      ...(example !== undefined ? { example } : {}),
    };
  });
}

/** The request body: JSON, or the multipart form its handler reads itself. */
function requestBody(declaration: CallDeclaration, components: Components): Json | undefined {
  const example = declaration.example?.body;
  if (declaration.body) {
    return {
      required: true,
      content: {
        'application/json': {
          schema: components.add(declaration.body, 'input'),
          ...(example !== undefined ? { example } : {}),
        },
      },
    };
  }
  if (declaration.multipart) {
    const fields = components.add(declaration.multipart.fields, 'input') as Json & {
      properties?: Json;
      required?: string[];
    };
    const file = declaration.multipart.file;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...fields,
            properties: {
              ...fields.properties,
              [file]: {
                type: 'string',
                contentMediaType: 'image/*',
                description: 'The photo: JPEG or PNG (its type read from its header)',
              },
            },
            required: [...(fields.required ?? []), file],
          },
          ...(example !== undefined ? { example } : {}),
        },
      },
    };
  }
  return undefined;
}

/** Everything the document says of one call, from its declaration. */
function describeOperation(
  operation: Operation,
  declaration: CallDeclaration,
  components: Components,
): void {
  operation.parameters = [
    ref('parameters', 'AcceptLanguage'),
    ...queryParameters(declaration, components),
  ];
  const body = requestBody(declaration, components);
  if (body) operation.requestBody = body;
  else delete operation.requestBody;
  operation.responses = {
    [declaration.status]: successResponse(declaration, components),
    ...failureResponses(declaration, components),
  };
  if (declaration.egovToken) operation.security = [{ egovToken: [] }];
}

/** The operation's keys in the order a reader wants them: what, how to call, what comes back. */
function inReadingOrder(operation: Operation): Operation {
  const order = [
    'operationId',
    'summary',
    'description',
    'tags',
    'security',
    'parameters',
    'requestBody',
    'responses',
  ];
  const keys = Object.keys(operation).sort(
    (a, b) =>
      (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  );
  return Object.fromEntries(
    keys.map((key) => [key, operation[key as keyof Operation]]),
  ) as unknown as Operation;
}

/** A route module made by `callRoutes()`: it knows the declaration of each route it serves. */
interface DeclaredRoutes {
  readonly declared: ReadonlyMap<string, CallDeclaration>;
}

const isDeclared = (module: object): module is DeclaredRoutes =>
  (module as Partial<DeclaredRoutes>).declared instanceof Map;

/**
 * The OpenAPI 3.1 document of the routes registered from the declarations, at the contract's
 * version (`contract/version.ts`).
 */
export function openApiDocument(modules: readonly OpenAPIHono<AppEnv>[]) {
  const all = new OpenAPIHono<AppEnv>();
  for (const module of modules) all.route('/', module);
  const document = all.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Business website and cabinet: backend calls',
      version: CONTRACT_VERSION,
      description: `${INTRODUCTION}\n\n${designedBehaviour()}`,
    },
    tags: AREA_DESCRIPTIONS,
  });
  const components = new Components();
  // The error body first: its branches' params are named in every failure.
  components.add(ApiErrorBodySchema, 'output');
  for (const module of modules) {
    if (!isDeclared(module)) throw new Error('a route module not made by callRoutes()');
    for (const declaration of module.declared.values()) {
      const method = declaration.method.toLowerCase() as 'get' | 'post' | 'put';
      const operation = document.paths?.[declaration.path]?.[method] as Operation | undefined;
      if (!operation)
        throw new Error(`${declaration.method} ${declaration.path} is not in the document`);
      describeOperation(operation, declaration, components);
      (document.paths as Record<string, Record<string, unknown>>)[declaration.path]![method] =
        inReadingOrder(operation);
    }
  }
  document.components = {
    ...SHARED_COMPONENTS,
    schemas: components.schemas,
  } as typeof document.components;
  return document;
}

const AREA_DESCRIPTIONS = [
  {
    name: 'Session',
    description: 'Tokens (§7) and the cabinet login by SMS or EDS (designed here).',
  },
  { name: 'SMS confirmation', description: 'A code to a phone and the one-use proof it gives.' },
  { name: 'Landing forms', description: 'The public forms (§7), no session.' },
  { name: 'Address and delivery', description: 'The office-address check and the delivery zone.' },
  {
    name: 'Cabinet',
    description: 'With a session; every call acts for the signed-in company only.',
  },
  {
    name: 'eGov QR signing',
    description:
      "Signing in the eGov Business app (NITEC's «mgovSign» protocol): the site's code, status and cancel with a session; API №1 and API №2, which the app calls (API №2 with the Token API №1 gives, the `egovToken` security; their own failures answer `{message}`).",
  },
  { name: 'Content', description: 'Roaming, the blog, success cases and health.' },
  {
    name: 'Kiosk fleet',
    description:
      "The sales offices' kiosks: a heartbeat from each, and for the operator's staff (the `staff` token) their state and settings.",
  },
];
