/**
 * The shape of a call's declaration (docs/contract.md). A declaration is everything the site,
 * the reference backend, the OpenAPI document and the conformance suite know of one call: the
 * backend registers its route from it (input validated, output checked in development and
 * tests), the client derives its typed call from it, and the document describes it.
 */
import type { z } from 'zod';
import type { BackendErrorCode } from '../errors.ts';

/** PUT only where a protocol we serve asks for it (the eGov app's API №2). */
export type CallMethod = 'GET' | 'POST' | 'PUT';

/** The failure statuses a call may answer, each with the catalogue codes it may carry. */
export type CallErrors = Readonly<
  Partial<
    Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503, readonly BackendErrorCode[]>
  >
>;

export interface CallDeclaration {
  method: CallMethod;
  /** The full path (`/api/v1/creatio/banks`): no path parameters, ids go in the query. */
  path: string;
  /** Needs `Authorization: Bearer {accessToken}` (401 and one refresh otherwise). */
  auth: boolean;
  /**
   * For the operator's staff, not a visitor: needs the staff token (`KIOSK_STATUS_TOKEN`) as
   * `Authorization: Bearer`, never a session (401 without it; wrong tokens limited, 429).
   */
  staff?: boolean;
  /**
   * Called by the eGov mobile apps (the «mgovSign» protocol, `calls/egov.ts`), never by the site:
   * left out of `CALL_TABLE`; the handler checks the protocol's own Token; a failure answers the
   * protocol's `{ message }`.
   */
  egovApp?: boolean;
  /**
   * The eGov app's API №2: needs the protocol's Token — `Authorization: Bearer <auth_token>` of
   * API №1's answer (the `egovToken` security): 401 without it, 403 with another.
   */
  egovToken?: boolean;
  /** One line for the reference (the OpenAPI summary). */
  summary: string;
  /** What it does and how it fails, for the operator's team (markdown). */
  description?: string;
  /** The spec leaves the call «not shown»: the reference backend designed it (`x-designed-here`). */
  designedHere: boolean;
  /** The embed widgets call it from partner pages: it answers cross-origin (CORS). */
  embed: boolean;
  /** Query parameters (every value a string on the wire). */
  query?: z.ZodType;
  /** A JSON body (`application/json; charset=utf-8`). */
  body?: z.ZodType;
  /** A `multipart/form-data` body: its text fields, and the name of its one file. */
  multipart?: { fields: z.ZodType; file: string };
  /** The success answer's status. */
  status: 200 | 201;
  /** The success answer: JSON, unless `produces` names another media type. */
  response: z.ZodType;
  /** The success answer is a file of this type, not JSON (the client gets a Blob). */
  produces?: 'text/html' | 'image/*' | 'application/pkcs7-signature';
  errors: CallErrors;
  /**
   * The OpenAPI examples: the request (every call with an input has one) and the success answer
   * (every JSON answer has one, parsed by its schema in a test; `contract/calls/examples.test.ts`).
   * The public calls' request examples succeed against the demo data; `<…>` marks a value a
   * session makes. Answers show the demo data's values.
   */
  example?: { query?: Record<string, string>; body?: unknown; response?: unknown };
}

/** Declares a call; `const` keeps its path, method and flags as literal types. */
export const defineCall = <const D extends CallDeclaration>(declaration: D): D => {
  DECLARED.add(declaration);
  return declaration;
};

/** Every value `defineCall` made: how `CALLS` tells an area's calls from its schemas. */
const DECLARED = new WeakSet<object>();

/** Whether a module's export is a call's declaration (made by `defineCall`). */
export function isCallDeclaration(value: unknown): value is CallDeclaration {
  return typeof value === 'object' && value !== null && DECLARED.has(value);
}

/** An area module's calls: its exports that are declarations (its schemas left out). */
export type DeclarationsOf<M> = {
  [K in keyof M as M[K] extends CallDeclaration ? K : never]: M[K];
};

/** The calls an area module declares, by their export's name (the call's one name). */
export function declarationsOf<M extends object>(area: M): DeclarationsOf<M> {
  // By name: a module namespace lists its exports by name in Node, in source order in Vitest's
  // module runner; the generated route table must read the same in both.
  const calls = Object.entries(area)
    .filter(([, value]) => isCallDeclaration(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(calls) as DeclarationsOf<M>;
}

/** What a caller passes: the query of a GET, the body of a POST or PUT (a FormData for multipart). */
export type CallInput<D extends CallDeclaration> = D extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : D extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : D extends { multipart: object }
      ? FormData
      : void;

/** What the call answers: the parsed JSON, or a Blob for a file. */
export type CallOutput<D extends CallDeclaration> = D extends { produces: string }
  ? Blob
  : z.output<D['response']>;
