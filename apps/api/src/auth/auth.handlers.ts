import type { authEndpoints } from '@portal/contracts';
import { actorOf, callerOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';

export function authHandlers(context: ApiContext): EndpointHandlers<typeof authEndpoints> {
  const switchedOff = async (): Promise<never> => {
    throw new ApiError('FEATURE_DISABLED');
  };
  return {
    captcha: async (request) => {
      const { captchaId, image, expiresInSeconds } = await context.captchas.issue();
      return success(request, { captchaId, image, expiresInSeconds });
    },
    initialized: async (request) =>
      success(request, { initialized: await context.users.isInitialized() }),
    initialize: async (request) => {
      await context.users.initialize(request.body.password, {
        userId: null,
        account: null,
        ip: request.ip,
      });
      return success(request, null);
    },
    login: async (request) => success(request, await context.auth.login(request.body, request.ip)),
    logout: async (request) => {
      await context.auth.logout(callerOf(request).sessionId, actorOf(request));
      return success(request, null);
    },
    register: switchedOff,
    resetPassword: switchedOff,
  };
}
