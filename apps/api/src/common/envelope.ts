import {
  errorCatalogue,
  errorMessage,
  SUCCESS_CODE,
  successMessage,
  type Envelope,
  type ErrorDetail,
  type ErrorName,
  type Language,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

/** A success envelope (code "0000") in the caller's language. */
export function success<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: SUCCESS_CODE, message: successMessage[requestLanguage(request)], data };
}

/** The failure envelope of a catalogue entry; `field` fills `{field}` and lands in `data`. */
export function failure(
  language: Language,
  name: ErrorName,
  options: { field?: string; data?: ErrorDetail } = {},
): Envelope<ErrorDetail> {
  const { code } = errorCatalogue[name];
  const data = options.data ?? (options.field === undefined ? null : { field: options.field });
  return { code, message: errorMessage(code, language, options.field), data };
}

/** Replies with a catalogue error: its HTTP status and its envelope. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  options: { field?: string; data?: ErrorDetail; status?: number } = {},
): FastifyReply {
  const status = options.status ?? errorCatalogue[name].http;
  return reply.code(status).send(failure(requestLanguage(request), name, options));
}
