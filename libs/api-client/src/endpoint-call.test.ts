import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCatalogue, orderEndpoints, pathOf } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';

/**
 * `call(endpoint, input)`: the path, method, query and body come from the contract, and the
 * answer is checked against the contract's response schema.
 */
let server: Server;
let baseUrl: string;
const seen: { method: string; url: string; body: string }[] = [];
/** What the fake API answers next, as `data` of a success envelope. */
let nextData: unknown = null;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: '0000', message: 'ok', data: nextData }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  createApiClient({ baseUrl, getToken: () => 'token-1', getLanguage: () => 'en-us' });

describe('calling an endpoint contract', () => {
  it('fills the path from params and sends the query, lists comma-separated', async () => {
    nextData = [{ value: 'ORDER', label: '850', projectKey: 'ACME' }];
    seen.length = 0;
    await client()
      .call(orderEndpoints.documentTypes, { query: { project_key: 'ACME' } })
      .catch(() => undefined);
    nextData = null;
    await client().call(orderEndpoints.remove, { params: { serial_number: 7 } });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/order/documentTypes?project_key=ACME',
      `DELETE ${pathOf(orderEndpoints.remove, { serial_number: 7 })}`,
    ]);
  });

  it('sends the body as JSON with the contract method', async () => {
    seen.length = 0;
    nextData = 'not an operate result';
    const operation = { serialNumber: 3, action: 'accept' as const };
    await expect(client().call(orderEndpoints.operate, { body: operation })).rejects.toThrow(
      ApiError,
    );
    expect(seen).toEqual([
      { method: 'POST', url: pathOf(orderEndpoints.operate), body: JSON.stringify(operation) },
    ]);
  });

  it('refuses an answer its response schema does not accept, as a data error', async () => {
    nextData = { unexpected: true };
    const failure = await client()
      .call(orderEndpoints.info, { params: { serial_number: 1 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(errorCatalogue.REQUEST_DATA_ERROR.code);
  });

  it('returns what the response schema parsed', async () => {
    nextData = null;
    await expect(
      client().call(orderEndpoints.remove, { params: { serial_number: 9 } }),
    ).resolves.toBeNull();
  });
});
