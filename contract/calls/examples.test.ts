/**
 * The examples the OpenAPI document shows are true to their schemas: every JSON answer has one,
 * and it parses — strictly, as the reference backend's answers are checked — with its call's
 * response schema; every request example is one the call's input schema takes.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CallDeclaration } from './define.ts';
import { EXAMPLE_CONTRACT_HTML, EXAMPLE_SIGN_DATA } from './examples.ts';
import { CALLS, DEV_CALLS } from './index.ts';
import { strictly } from './strict.ts';

// The developer API's too (`DEV_CALLS`): its answers are checked as strictly by the backend.
const calls = [...Object.entries(CALLS), ...Object.entries(DEV_CALLS)] as Array<
  [string, CallDeclaration]
>;

const problems = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) ??
  [];

describe('the examples of every call', () => {
  it('show every JSON answer, as its response schema takes it (strictly)', () => {
    for (const [key, call] of calls) {
      if (call.produces) continue;
      expect(call.example?.response, `${key} shows its answer`).toBeDefined();
      expect(problems(strictly(call.response).safeParse(call.example?.response)), key).toEqual([]);
    }
  });

  it('show a request the call takes', () => {
    for (const [key, call] of calls) {
      const input = call.query ?? call.body ?? call.multipart?.fields;
      if (!input) continue;
      const example = call.query ? call.example?.query : call.example?.body;
      expect(example, `${key} shows its request`).toBeDefined();
      expect(problems(input.safeParse(example)), key).toEqual([]);
    }
  });

  it('sign-data’s example is the contract document’s bytes and their digest', () => {
    const bytes = Buffer.from(EXAMPLE_SIGN_DATA.dataToSign, 'base64');
    expect(bytes.toString('utf8')).toBe(EXAMPLE_CONTRACT_HTML);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(EXAMPLE_SIGN_DATA.digest);
  });
});
