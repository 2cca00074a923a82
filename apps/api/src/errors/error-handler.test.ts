import {
  apiPrefix,
  errorCatalogue,
  errorEnvelopeSchema,
  healthEndpoints,
  optionalText,
  urlOf,
  validationMessages,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { buildTestApp, testSettings, type LogCapture } from '../testing/fixtures';
import { ApiError } from './api-error';
import { publicAccess } from '../access/route-access';

const { API_NOT_FOUND, VALIDATION_FAILED, JSON_INVALID, OPERATION_FAILED, ORDER_NOT_FOUND } =
  errorCatalogue;
/** A route these tests add under the API prefix, so that it answers like the API. */
const testRoute = (name: string): string => `${apiPrefix}/test/${name}`;
const secretText = 'db password is hunter2 in /etc/portal/secret.conf';

describe('central error handling', () => {
  let app: App;
  let logs: LogCapture;

  beforeEach(async () => {
    ({ app, logs } = buildTestApp(testSettings()));
    app.post(
      testRoute('items'),
      {
        config: { access: publicAccess },
        schema: {
          querystring: z.object({ dryRun: z.enum(['yes', 'no']).optional() }),
          body: z.object({
            name: z.string().min(1),
            note: optionalText(32),
            lines: z.array(z.object({ qty: z.number().int().positive() })).optional(),
          }),
        },
      },
      async (request) => ({ code: '0000', message: 'ok', data: request.body }),
    );
    app.get(
      testRoute('stock'),
      {
        config: { access: publicAccess },
        schema: { querystring: z.object({ project_key: z.string().min(1) }) },
      },
      async () => ({ code: '0000', message: 'ok', data: null }),
    );
    app.get(testRoute('boom'), { config: { access: publicAccess } }, async () => {
      throw new Error(secretText);
    });
    app.get(testRoute('missing-order'), { config: { access: publicAccess } }, async () => {
      throw new ApiError('ORDER_NOT_FOUND', { field: 'orderNo' });
    });
    app.get(
      testRoute('bad-response'),
      {
        config: { access: publicAccess },
        schema: { response: { 200: z.object({ id: z.number() }) } },
      },
      async () =>
        // Deliberately breaks its own response schema.
        JSON.parse('{"id":"not a number","internal":"' + secretText + '"}') as { id: number },
    );
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  describe('unknown /api routes', () => {
    it('answer GET with a 404 envelope 3010 in Chinese by default', async () => {
      const response = await app.inject({ method: 'GET', url: `${apiPrefix}/no/such/thing?x=1` });
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({
        code: '3010',
        message: API_NOT_FOUND.message['zh-cn'],
        data: null,
      });
    });

    it('answer POST, PUT and DELETE the same way, in English for Accept-Language: en-US', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await app.inject({
          method,
          url: `${apiPrefix}/orders/unknown`,
          headers: { 'accept-language': 'en-US' },
          payload: { a: 1 },
        });
        expect(response.statusCode, method).toBe(404);
        expect(response.json(), method).toEqual({
          code: '3010',
          message: API_NOT_FOUND.message['en-us'],
          data: null,
        });
      }
    });

    it('include a known path with the wrong method', async () => {
      const response = await app.inject({ method: 'DELETE', url: urlOf(healthEndpoints.health) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: '3010' });
    });
  });

  it('answers malformed JSON with 2002 and HTTP 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": "pallet",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '2002',
      message: JSON_INVALID.message['en-us'],
      data: null,
    });
  });

  it('answers an empty JSON body with 2002', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '2002', message: JSON_INVALID.message['zh-cn'] });
  });

  it('answers a zod body failure with 2001, HTTP 422 and the failing field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      payload: { name: 'pallet', lines: [{ qty: 2 }, { qty: 'many' }] },
    });
    expect(response.statusCode).toBe(422);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('2001');
    expect(body.message).toBe(VALIDATION_FAILED.message['zh-cn']);
    expect(body.data?.field).toBe('lines.1.qty');
    expect(body.data?.issues).toHaveLength(1);
    expect(body.data?.issues?.[0]?.field).toBe('lines.1.qty');
    // In the caller's language (zh-cn by default), not zod's English.
    expect(body.data?.issues?.[0]?.message).toBe(validationMessages.invalid['zh-cn']);
  });

  it('names a missing required field in words with 2004, its path kept in the detail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      headers: { 'accept-language': 'en-US' },
      payload: { lines: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: '2004',
      message: 'Name is required',
      data: { field: 'name' },
    });
  });

  it("names a missing query parameter in the caller's language, never by its internal name", async () => {
    for (const [language, message] of [
      ['en-US', 'Project is required'],
      ['zh-CN', '项目不能为空'],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: testRoute('stock'),
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, language).toBe(422);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.code, language).toBe('2004');
      expect(body.message, language).toBe(message);
      expect(body.message, language).not.toContain('project_key');
      expect(body.data?.field, language).toBe('project_key');
    }
  });

  it('names a missing value of a list item by its row', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      payload: { name: 'pallet', lines: [{ qty: 2 }, {}] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: '2004',
      message: '明细行（第2行）不能为空',
      data: { field: 'lines.1.qty' },
    });
  });

  it('answers a string over its limit with the limit in the message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      headers: { 'accept-language': 'en-US' },
      payload: { name: 'pallet', note: 'x'.repeat(33) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: '2001',
      data: { field: 'note', issues: [{ field: 'note', message: 'Max 32 characters' }] },
    });
  });

  it('names a failing query parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${testRoute('items')}?dryRun=maybe`,
      payload: { name: 'pallet' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: '2001', data: { field: 'dryRun' } });
  });

  it('lets a valid request through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      payload: { name: 'pallet' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '0000', message: 'ok', data: { name: 'pallet' } });
  });

  it('answers an ApiError with its catalogue entry and field', async () => {
    const response = await app.inject({
      method: 'GET',
      url: testRoute('missing-order'),
      headers: { 'accept-language': 'en-GB' },
    });
    expect(response.statusCode).toBe(ORDER_NOT_FOUND.http);
    expect(response.json()).toEqual({
      code: ORDER_NOT_FOUND.code,
      message: ORDER_NOT_FOUND.message['en-us'],
      data: { field: 'orderNo' },
    });
  });

  it('answers an unsupported content type with 2019 and HTTP 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: testRoute('items'),
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=pallet',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: '2019', data: null });
  });

  it('answers an internal throw with 5001 and no internals, and logs the error', async () => {
    const response = await app.inject({ method: 'GET', url: testRoute('boom') });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: '5001',
      message: OPERATION_FAILED.message['zh-cn'],
      data: null,
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
    expect(response.body).not.toContain('Error');
    const logged = logs.lines.find((line) => line.level === 50);
    expect(logged?.msg).toBe('unhandled error');
    expect(JSON.stringify(logged?.['err'])).toContain('hunter2');
  });

  it('answers a response that breaks its schema with 5001 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: testRoute('bad-response') });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: '5001', data: null });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('not a number');
  });
});
