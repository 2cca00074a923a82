import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authEndpoints,
  endpointKey,
  errorCatalogue,
  healthEndpoints,
  maintenanceEndpoints,
  settingEndpoints,
  urlOf,
  userEndpoints,
  validationMessages,
  type Health,
  type Language,
} from '@portal/contracts';
import { ApiError } from './api-error';
import { createApiClient } from './client';

/** A real server on loopback that answers some endpoints of the contracts like the portal does. */
let server: Server;
let baseUrl: string;
const seen: { path: string; authorization?: string; language?: string; body?: string }[] = [];

const health: Health = { status: 'ok', version: '1.0.0', uptimeSeconds: 3 };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

/** What the fake server answers, by the endpoint's key: a status and a body. */
const answers: Readonly<Record<string, readonly [number, unknown]>> = {
  [endpointKey(healthEndpoints.health)]: [200, { code: '0000', message: 'ok', data: health }],
  [endpointKey(userEndpoints.list)]: [
    200,
    { code: '0000', message: 'ok', data: { records: [], total: 0, page: 2, size: 10 } },
  ],
  [endpointKey(authEndpoints.initialize)]: [200, { code: '0000', message: 'ok', data: null }],
  [endpointKey(userEndpoints.create)]: [
    422,
    { code: '2001', message: '参数校验失败', data: { field: 'email' } },
  ],
  // A parameter failure with the field's own reason, as the server words it for en-us.
  [endpointKey(userEndpoints.changePassword)]: [
    422,
    {
      code: '2001',
      message: 'Parameter validation failed, please check the parameters',
      data: {
        field: 'newPassword',
        issues: [{ field: 'newPassword', message: validationMessages.passwordSameAsOld['en-us'] }],
      },
    },
  ],
  // A server that sent no message: the client words the catalogue's, field included.
  [endpointKey(authEndpoints.login)]: [
    422,
    { code: '2004', message: '', data: { field: 'captchaCode' } },
  ],
  [endpointKey(userEndpoints.current)]: [
    401,
    { code: '1002', message: 'Login expired', data: null },
  ],
  [endpointKey(settingEndpoints.read)]: [502, '<html>bad gateway</html>'],
  // Not the upgrade report its contract promises.
  [endpointKey(maintenanceEndpoints.upgrade)]: [
    200,
    { code: '0000', message: 'ok', data: { applied: 'everything' } },
  ],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        language: request.headers['accept-language'],
        body,
      });
      const send = ([status, payload]: readonly [number, unknown]) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      // endpointKey's form: the method, a space, the path.
      const key = `${request.method ?? ''} ${(request.url ?? '').split('?')[0] ?? ''}`;
      // Answers after the client has given up.
      if (key === endpointKey(maintenanceEndpoints.downloadLogs)) {
        setTimeout(() => send([200, 'log line\n']), 1_000);
        return;
      }
      send(answers[key] ?? [404, { code: '3010', message: 'no such API', data: null }]);
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
  it('sends token, language and the query, and returns the unwrapped, checked data', async () => {
    const data = await client().call(userEndpoints.list, {
      query: { page: 2, account: undefined },
    });
    expect(data).toEqual({ records: [], total: 0, page: 2, size: 10 });
    const request = seen.at(-1);
    expect(request?.path).toBe(urlOf(userEndpoints.list, { query: { page: 2 } }));
    expect(request?.authorization).toBe('Bearer tok');
    expect(request?.language).toBe('en-us');
  });

  it('sends no Authorization header without a token, and posts the body as JSON', async () => {
    const password = 'a'.repeat(64);
    expect(await client(null).call(authEndpoints.initialize, { body: { password } })).toBeNull();
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(seen.at(-1)?.body).toBe(JSON.stringify({ password }));
  });

  it('turns a non-0000 code into an ApiError with code, status and field', async () => {
    const error = await client()
      .call(userEndpoints.create, {
        body: { account: 'li_lei', nickname: 'Li Lei', email: 'not-an-email' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '2001',
      httpStatus: 422,
      message: '参数校验失败',
      field: 'email',
    });
  });

  it('names the field of a parameter failure in words, never its internal name', async () => {
    const error = await client()
      .call(userEndpoints.changePassword, {
        body: { oldPassword: 'a'.repeat(64), newPassword: 'a'.repeat(64) },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: '2001',
      message: `New password: ${validationMessages.passwordSameAsOld['en-us']}`,
      // The path stays in the detail, for the screen to put the reason on its field.
      field: 'newPassword',
    });
  });

  it('words a failure the server sent without a message from the catalogue, field in words', async () => {
    const login = { account: 'li', password: 'a'.repeat(64), captchaId: 'c', captchaCode: '' };
    await expect(client().call(authEndpoints.login, { body: login })).rejects.toMatchObject({
      code: '2004',
      message: 'Captcha is required',
    });
    await expect(
      client(null, 'zh-cn').call(authEndpoints.login, { body: login }),
    ).rejects.toMatchObject({ message: '验证码不能为空' });
  });

  it('reports an expired session once to the callback', async () => {
    const expired: ApiError[] = [];
    await expect(client('old', 'en-us', expired).call(userEndpoints.current)).rejects.toMatchObject(
      {
        code: errorCatalogue.LOGIN_EXPIRED.code,
        sessionExpired: true,
      },
    );
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
    await reporting.call(healthEndpoints.health);
    await expect(
      reporting.call(userEndpoints.create, {
        body: { account: 'x', nickname: 'x', email: 'x' },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(reporting.call(settingEndpoints.read)).rejects.toBeInstanceOf(ApiError);
    await expect(reporting.call(userEndpoints.current)).rejects.toBeInstanceOf(ApiError);
    expect(failures.map((failure) => failure.code)).toEqual([
      '2001',
      errorCatalogue.REQUEST_DATA_ERROR.code,
    ]);
    expect(expired.map((failure) => failure.code)).toEqual([errorCatalogue.LOGIN_EXPIRED.code]);
  });

  it('leaves the failures a caller shows itself out of onFailure, and reports the rest', async () => {
    const failures: string[] = [];
    const expired: string[] = [];
    const reporting = createApiClient({
      baseUrl,
      getToken: () => 'tok',
      getLanguage: () => 'en-us',
      onSessionExpired: (error) => expired.push(error.code),
      onFailure: (error) => failures.push(error.code),
    });
    const body = { account: 'x', nickname: 'x', email: 'x' };
    // The caller shows 2001 where the user acted: it still rejects, with its detail.
    await expect(
      reporting.call(userEndpoints.create, { body, failuresShownHere: ['2001'] }),
    ).rejects.toMatchObject({ code: '2001', field: 'email' });
    // Another code than the one the caller shows is reported as ever.
    await expect(
      reporting.call(userEndpoints.create, { body, failuresShownHere: ['4002'] }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      reporting.call(settingEndpoints.read, { failuresShownHere: 'all' }),
    ).rejects.toBeInstanceOf(ApiError);
    // A lost session is the shell's whatever the caller shows.
    await expect(
      reporting.call(userEndpoints.current, { failuresShownHere: 'all' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual(['2001']);
    expect(expired).toEqual([errorCatalogue.LOGIN_EXPIRED.code]);
  });

  it('rejects data that does not match the contract', async () => {
    await expect(client('t', 'zh-cn').call(maintenanceEndpoints.upgrade)).rejects.toMatchObject({
      code: errorCatalogue.REQUEST_DATA_ERROR.code,
      message: '请求数据错误，请刷新后重试',
    });
  });

  it('maps a body that is not an envelope to a request data error in the user language', async () => {
    await expect(client('t', 'en-us').call(settingEndpoints.read)).rejects.toMatchObject({
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
    await expect(closed.call(healthEndpoints.health)).rejects.toMatchObject({
      code: errorCatalogue.API_NOT_FOUND.code,
      httpStatus: 0,
    });
  });

  it('reports a download that runs past its limit as the catalogue entry it names', async () => {
    const download = client().fetchFile(maintenanceEndpoints.downloadLogs, {
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
