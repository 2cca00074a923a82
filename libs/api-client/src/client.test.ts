import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue, type Language } from '@portal/contracts';
import { ApiError } from './api-error';
import { createApiClient } from './client';

/** A real server on loopback that answers like the portal API does. */
let server: Server;
let baseUrl: string;
const seen: { path: string; authorization?: string; language?: string; body?: string }[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        language: request.headers['accept-language'],
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      switch (request.url?.split('?')[0]) {
        case '/api/health':
          return send(200, { code: '0000', message: 'ok', data: { status: 'ok', n: 3 } });
        case '/api/echo':
          return send(200, { code: '0000', message: 'ok', data: JSON.parse(body) as unknown });
        case '/api/invalid':
          return send(422, { code: '2001', message: '参数校验失败', data: { field: 'email' } });
        case '/api/expired':
          return send(401, { code: '1002', message: 'Login expired', data: null });
        case '/api/html':
          return send(502, '<html>bad gateway</html>');
        case '/api/slow-export':
          // Answers after the client has given up.
          setTimeout(() => send(200, { code: '0000', message: 'ok', data: null }), 1_000);
          return;
        default:
          return send(404, { code: '3010', message: 'no such API', data: null });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(
  token: string | null = 'tok',
  language: Language = 'en-us',
  expired: ApiError[] = [],
) {
  return createApiClient({
    baseUrl,
    getToken: () => token,
    getLanguage: () => language,
    onSessionExpired: (error) => expired.push(error),
  });
}

describe('api client', () => {
  it('sends token and language, and returns the unwrapped, checked data', async () => {
    const data = await client().get(
      '/health',
      z.object({ status: z.literal('ok'), n: z.number() }),
      {
        page: 2,
        skip: undefined,
      },
    );
    expect(data).toEqual({ status: 'ok', n: 3 });
    const request = seen.at(-1);
    expect(request?.path).toBe('/api/health?page=2');
    expect(request?.authorization).toBe('Bearer tok');
    expect(request?.language).toBe('en-us');
  });

  it('sends no Authorization header without a token, and posts JSON', async () => {
    const echoed = await client(null).post('/echo', z.object({ a: z.number() }), { a: 1 });
    expect(echoed).toEqual({ a: 1 });
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(seen.at(-1)?.body).toBe('{"a":1}');
  });

  it('turns a non-0000 code into an ApiError with code, status and field', async () => {
    const error = await client()
      .post('/invalid', z.null(), {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '2001',
      httpStatus: 422,
      message: '参数校验失败',
      field: 'email',
    });
  });

  it('reports an expired session once to the callback', async () => {
    const expired: ApiError[] = [];
    await expect(client('old', 'en-us', expired).get('/expired', z.null())).rejects.toMatchObject({
      code: errorCatalogue.LOGIN_EXPIRED.code,
      sessionExpired: true,
    });
    expect(expired).toHaveLength(1);
  });

  it('reports every other failure once to onFailure, and never a success or an expiry', async () => {
    const failures: ApiError[] = [];
    const expired: ApiError[] = [];
    const reporting = createApiClient({
      baseUrl,
      getToken: () => 'tok',
      getLanguage: () => 'en-us',
      onSessionExpired: (error) => expired.push(error),
      onFailure: (error) => failures.push(error),
    });
    await reporting.get('/health', z.unknown());
    await expect(reporting.post('/invalid', z.null(), {})).rejects.toBeInstanceOf(ApiError);
    await expect(reporting.get('/html', z.unknown())).rejects.toBeInstanceOf(ApiError);
    await expect(reporting.get('/expired', z.null())).rejects.toBeInstanceOf(ApiError);
    expect(failures.map((failure) => failure.code)).toEqual([
      '2001',
      errorCatalogue.REQUEST_DATA_ERROR.code,
    ]);
    expect(expired.map((failure) => failure.code)).toEqual([errorCatalogue.LOGIN_EXPIRED.code]);
  });

  it('rejects data that does not match the contract', async () => {
    await expect(
      client('t', 'zh-cn').get('/health', z.object({ status: z.literal('down') })),
    ).rejects.toMatchObject({
      code: errorCatalogue.REQUEST_DATA_ERROR.code,
      message: '请求数据错误，请刷新后重试',
    });
  });

  it('maps a body that is not an envelope to a request data error in the user language', async () => {
    await expect(client('t', 'en-us').get('/html', z.unknown())).rejects.toMatchObject({
      code: errorCatalogue.REQUEST_DATA_ERROR.code,
      httpStatus: 502,
    });
  });

  it('maps no connection at all to "unable to connect"', async () => {
    const closed = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => null,
      getLanguage: () => 'en-us',
    });
    await expect(closed.get('/health', z.unknown())).rejects.toMatchObject({
      code: errorCatalogue.API_NOT_FOUND.code,
      httpStatus: 0,
    });
  });

  it('reports a download that runs past its limit as the catalogue entry it names', async () => {
    const download = client().download('/slow-export', {
      method: 'post',
      body: {},
      timeoutMs: 100,
      timeoutError: 'ORDER_EXPORT_TIMEOUT',
    });
    await expect(download).rejects.toMatchObject({
      code: errorCatalogue.ORDER_EXPORT_TIMEOUT.code,
      message: 'Order export timed out',
      httpStatus: 0,
    });
  });
});
