// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PATHS, CALL_TABLE } from '../../../contract/index.ts';
import { CALLS, type CallDeclaration, type SiteCallKey } from '../../../contract/calls/index.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { apiUrl, callEndpoint } from './endpoints.ts';
import { hang, json, scriptedFetch } from './test/scriptedFetch.ts';
import { createMemoryTokenStore } from './tokens.ts';

/** A success case's multipart input: its text fields and the photo, as CaseForm sends it. */
function multipart(fields: Record<string, string>, photo: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', photo, photo.name);
  return form;
}

const CASE_FIELDS = {
  productName: 'Orman AI',
  name: 'Данияр Ахметов',
  companyName: 'ТОО «Алма Дизайн Студио»',
  position: 'Директор',
  email: 'd@example.kz',
  problem: 'p',
  solution: 's',
  results: 'r',
  phone: '+77011234567',
  consent: 'true',
  smsProof: 'proof',
};
const CASE_PHOTO = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'case.jpg', {
  type: 'image/jpeg',
});

/**
 * Every call the site makes (`CALL_TABLE`), with its declaration's example input: a call added to
 * the contract is checked here without an entry of its own. The case photo is an address for
 * `<img src>`, not a call (`apiUrl`, below).
 */
const SITE_CALLS = (Object.keys(CALL_TABLE) as SiteCallKey[]).filter(
  (key) => key !== 'successCasePhoto',
);

/** What a call is given (its example) and what must arrive: the query or the JSON body. */
function exampleOf(key: SiteCallKey): { input: unknown; query?: Record<string, string> } {
  const example: CallDeclaration['example'] = CALLS[key].example;
  if (key === 'successCaseSubmit') {
    return { input: multipart(CASE_FIELDS, CASE_PHOTO) };
  }
  if (example?.query) return { input: example.query, query: example.query };
  return { input: example?.body };
}

function setup() {
  const server = scriptedFetch((req) =>
    req.path === API_PATHS.contractDocument
      ? new Response('<html>Договор</html>', { headers: { 'Content-Type': 'text/html' } })
      : req.path === API_PATHS.signatureCms
        ? new Response(new Uint8Array([0x30, 0x82]), {
            headers: { 'Content-Type': 'application/pkcs7-signature' },
          })
        : json({ ok: true }),
  );
  const client = createApiClient({
    baseUrl: 'https://api.example.kz',
    getLocale: () => 'kk',
    fetch: server.fetch,
    tokens: createMemoryTokenStore({ accessToken: 'acc', refreshToken: 'ref' }),
  });
  return { client, server };
}

describe('endpoint functions', () => {
  it.each(SITE_CALLS)(
    '%s calls the contract path with its method, token rule and input',
    async (key) => {
      const { client, server } = setup();
      const { input, query } = exampleOf(key);
      await (callEndpoint as (c: ApiClient, k: SiteCallKey, i: unknown) => Promise<unknown>)(
        client,
        key,
        input,
      );
      const endpoint = CALL_TABLE[key];
      const request = server.requests[0];
      expect(server.requests).toHaveLength(1);
      expect(request?.path).toBe(endpoint.path);
      expect(request?.method).toBe(endpoint.method);
      expect(request?.headers.get('accept-language')).toBe('kk');
      expect(request?.headers.get('authorization')).toBe(endpoint.auth ? 'Bearer acc' : null);
      expect(Object.fromEntries(request?.query ?? [])).toEqual(query ?? {});
      if (key !== 'successCaseSubmit')
        expect(request?.body).toEqual(endpoint.method === 'GET' ? undefined : (input ?? {}));
    },
  );

  it('sends a success case as multipart with the photo file', async () => {
    const { client, server } = setup();
    await callEndpoint(
      client,
      'successCaseSubmit',
      exampleOf('successCaseSubmit').input as FormData,
    );
    const form = server.requests[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('companyName')).toBe('ТОО «Алма Дизайн Студио»');
    expect(form.get('smsProof')).toBe('proof');
    const photo = form.get('photo') as File;
    expect(photo.name).toBe('case.jpg');
    expect(photo.type).toBe('image/jpeg');
  });

  it('downloads the contract as a Blob', async () => {
    const { client } = setup();
    const file = await callEndpoint(client, 'contractDocument', { opportunityId: 'op1' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('<html>Договор</html>');
  });

  it('builds API addresses for images on the API origin', () => {
    const { client } = setup();
    expect(apiUrl(client, '/api/v1/success-cases/photo?id=c1')).toBe(
      'https://api.example.kz/api/v1/success-cases/photo?id=c1',
    );
    expect(apiUrl(client, 'https://cdn.example.kz/x.jpg')).toBe('https://cdn.example.kz/x.jpg');
  });

  it('passes the caller signal through', async () => {
    const server = scriptedFetch(hang);
    const client = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
    const controller = new AbortController();
    const call = callEndpoint(client, 'roamingCountries', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });
});
