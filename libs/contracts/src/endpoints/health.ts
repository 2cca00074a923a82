import { endpoint, publicAccess } from '../endpoint';
import { healthSchema } from '../health';

/** /api/health: what a load balancer or an operator asks first. */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness, version and uptime',
    tags: ['health'],
    access: publicAccess,
    transfer: 'json',
    response: healthSchema,
  }),
} as const;
