/**
 * The OpenAPI side of a declaration: its answers — the success one and each failure status with
 * the catalogue codes it may carry — as the document describes them.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { CallDeclaration } from '../../contract/calls/define.ts';
import { CALLS } from '../../contract/calls/index.ts';
import { ApiErrorBodySchema, commonErrors } from '../../contract/calls/failures.ts';
import type { AppEnv } from './env.ts';
import {
  SITE_CORS_EXPOSED,
  SITE_CORS_HEADERS,
  SITE_CORS_METHODS,
  SITE_PREFLIGHT_MAX_AGE_SECONDS,
} from './cors.ts';

const STATUS_WORDS: Record<number, string> = {
  400: 'Malformed JSON',
  401: 'No valid session',
  403: 'Refused',
  404: 'Not found',
  409: 'Not in a state that allows it',
  413: 'Too large',
  415: 'Not the declared media type',
  422: 'A field or a business rule refused',
  429: 'A limit reached (`Retry-After` in seconds)',
  503: 'Try later',
};

export function openApiResponses(declaration: CallDeclaration) {
  const success =
    declaration.produces === 'text/html'
      ? { 'text/html': { schema: z.string() } }
      : declaration.produces
        ? { [declaration.produces]: { schema: z.string().meta({ format: 'binary' }) } }
        : { 'application/json': { schema: declaration.response } };
  const responses: Record<string, unknown> = {
    [declaration.status]: { description: 'Done', content: success },
  };
  for (const [status, codes] of commonErrors(declaration)) {
    responses[status] = {
      description: `${STATUS_WORDS[status] ?? 'Failed'}: ${codes.join(', ')}`,
      content: { 'application/json': { schema: ApiErrorBodySchema } },
      'x-error-codes': codes,
    };
  }
  return responses as Record<string, { description: string }>;
}

/** Where the document and its reference page are served (`npm start`). */
export const DOC_PATHS = {
  openapi: '/api/openapi.json',
  docs: '/api/docs',
  /** The renderer's script, served from the installed package (no CDN: the page's CSP is 'self'). */
  docsScript: '/api/docs/reference.js',
  /** Names the renderer's unnamed copy buttons (`server/http/docs.ts`). */
  docsNames: '/api/docs/names.js',
} as const;

const INTRODUCTION = `The calls the business website and client cabinet make to the operator's backend
(site-and-cabinet.md §7), as the reference backend answers them.

- JSON in and out, UTF-8. \`Accept-Language: ru|kk\` on every call: names and messages come back
  in that language.
- A call marked **x-designed-here** is one the specification leaves «not shown»: the reference
  backend designed it, and the operator's gateway must answer it as described here.
- Calls with the \`staff\` security are the operator's staff's: \`Authorization: Bearer\` with the
  staff token, never a visitor's session.
- Calls with the \`bearer\` security need \`Authorization: Bearer {accessToken}\`; a 401 makes the
  site refresh once (refresh-token) and retry once.
- Every failure is the \`ApiError\` body: a catalogue code (\`x-error-codes\` lists the ones each
  status may carry), a message in the request's language, and for a refused field
  \`fields.<path>.code\`. Every 429 carries \`Retry-After\` (seconds).
- \`x-embed: true\`: the partner-site widgets call it cross-origin (CORS).
- CORS, when the site's pages are on another origin than the API (docs/deployment.md «The API on
  its own host»): for an \`Origin\` among the site's origins (\`SITE_ORIGINS\`), every route
  answers with \`Access-Control-Allow-Origin\` set to that origin, errors included, and
  \`Access-Control-Expose-Headers: ${SITE_CORS_EXPOSED}\`; a preflight (\`OPTIONS\` with
  \`Access-Control-Request-Method\`) gets 204 with \`Access-Control-Allow-Methods: ${SITE_CORS_METHODS}\`,
  \`Access-Control-Allow-Headers: ${SITE_CORS_HEADERS}\` and
  \`Access-Control-Max-Age: ${SITE_PREFLIGHT_MAX_AGE_SECONDS}\`, before any authentication. Partner pages get the
  \`x-embed\` calls only; other origins no \`Access-Control-Allow-Origin\`. Never
  \`Access-Control-Allow-Credentials\`: sessions are bearer tokens, not cookies.

Check a backend against this contract: \`npm run conformance -- --base <url>\` (docs/contract.md).`;

/**
 * The OpenAPI 3.1 document of the routes registered from the declarations: every call's
 * method, path, session, input and answer schemas, its failures with their catalogue codes, its
 * request example, and the `x-designed-here` and `x-embed` marks.
 */
export function openApiDocument(modules: readonly OpenAPIHono<AppEnv>[], version: string) {
  const all = new OpenAPIHono<AppEnv>();
  for (const module of modules) all.route('/', module);
  all.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The access token of a cabinet login (opaque).',
  });
  all.openAPIRegistry.registerComponent('securitySchemes', 'staff', {
    type: 'http',
    scheme: 'bearer',
    description: "The operator staff's token (`KIOSK_STATUS_TOKEN`), not a visitor's session.",
  });
  const document = all.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Business website and cabinet: backend calls',
      version,
      description: INTRODUCTION,
    },
    tags: AREA_DESCRIPTIONS,
  });
  for (const declaration of Object.values(CALLS)) {
    const operation = document.paths?.[declaration.path]?.[
      declaration.method === 'GET' ? 'get' : 'post'
    ] as OperationObject | undefined;
    if (operation) describeInput(operation, declaration);
  }
  return document;
}

interface OperationObject {
  parameters?: Array<{ name: string; example?: unknown }>;
  requestBody?: unknown;
}

/**
 * What the generator leaves out: a query's example (it takes examples per body only) and the
 * multipart body, which its handler reads itself (the photo is checked before the text fields
 * are worth decoding), so the route does not declare it to the validator.
 */
function describeInput(operation: OperationObject, declaration: CallDeclaration): void {
  const query = declaration.example?.query;
  for (const parameter of operation.parameters ?? []) {
    if (query && parameter.name in query) parameter.example = query[parameter.name];
  }
  if (declaration.multipart) {
    const fields = z.toJSONSchema(declaration.multipart.fields, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as { properties?: Record<string, unknown>; required?: string[] };
    delete (fields as { $schema?: string }).$schema;
    const file = declaration.multipart.file;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...fields,
            properties: {
              ...fields.properties,
              [file]: { type: 'string', contentMediaType: 'image/*', description: 'JPEG or PNG' },
            },
            required: [...(fields.required ?? []), file],
          },
          ...(declaration.example?.body ? { example: declaration.example.body } : {}),
        },
      },
    };
  }
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
      "Signing in the eGov Business app (NITEC's «mgovSign» protocol): the site's code, status and cancel with a session; API №1 and API №2, which the app calls (API №2 with the Token API №1 gives; failures answer `{message}`).",
  },
  { name: 'Content', description: 'Roaming, the blog, success cases and health.' },
  {
    name: 'Kiosk fleet',
    description:
      "The sales offices' kiosks: a heartbeat from each, and for the operator's staff (the `staff` token) their state and settings.",
  },
];
