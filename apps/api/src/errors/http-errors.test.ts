import {
  apiPrefix,
  errorCatalogue,
  errorEnvelopeSchema,
  type ErrorName,
  healthEndpoints,
  urlOf,
  type Language,
} from '@portal/contracts';
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicAccess } from '../access/route-access';
import type { App } from '../app';
import { buildTestApp, testSettings } from '../testing/fixtures';

/** The envelope of a catalogue entry in a language, as every refusal must look. */
function expectEnvelope(
  status: number,
  body: string,
  name: ErrorName,
  language: Language = 'zh-cn',
): void {
  const entry = errorCatalogue[name];
  expect(status, body).toBe(entry.http);
  expect(errorEnvelopeSchema.parse(JSON.parse(body))).toMatchObject({
    code: entry.code,
    message: entry.message[language],
  });
}

/** A route these tests add under the API prefix, so that it answers like the API. */
const testRoute = (name: string): string => `${apiPrefix}/test/${name}`;
const healthPath = urlOf(healthEndpoints.health);

/** What GET /api/test/hold waits for before it answers. */
let holdUntil: Promise<void> = Promise.resolve();
/** Called once the server has started closing (after the error handling's own preClose). */
let onPreClose = (): void => undefined;
/** Called when GET /api/test/hold has started waiting. */
let onHold = (): void => undefined;
/** Called when an answer to GET /api/health is about to be sent. */
let onHealthAnswer = (): void => undefined;

function buildApp(): App {
  const { app } = buildTestApp(testSettings());
  app.post(
    `${testRoute('small')}/:name`,
    {
      bodyLimit: 64,
      config: { access: publicAccess },
      schema: { params: z.object({ name: z.string() }), body: z.object({ text: z.string() }) },
    },
    async (request) => ({ code: '0000', message: 'ok', data: request.body }),
  );
  app.get(
    `${testRoute('item')}/:name`,
    { config: { access: publicAccess }, schema: { params: z.object({ name: z.string() }) } },
    async (request) => ({ code: '0000', message: 'ok', data: request.params }),
  );
  app.addHook('preClose', async () => onPreClose());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url === healthPath) onHealthAnswer();
    return payload;
  });
  app.get(testRoute('hold'), { config: { access: publicAccess } }, async () => {
    onHold();
    await holdUntil;
    return { code: '0000', message: 'ok', data: null };
  });
  return app;
}

describe('Fastify refusals before any route, through inject', () => {
  let app: App;

  beforeEach(async () => {
    app = buildApp();
    await app.ready();
  });
  afterEach(() => app.close());

  it('answers an over-long path parameter with 2017 and HTTP 414, without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${testRoute('small')}/${'a'.repeat(101)}`,
      headers: { 'accept-language': 'en-US' },
      payload: { text: 'x' },
    });
    expectEnvelope(response.statusCode, response.body, 'URL_TOO_LONG', 'en-us');
    expect(response.body).not.toContain('FST_ERR');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a path that is not valid percent-encoding with 2003 and HTTP 400', async () => {
    for (const url of [`${testRoute('small')}/%zz`, `${apiPrefix}/%E0%A4%A`, '/%zz']) {
      const response = await app.inject({ method: 'GET', url });
      expectEnvelope(response.statusCode, response.body, 'REQUEST_DATA_ERROR');
      expect(response.body, url).not.toContain('FST_ERR');
    }
  });

  it.each<{ label: string; headers: Record<string, string>; payload: string; name: ErrorName }>([
    {
      label: 'a body over the limit with 2016 and HTTP 413',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(100) }),
      name: 'REQUEST_TOO_LARGE',
    },
    {
      label: 'an unsupported content type with 2019 and HTTP 415',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'text=x',
      name: 'CONTENT_TYPE_UNSUPPORTED',
    },
    {
      label: 'multipart, an unsupported content type here, with 2019 and HTTP 415',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'text=x',
      name: 'CONTENT_TYPE_UNSUPPORTED',
    },
    {
      label: 'a Content-Length that does not match the body with 2003 and HTTP 400',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"text":"abc"}',
      name: 'REQUEST_DATA_ERROR',
    },
    {
      label: 'malformed JSON with 2002',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
      name: 'JSON_INVALID',
    },
  ])('answers $label', async ({ headers, payload, name }) => {
    const response = await app.inject({
      method: 'POST',
      url: `${testRoute('small')}/a`,
      headers,
      payload,
    });
    expectEnvelope(response.statusCode, response.body, name);
  });
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Parses the HTTP/1.1 answers in `bytes`, one after the other (each with Content-Length). */
function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const split = rest.indexOf('\r\n\r\n');
    if (split === -1) throw new Error(`no HTTP answer: ${JSON.stringify(rest.toString('latin1'))}`);
    const [statusLine = '', ...lines] = rest.subarray(0, split).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    // Content-Length counts bytes: a Chinese message must not be cut short or run over.
    const length = Number(headers['content-length'] ?? Number.NaN);
    expect(Number.isInteger(length), statusLine).toBe(true);
    const body = rest.subarray(split + 4, split + 4 + length);
    expect(body.length).toBe(length);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: body.toString('utf8'),
    });
    rest = rest.subarray(split + 4 + length);
  }
  return answers;
}

/**
 * Talks to the listening server on a plain socket: `script` writes the request bytes (in as many
 * pieces as it likes); the answers are read until the server closes the connection.
 */
function exchange(
  port: number,
  script: (write: (chunk: string) => void) => void | Promise<void>,
): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      Promise.resolve(script((chunk) => socket.write(chunk))).catch(reject);
    });
    socket.on('data', (data: Buffer) => received.push(data));
    // The server half-closes after its answer: close our side too.
    socket.on('end', () => socket.end());
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswers(Buffer.concat(received)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

async function sendRaw(port: number, chunks: readonly string[]): Promise<RawAnswer> {
  const answers = await exchange(port, (write) => chunks.forEach(write));
  expect(answers).toHaveLength(1);
  const [answer] = answers;
  if (answer === undefined) throw new Error('no answer');
  return answer;
}

describe('Node refusals on a listening server', () => {
  let app: App;
  let port: number;

  beforeEach(async () => {
    app = buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterEach(() => app.close());

  it('answers a 1 MB query string with 2018 and HTTP 431', async () => {
    const answer = await sendRaw(port, [
      `GET ${healthPath}?q=${'x'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]);
    expectEnvelope(answer.status, answer.body, 'HEADERS_TOO_LARGE');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['connection']).toBe('close');
  });

  it('answers a header section over the limit, sent in pieces, with 2018', async () => {
    const header = `X-Filler: ${'y'.repeat(8 * 1024)}\r\n`;
    const answer = await sendRaw(port, [
      `GET ${healthPath} HTTP/1.1\r\nHost: localhost\r\n`,
      header,
      header,
      header,
      '\r\n',
    ]);
    expectEnvelope(answer.status, answer.body, 'HEADERS_TOO_LARGE');
  });

  it('answers a malformed request line or header with 2003 and HTTP 400, in the caller’s language', async () => {
    const garbage = await sendRaw(port, ['GARBAGE\r\n\r\n']);
    expectEnvelope(garbage.status, garbage.body, 'REQUEST_DATA_ERROR');
    const badHeader = await sendRaw(port, [
      `GET ${healthPath} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-US\r\nNo colon here\r\n\r\n`,
    ]);
    expectEnvelope(badHeader.status, badHeader.body, 'REQUEST_DATA_ERROR', 'en-us');
    const smuggled = await sendRaw(port, [
      `POST ${testRoute('small')}/a HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]);
    expectEnvelope(smuggled.status, smuggled.body, 'REQUEST_DATA_ERROR');
  });

  it('answers an HTTP/1.1 request without Host with 2003 and HTTP 400', async () => {
    const answer = await sendRaw(port, [
      `GET ${healthPath} HTTP/1.1\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`,
    ]);
    expectEnvelope(answer.status, answer.body, 'REQUEST_DATA_ERROR', 'en-us');
    expect(JSON.parse(answer.body)).toMatchObject({ data: { field: 'host' } });
  });

  it('answers an expectation other than 100-continue with 2003 and HTTP 417', async () => {
    const answer = await sendRaw(port, [
      `GET ${healthPath} HTTP/1.1\r\nHost: localhost\r\nExpect: teapot\r\n\r\n`,
    ]);
    expect(answer.status).toBe(417);
    expect(errorEnvelopeSchema.parse(JSON.parse(answer.body))).toMatchObject({
      code: errorCatalogue.REQUEST_DATA_ERROR.code,
    });
  });

  it('answers CONNECT with the "no such API" envelope instead of dropping the connection', async () => {
    const answer = await sendRaw(port, ['CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n']);
    expectEnvelope(answer.status, answer.body, 'API_NOT_FOUND');
  });

  it('answers a request that arrives while the server closes with 5010 and HTTP 503', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const closing = new Promise<void>((resolve) => {
      onPreClose = resolve;
    });
    const holding = new Promise<void>((resolve) => {
      onHold = resolve;
    });
    const answered = new Promise<void>((resolve) => {
      onHealthAnswer = resolve;
    });
    // The first request holds the connection open while the server starts closing; the second
    // arrives on it during the close.
    holdUntil = held;
    const answers = exchange(port, async (write) => {
      write(`GET ${testRoute('hold')} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await holding;
      const closed = app.close();
      await closing;
      write(`GET ${healthPath} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n`);
      // Its answer waits behind the first one, which may now finish.
      await answered;
      release();
      await closed;
    });
    const [first, second] = await answers;
    expect(first?.status).toBe(200);
    expectEnvelope(second?.status ?? 0, second?.body ?? '', 'SERVICE_UNAVAILABLE', 'en-us');
    expect(second?.headers['connection']).toBe('close');
  });

  it('answers an over-long path parameter on the wire with 2017, and a good request still works', async () => {
    const long = await sendRaw(port, [
      `GET ${testRoute('item')}/${'b'.repeat(500)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ]);
    expectEnvelope(long.status, long.body, 'URL_TOO_LONG');
    const ok = await sendRaw(port, [
      `GET ${healthPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ]);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ code: '0000' });
  });
});
