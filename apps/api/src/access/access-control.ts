import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesAllow } from '@portal/contracts';
import { isApiPath, urlPathname } from '../common/paths';
import { ApiError } from '../errors';
import type { Caller, RegisteredRoute, RouteAccess } from './route-access';

/** Why a token was not accepted; each maps to its own catalogue code. */
export type SessionProblem = 'unknown' | 'expired' | 'revoked' | 'deactivated';

export type SessionCheck =
  | { readonly ok: true; readonly caller: Caller }
  | { readonly ok: false; readonly problem: SessionProblem };

/**
 * What the check needs of the sessions. Declared here, and met by auth's SessionService, so that
 * access (which every route imports) never imports auth back.
 */
export interface SessionChecker {
  check(token: string): Promise<SessionCheck>;
}

const problemError: Record<SessionProblem, ApiError['errorName']> = {
  unknown: 'LOGIN_EXPIRED',
  expired: 'LOGIN_EXPIRED',
  revoked: 'LOGIN_EXPIRED',
  deactivated: 'ACCOUNT_DEACTIVATED',
};

/** The token of `Authorization: Bearer <token>`, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * The server side of decisions.md §4: every request to a route is checked against the access the
 * route declared before its input is even validated. An /api route that declared nothing is
 * refused (fail closed). Every route is recorded, so the role-matrix test can enumerate them.
 */
export function registerAccessControl(
  app: FastifyInstance,
  sessions: SessionChecker | undefined,
): RegisteredRoute[] {
  const registry: RegisteredRoute[] = [];
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET, with the same config: one entry is enough.
      if (method === 'HEAD') continue;
      // Read when asked: a plugin's own onRoute hook may still declare access after this one.
      registry.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access: RouteAccess | undefined = request.routeOptions.config.access;
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined) return; // not found: answered by the 404 handler
    if (access === undefined) {
      if (isApiPath(urlPathname(request.url))) {
        request.log.error({ route: routeUrl }, 'route without an access declaration refused');
        throw new ApiError('NO_PERMISSION');
      }
      return; // web assets: the shell, the remotes, the manifest
    }
    if ('public' in access) return;
    const token = bearerToken(request);
    if (token === undefined || token === '') throw new ApiError('SESSION_INVALID');
    if (sessions === undefined) throw new ApiError('SESSION_INVALID');
    const check = await sessions.check(token);
    if (!check.ok) throw new ApiError(problemError[check.problem]);
    const { caller } = check;
    if (caller.mustChangePassword && access.duringPasswordChange !== true) {
      throw new ApiError('PASSWORD_CHANGE_REQUIRED');
    }
    if (!rolesAllow(caller.roles, access.roles)) throw new ApiError('NO_PERMISSION');
    request.caller = caller;
  });
  return registry;
}
