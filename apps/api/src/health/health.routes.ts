import { envelopeSchema, healthSchema, type Health } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../access/route-access';
import { success } from '../common/envelope';

export interface HealthOptions {
  /** What the server reports as its version (BUILD_ID or the package version). */
  readonly version: string;
}

/** `GET /api/health`: liveness, version and uptime. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { version }) => {
  app.get(
    '/api/health',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['health'],
        summary: 'Liveness, version and uptime',
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (request) => {
      const health: Health = {
        status: 'ok',
        version,
        uptimeSeconds: Math.floor(process.uptime()),
      };
      return success(request, health);
    },
  );
};
