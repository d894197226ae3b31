/**
 * The API's routes are registered from the contract's declarations (`contract/calls/`) with
 * @hono/zod-openapi: the declaration gives the method, path, session, input schemas and the
 * route's OpenAPI entry; a route module gives only the handler, which receives the validated
 * input and returns the answer's data. The answer is checked against the declared response
 * schema when `checkAnswers` is on (development and tests): a backend that drifts from its
 * contract fails a test rather than a client.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { CallDeclaration } from '../../contract/calls/define.ts';
import {
  CALLS,
  callArea,
  DEV_AREA,
  DEV_CALLS,
  type Calls,
  type DevCalls,
} from '../../contract/calls/index.ts';
import { strictly } from '../../contract/calls/strict.ts';
import { requireAuth, requireStaff } from './auth.ts';
import { isJson, validationError } from './body.ts';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { openApiResponses } from './openapi.ts';

type Maybe<T> = T | Promise<T>;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the validated query and body, as the schemas made them. */
export interface CallRequest<D extends CallDeclaration> {
  query: Parsed<D['query']>;
  body: Parsed<D['body']>;
}

/**
 * A handler answers the declared data (sent as JSON with the declared status), or a whole
 * `Response` (a file, or a status the declaration does not make).
 */
export type CallHandler<D extends CallDeclaration> = (
  c: Context<AppEnv>,
  request: CallRequest<D>,
) => Maybe<z.input<D['response']> | Response>;

/** A request body must be exactly JSON in UTF-8 (`isJson`): anything else is a 415. */
const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isJson(c.req.header('content-type'))) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  await next();
};

/** A table of declarations by the calls' names: the contract's `CALLS`, or `DEV_CALLS`. */
type CallTable = Readonly<Record<string, CallDeclaration>>;

/** The routes of one area of the API, each registered from its declaration in `table`. */
export class CallRoutes<T extends CallTable = Calls> extends OpenAPIHono<AppEnv> {
  /** The declaration of each route served here, by its key: the OpenAPI document's source. */
  readonly declared = new Map<string, CallDeclaration>();
  readonly #table: T;
  readonly #areaOf: (declaration: CallDeclaration) => string;

  /** `areaOf` names a call's group (its tag) in the OpenAPI document. */
  constructor(table: T, areaOf: (declaration: CallDeclaration) => string) {
    super({ defaultHook: routesHook });
    this.#table = table;
    this.#areaOf = areaOf;
  }

  /** Registers the route of the call `key`, from its declaration, answered by `handler`. */
  serve<K extends keyof T & string>(key: K, handler: CallHandler<T[K]>): this {
    return this.serveDeclared(
      key,
      this.#table[key] as T[K],
      handler as CallHandler<CallDeclaration>,
    );
  }

  /** Registers a route from a declaration (the contract tests register modified ones). */
  serveDeclared<D extends CallDeclaration>(
    key: string,
    declaration: D,
    handler: CallHandler<D>,
  ): this {
    this.declared.set(key, declaration);
    // CORS of the embed's calls is app-wide middleware (server/app.ts): a preflight (OPTIONS)
    // matches no route registered here.
    const middleware: MiddlewareHandler<AppEnv>[] = [];
    if (declaration.auth) middleware.push(requireAuth);
    if (declaration.staff) middleware.push(requireStaff);
    if (declaration.body) middleware.push(jsonOnly);
    const route = createRoute({
      method: declaration.method === 'GET' ? 'get' : declaration.method === 'PUT' ? 'put' : 'post',
      path: declaration.path,
      operationId: key,
      summary: declaration.summary,
      description: declaration.description,
      tags: [this.#areaOf(declaration)],
      security: declaration.auth ? [{ bearer: [] }] : declaration.staff ? [{ staff: [] }] : [],
      middleware,
      request: {
        ...(declaration.query ? { query: declaration.query as never } : {}),
        ...(declaration.body
          ? {
              body: {
                required: true,
                content: { 'application/json': { schema: declaration.body } },
              },
            }
          : {}),
        ...(declaration.multipart
          ? {
              body: {
                required: true,
                content: { 'multipart/form-data': { schema: declaration.multipart.fields } },
              },
            }
          : {}),
      },
      responses: openApiResponses(declaration),
      'x-designed-here': declaration.designedHere,
      'x-embed': declaration.embed,
    });
    // The multipart body is read by its handler (the photo is checked before the text fields
    // are worth decoding), so it is described above but not validated here.
    if (declaration.multipart) delete (route.request as { body?: unknown }).body;
    this.openapi(route, async (c) => {
      const valid = (target: 'query' | 'json') =>
        (c.req as unknown as { valid(target: string): unknown }).valid(target);
      const request = {
        query: declaration.query ? valid('query') : undefined,
        body: declaration.body ? valid('json') : undefined,
      } as CallRequest<D>;
      const answer = await handler(c as unknown as Context<AppEnv>, request);
      if (answer instanceof Response) return answer as never;
      if (c.get('settings').checkAnswers) checkAnswer(key, declaration, answer);
      return c.json(answer as object, declaration.status) as never;
    });
    return this;
  }
}

/** Input that fails its schema: 422 with a catalogue code per field (`validationError`). */
export function routesHook(result: { success: boolean; error?: z.ZodError }): void {
  if (!result.success && result.error) throw validationError(result.error);
}

/** Routes of the contract's calls (`CALLS`). */
export function callRoutes(): CallRoutes {
  return new CallRoutes(CALLS, callArea);
}

/**
 * Routes of the developer API's calls (`DEV_CALLS`): served the same way, mounted only with
 * DEV_API=1 and never among the modules the contract's OpenAPI document is made from.
 */
export function devCallRoutes(): CallRoutes<DevCalls> {
  return new CallRoutes(DEV_CALLS, () => DEV_AREA);
}

/** Thrown when an answer does not match its declaration: a bug of this backend (a 500). */
export class AnswerDriftError extends Error {
  constructor(key: string, issues: z.core.$ZodIssue[]) {
    super(
      `the answer of ${key} does not match its declaration: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'AnswerDriftError';
  }
}

function checkAnswer(key: string, declaration: CallDeclaration, answer: unknown): void {
  // Strict: a field the declaration does not name is a drift too (the client would never see
  // it typed, the document would not describe it).
  const result = strictly(declaration.response).safeParse(answer);
  if (!result.success) throw new AnswerDriftError(key, result.error.issues);
}
