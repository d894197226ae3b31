import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiErrorBody } from '../../contract/index.ts';
import { readJson } from './body.ts';
import type { AppEnv } from './env.ts';
import { ApiError, sendError } from './errors.ts';
import { phone as phoneSchema } from '../../contract/schema/fields.ts';

const app = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    c.set('locale', c.req.header('accept-language') === 'kk' ? 'kk' : 'ru');
    await next();
  })
  .post('/echo', async (c) => c.json(await readJson(c, z.object({ phone: phoneSchema }))))
  .onError((error, c) => (error instanceof ApiError ? sendError(c, error) : c.text('boom', 500)));

const post = (body: string, type = 'application/json') =>
  app.request('/echo', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('readJson', () => {
  it('passes a valid body through', async () => {
    const res = await post(JSON.stringify({ phone: '+77011234567' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ phone: '+77011234567' });
  });

  it('answers malformed JSON with a 400 MALFORMED_JSON', async () => {
    const res = await post('{"phone": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe('MALFORMED_JSON');
  });

  it('answers a body that is not JSON with a 415', async () => {
    const res = await post('phone=1', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
  });

  it('lists each bad field with its catalogue message', async () => {
    const res = await post(JSON.stringify({ phone: '+77301234567' }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.fields).toEqual({
      phone: { code: 'PHONE_INVALID', message: 'Некорректный номер телефона' },
    });
  });

  it('reports a missing field as required', async () => {
    const res = await post(JSON.stringify({}));
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.fields?.phone?.code).toBe('FIELD_REQUIRED');
  });
});
