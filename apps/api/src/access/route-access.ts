import type { EndpointAccess, Role, User } from '@portal/contracts';

/**
 * What every route declares (decisions.md §4), as its endpoint contract in libs/contracts says:
 * public, or the roles that may call it.
 */
export type RouteAccess = EndpointAccess;
export { allow, publicAccess } from '@portal/contracts';

/** The signed-in user behind a request, after its token was checked. */
export interface Caller {
  readonly userId: number;
  readonly account: string;
  readonly roles: readonly Role[];
  readonly sessionId: string;
  readonly mustChangePassword: boolean;
  /** The caller's profile, read with the session in the same query (`/user/current` answers it). */
  readonly user: User;
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
