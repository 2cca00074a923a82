import { errorCatalogue, type ErrorName, type Language } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { failure, sendFailure } from '../common/envelope';
import { pickLanguage } from '../common/language';

/**
 * The answers HTTP itself gives before any route runs, from Fastify's router (bad URL encoding,
 * over-long path parameters) and from Node's HTTP parser (malformed request lines, headers or
 * address too large, timeouts): every one is an envelope with a catalogue code, like any other
 * /api answer, whether or not the caller sent a token.
 */

/** The catalogue entry of a client-error status that has one of its own; others are 2003. */
const statusErrors: Readonly<Partial<Record<number, ErrorName>>> = {
  408: 'REQUEST_TIMEOUT',
  413: 'REQUEST_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'CONTENT_TYPE_UNSUPPORTED',
  431: 'HEADERS_TOO_LARGE',
};

/** The catalogue entry for a 4xx status: its own entry, or "request data error" (2003). */
export const clientErrorName = (status: number): ErrorName =>
  statusErrors[status] ?? 'REQUEST_DATA_ERROR';

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (FST_ERR_BAD_URL, 2003)
 * and a path parameter over `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH, 414, 2017). Both happen
 * while routing, so neither the access check nor the error handler sees them.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, statusCode: status }, 'bad request');
    return sendFailure(request, reply, clientErrorName(status), { status });
  }
  request.log.error({ err: error }, 'routing failed');
  return sendFailure(request, reply, 'OPERATION_FAILED');
}

/** An HTTP/1.1 answer written straight to a socket: status line, headers, envelope. */
export function rawEnvelopeResponse(status: number, language: Language, name: ErrorName): string {
  const body = JSON.stringify(failure(language, name));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    // Bytes, not characters: the Chinese messages are longer in UTF-8.
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Node's parser error codes that mean something other than a malformed request (400). */
const parserStatuses: Readonly<Partial<Record<string, number>>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const acceptLanguageLine = /\r\naccept-language:[ \t]*([^\r\n]*)/i;

/**
 * The caller's language from the bytes Node could not parse, when its Accept-Language header is
 * among them; Chinese otherwise, like every answer without the header.
 */
function rawLanguage(rawPacket: unknown): Language {
  if (!Buffer.isBuffer(rawPacket)) return pickLanguage(undefined);
  const head = rawPacket.subarray(0, 64 * 1024).toString('latin1');
  return pickLanguage(acceptLanguageLine.exec(head)?.[1]);
}

/** Sockets already answered: a parser in error reports the same error again on more data. */
const answered = new WeakSet<Duplex>();

/** How long a refused connection may still send (and be ignored) before it is closed. */
const lingerMs = 5_000;

/**
 * Ends a connection with one raw answer. The client may still be sending (a 1 MB address): its
 * bytes are read and dropped until it closes, because closing a socket with unread input resets
 * the connection and the client could lose the answer.
 */
function answerOnSocket(socket: Duplex, response: string): void {
  answered.add(socket);
  socket.end(response);
  socket.once('end', () => socket.destroy());
  if ('setTimeout' in socket && typeof socket.setTimeout === 'function') {
    socket.setTimeout(lingerMs, () => socket.destroy());
  }
}

interface ParserError extends Error {
  readonly code?: string;
  readonly rawPacket?: unknown;
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (malformed request line or
 * header, header section over 16 KB, such as a 1 MB query string, or the request timed out).
 * No request exists, so the envelope is written on the socket itself.
 */
export function answerClientError(this: FastifyInstance, error: ParserError, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  const status = parserStatuses[error.code ?? ''] ?? 400;
  this.log.info({ code: error.code, statusCode: status }, 'client error');
  // An answer already on its way on this connection cannot be followed by another.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent === true) {
    socket.destroy();
    return;
  }
  answerOnSocket(
    socket,
    rawEnvelopeResponse(status, rawLanguage(error.rawPacket), clientErrorName(status)),
  );
}

/**
 * The answers Node gives by itself on the server, outside Fastify's routing: an `Expect` other
 * than 100-continue (Node's bare 417) and CONNECT (Node drops the connection without a word).
 */
export function answerNodeServerErrors(server: Server, log: FastifyInstance['log']): void {
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    log.info({ expect: request.headers.expect }, 'unsupported expectation');
    const body = JSON.stringify(
      failure(pickLanguage(request.headers['accept-language']), 'REQUEST_DATA_ERROR'),
    );
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
  server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    log.info('CONNECT refused');
    const { http } = errorCatalogue.API_NOT_FOUND;
    answerOnSocket(
      socket,
      rawEnvelopeResponse(http, pickLanguage(request.headers['accept-language']), 'API_NOT_FOUND'),
    );
  });
}
