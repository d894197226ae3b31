/**
 * The contract is one source: the OpenAPI document made from the routes is valid OpenAPI 3.1 and
 * describes every declared call, and one edit of one call's schema changes the server's
 * validation, the client's type and the document, with no other edit (docs/contract.md).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ApiErrorBody } from '../../contract/index.ts';
import { ApiErrorBodySchema } from '../../contract/calls/failures.ts';
import { CALLS, type CallInput, type CallOutput } from '../../contract/calls/index.ts';
import { CLIENT_ONLY_ERROR_CODES } from '../../contract/errors.ts';
import { callRoutes } from '../http/calls.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { DOC_PATHS, openApiDocument } from '../http/openapi.ts';
import { createTestApp } from '../test/server.ts';

interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: Array<{ name: string; example?: unknown }>;
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { 'x-error-codes'?: string[] }>;
  'x-designed-here': boolean;
  'x-embed': boolean;
}
interface Schema {
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, Schema> }> };
}

async function servedDocument(): Promise<Document> {
  const res = await createTestApp().app.request(DOC_PATHS.openapi);
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (the specification’s own JSON schema)', async () => {
    const document = await servedDocument();
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator compiles the specification's JSON schema first: 1.5–2.5 s, more under load.
  }, 20_000);

  it('has every declared call, with its session, marks, example and error codes', async () => {
    const { paths } = await servedDocument();
    for (const [key, call] of Object.entries(CALLS)) {
      const operation = paths[call.path]?.[call.method.toLowerCase()];
      expect(operation, key).toBeDefined();
      if (!operation) continue;
      expect(operation.operationId).toBe(key);
      expect(operation['x-designed-here'], key).toBe(call.designedHere);
      expect(operation['x-embed'], key).toBe(call.embed);
      expect(operation.security.length > 0, key).toBe(
        call.auth || ('staff' in call && call.staff) || ('egovToken' in call && call.egovToken),
      );
      for (const [status, codes] of Object.entries(call.errors)) {
        expect(operation.responses[status]?.['x-error-codes'], `${key} ${status}`).toEqual(
          expect.arrayContaining([...codes]),
        );
      }
      if (call.auth) {
        expect(operation.responses['401']?.['x-error-codes'], key).toContain('AUTH_REQUIRED');
      }
      // Every call that takes an input shows an example of it.
      const hasInput = 'query' in call || 'body' in call || 'multipart' in call;
      if (!hasInput) continue;
      expect('example' in call, `${key} declares an example`).toBe(true);
      const shown =
        operation.parameters?.some((parameter) => parameter.example !== undefined) ||
        Object.values(operation.requestBody?.content ?? {}).some((c) => c.example !== undefined);
      expect(shown, `${key} shows its example`).toBe(true);
    }
  });

  it('tells the gateway only the codes a backend sends, never the site’s own', async () => {
    const { components } = await servedDocument();
    // One branch per group of codes with the same params (contract/errorParams.ts).
    const error = components.schemas.ApiError?.properties.error as {
      oneOf: Array<{ properties: { code: { enum?: string[]; const?: string } } }>;
    };
    const codes = error.oneOf.flatMap(({ properties: { code } }) => code.enum ?? [code.const]);
    expect(new Set(codes).size, 'each code in one branch').toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['AUTH_REQUIRED', 'EDS_AUTH_FAILED']));
    for (const clientOnly of CLIENT_ONLY_ERROR_CODES) expect(codes).not.toContain(clientOnly);
    // And the body a backend answers refuses them (the unit tests' fake backend reads it).
    const body = { error: { code: 'NETWORK_ERROR', message: 'Нет связи' } };
    expect(ApiErrorBodySchema.safeParse(body).success).toBe(false);
  });

  it('describes the success case’s multipart form with its photo', async () => {
    const { paths } = await servedDocument();
    const form = paths[CALLS.successCaseSubmit.path]?.post?.requestBody?.content[
      'multipart/form-data'
    ]?.schema as Schema;
    expect(form.required).toEqual(expect.arrayContaining(['photo', 'phone', 'smsProof']));
  });
});

describe('one edit of a schema', () => {
  // The edit: create-lead gains a required `region`, and its answer a `managerName`. Nothing
  // else is written: the route, the document and the client's type follow the declaration.
  const edited = {
    ...CALLS.createLead,
    body: CALLS.createLead.body.extend({ region: z.string().trim().min(1, 'FIELD_REQUIRED') }),
    response: CALLS.createLead.response.extend({ managerName: z.string() }),
  };
  const body = { name: 'Айгуль', phone: '+77011234567', bin: '180440000128', consent: true };

  /** The edited route, in a host that sets what the app's middleware sets and its error body. */
  function appWith(answer: (region: string) => { leadId: string; managerName?: string }) {
    // `as never`: the drift test answers without the new field on purpose, which tsc refuses.
    const routes = callRoutes().serveDeclared(
      'createLead',
      edited,
      (_c, request) => answer(request.body.region) as never,
    );
    const host = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('locale', 'ru');
        c.set('settings', {
          devApi: false,
          processingMs: 0,
          embedOrigins: '*',
          checkAnswers: true,
          kioskStatusToken: null,
          publicOrigin: null,
        });
        await next();
      })
      .route('/', routes)
      .onError((error, c) =>
        error instanceof ApiError ? sendError(c, error) : c.text(String(error), 500),
      );
    return { routes, host };
  }

  const post = (host: Hono<AppEnv>, json: object) =>
    host.request(edited.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });

  it('changes what the server accepts', async () => {
    const { host } = appWith((region) => ({ leadId: 'l1', managerName: region }));
    const refused = await post(host, body);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ApiErrorBody).error.fields?.region?.code).toBe(
      'FIELD_REQUIRED',
    );
    const before = await createTestApp().app.request(edited.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(before.status, 'the declared call as it is takes the body').toBe(
      CALLS.createLead.status,
    );
    const taken = await post(host, { ...body, region: 'Алматы' });
    expect(taken.status).toBe(CALLS.createLead.status);
    expect(await taken.json()).toMatchObject({ managerName: 'Алматы' });
  });

  it('changes what the server must answer (a drift fails in tests)', async () => {
    const { host } = appWith(() => ({ leadId: 'l1' }));
    const drift = await post(host, { ...body, region: 'Алматы' });
    expect(drift.status).toBe(500);
    expect(await drift.text()).toMatch(/^AnswerDriftError: .*managerName/);
  });

  it('changes the client’s types', () => {
    expectTypeOf<CallInput<typeof edited>>().toHaveProperty('region').toEqualTypeOf<string>();
    expectTypeOf<CallOutput<typeof edited>>().toHaveProperty('managerName');
    expectTypeOf<CallInput<typeof CALLS.createLead>>().not.toHaveProperty('region');
    // @ts-expect-error — a request without the new field no longer type-checks
    const missing: CallInput<typeof edited> = body;
    expect(missing).toBe(body);
  });

  it('changes the OpenAPI document', () => {
    const { routes } = appWith(() => ({ leadId: 'l1', managerName: 'x' }));
    const document = openApiDocument([routes]) as unknown as Document;
    const schema = document.paths[edited.path]?.post?.requestBody?.content['application/json']
      ?.schema as Schema;
    expect(schema.required).toContain('region');
    expect(JSON.stringify(document)).toContain('managerName');
    const before = openApiDocument([
      callRoutes().serve('createLead', () => ({ leadId: 'l1' })),
    ]) as unknown as Document;
    expect(JSON.stringify(before)).not.toContain('managerName');
  });
});

describe('the reference page', () => {
  it('serves the renderer from this origin under its own policy', async () => {
    const { app } = createTestApp();
    const page = await app.request(DOC_PATHS.docs);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`data-url="${DOC_PATHS.openapi}"`);
    expect(html).toContain(`src="${DOC_PATHS.docsScript}"`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await app.request(DOC_PATHS.docsScript);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});

// The error body type the 422 above is written as (kept in step with `ApiErrorBody`).
expectTypeOf<ApiErrorBody['error']['code']>().toBeString();
