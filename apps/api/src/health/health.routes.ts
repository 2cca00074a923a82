import { healthEndpoints, type Health } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../common/envelope';
import { registerEndpoints } from '../common/endpoint-route';

export interface HealthOptions {
  /** What the server reports as its version (BUILD_ID or the package version). */
  readonly version: string;
}

/** /api/health: liveness, version and uptime, as libs/contracts declares it. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { version }) => {
  registerEndpoints(app, healthEndpoints, {
    health: async (request) => {
      const health: Health = {
        status: 'ok',
        version,
        uptimeSeconds: Math.floor(process.uptime()),
      };
      return success(request, health);
    },
  });
};
