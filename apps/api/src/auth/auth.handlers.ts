import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { initializeRequestSchema, loginRequestSchema } from '@portal/contracts';
import { actorOf, callerOf } from '../access/caller';
import { success } from '../common/envelope';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';

export function authHandlers(context: ApiContext) {
  return {
    async captcha(request: FastifyRequest) {
      const { captchaId, image, expiresInSeconds } = await context.captchas.issue();
      return success(request, { captchaId, image, expiresInSeconds });
    },

    async initialized(request: FastifyRequest) {
      return success(request, { initialized: await context.users.isInitialized() });
    },

    async initialize(request: FastifyRequest<{ Body: z.infer<typeof initializeRequestSchema> }>) {
      await context.users.initialize(request.body.password, {
        userId: null,
        account: null,
        ip: request.ip,
      });
      return success(request, null);
    },

    async login(request: FastifyRequest<{ Body: z.infer<typeof loginRequestSchema> }>) {
      return success(request, await context.auth.login(request.body, request.ip));
    },

    async logout(request: FastifyRequest) {
      await context.auth.logout(callerOf(request).sessionId, actorOf(request));
      return success(request, null);
    },

    async switchedOff(): Promise<never> {
      throw new ApiError('FEATURE_DISABLED');
    },
  };
}
