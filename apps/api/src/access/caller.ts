import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/audit.service';
import { ApiError } from '../errors';
import type { Caller } from './route-access';

/** The signed-in caller of a guarded route (the access hook has set it). */
export function callerOf(request: FastifyRequest): Caller {
  if (request.caller === null) throw new ApiError('SESSION_INVALID');
  return request.caller;
}

/** Who an audit row names for this request. */
export function actorOf(request: FastifyRequest): AuditActor & { userId: number; account: string } {
  const caller = callerOf(request);
  return { userId: caller.userId, account: caller.account, ip: request.ip };
}
