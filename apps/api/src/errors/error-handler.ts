import type { ErrorDetail } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../common/envelope';
import { ApiError } from './api-error';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const jsonBodyErrors: ReadonlySet<string> = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

/** `/items/0/qty` -> `items.0.qty`; the request part (`body`, `querystring`…) when at the root. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (path.length > 0) return path.join('.');
  const missing = issue.params['missingProperty'];
  if (typeof missing === 'string') return missing;
  return context ?? 'request';
}

function validationDetail(error: FastifyError): { field: string; detail: ErrorDetail } {
  const validation = error.validation ?? [];
  const issues = validation.map((issue) => ({
    field: fieldOf(issue, error.validationContext),
    message: issue.message ?? 'invalid',
  }));
  const field = issues[0]?.field ?? error.validationContext ?? 'request';
  return { field, detail: { field, issues } };
}

const isClientStatus = (status: unknown): status is number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500;

/**
 * The error handler: every failure becomes a catalogue envelope in the caller's language.
 * Internal errors are logged with their stack and answered with 5001 and no detail.
 */
function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) {
    if (error.status >= 500) {
      request.log.error({ err: error.cause ?? error }, `request failed: ${error.errorName}`);
    }
    const options: { field?: string; data?: ErrorDetail } = {};
    if (error.field !== undefined) options.field = error.field;
    if (error.detail !== undefined) options.data = error.detail;
    return sendFailure(request, reply, error.errorName, options);
  }
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    const { field, detail } = validationDetail(error);
    request.log.info({ field, issues: detail?.issues }, 'request validation failed');
    return sendFailure(request, reply, 'VALIDATION_FAILED', { field, data: detail });
  }
  if (jsonBodyErrors.has(error.code)) {
    request.log.info({ code: error.code }, 'malformed JSON body');
    return sendFailure(request, reply, 'JSON_INVALID');
  }
  if (isClientStatus(error.statusCode)) {
    // Fastify's own client errors (unsupported media type, body too large, bad content length…).
    request.log.info({ code: error.code, statusCode: error.statusCode }, 'bad request');
    return sendFailure(request, reply, 'REQUEST_DATA_ERROR', { status: error.statusCode });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendFailure(request, reply, 'OPERATION_FAILED');
}

/** Unknown routes: a 404 envelope "no such API" (3010), for any method. */
function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendFailure(request, reply, 'API_NOT_FOUND');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
}
