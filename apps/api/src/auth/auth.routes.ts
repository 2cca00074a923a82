import { authEndpoints } from '@portal/contracts';
import rateLimit from '@fastify/rate-limit';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { authHandlers } from './auth.handlers';

/**
 * /api/auth/*, as libs/contracts declares them. Rate limited per client address, so that
 * captchas and passwords cannot be tried at speed.
 */
export async function authRoutes(app: App, context: ApiContext): Promise<void> {
  await app.register(rateLimit, {
    max: context.settings.authRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new ApiError('TOO_MANY_REQUESTS'),
  });
  registerEndpoints(app, authEndpoints, authHandlers(context));
}
