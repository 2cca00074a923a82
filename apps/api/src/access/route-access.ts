import type { Role } from '@portal/contracts';

/**
 * What every route declares (decisions.md §4): public, or the roles that may call it. A caller who
 * must still change their initial password is refused everywhere except where
 * `duringPasswordChange` says so (current user, logout, change password).
 */
export type RouteAccess =
  | { readonly public: true }
  | { readonly roles: readonly Role[]; readonly duringPasswordChange?: boolean };

export const publicAccess: RouteAccess = { public: true };

export const allow = (
  roles: readonly Role[],
  options: { duringPasswordChange?: boolean } = {},
): RouteAccess => ({ roles, ...options });

/** The signed-in user behind a request, after its token was checked. */
export interface Caller {
  readonly userId: number;
  readonly account: string;
  readonly roles: readonly Role[];
  readonly sessionId: string;
  readonly mustChangePassword: boolean;
}

/** One registered route and what it declared, as the role-matrix test enumerates them. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
