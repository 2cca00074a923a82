import type { ErrorDetail } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../common/envelope';
import { requestLanguage } from '../common/language';
import { ApiError } from './api-error';
import { clientErrorName } from './http-errors';
import { describeIssues, FieldValidationError, ruleOf, type FieldIssue } from './validation';

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

function issuesOf(error: FastifyError): FieldIssue[] {
  return (error.validation ?? []).map((issue) => {
    const maximum = issue.params['maximum'];
    return {
      field: fieldOf(issue, error.validationContext),
      rule: ruleOf(issue.message, issue.keyword, issue.params['origin']),
      maximum: typeof maximum === 'number' || typeof maximum === 'bigint' ? maximum : undefined,
    };
  });
}

function sendValidationFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: readonly FieldIssue[],
): FastifyReply {
  const { name, field, detail } = describeIssues(issues, requestLanguage(request));
  request.log.info({ field, issues: detail?.issues }, 'request validation failed');
  return sendFailure(request, reply, name, { field, data: detail, status: 422 });
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
  if (error instanceof FieldValidationError) {
    return sendValidationFailure(request, reply, error.issues);
  }
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return sendValidationFailure(request, reply, issuesOf(error));
  }
  if (jsonBodyErrors.has(error.code)) {
    request.log.info({ code: error.code }, 'malformed JSON body');
    return sendFailure(request, reply, 'JSON_INVALID');
  }
  if (isClientStatus(error.statusCode)) {
    // Fastify's own client errors (unsupported media type, body too large, bad content length…).
    request.log.info({ code: error.code, statusCode: error.statusCode }, 'bad request');
    return sendFailure(request, reply, clientErrorName(error.statusCode), {
      status: error.statusCode,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendFailure(request, reply, 'OPERATION_FAILED');
}

/** Unknown routes: a 404 envelope "no such API" (3010), for any method. */
function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendFailure(request, reply, 'API_NOT_FOUND');
}

/**
 * The error handler, the 404 handler, and two checks Fastify and Node would otherwise answer
 * with bodies of their own: a request arriving while the server closes (503) and an HTTP/1.1
 * request without Host (Node's bare 400; the server turns Node's check off for this one).
 * Registered before the access check, so these come first.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      request.log.info('refused: the server is closing');
      return sendFailure(request, reply, 'SERVICE_UNAVAILABLE');
    }
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      // RFC 9112 §3.2: a server must refuse an HTTP/1.1 request without Host.
      return sendFailure(request, reply, 'REQUEST_DATA_ERROR', { field: 'host', status: 400 });
    }
    return undefined;
  });
}
