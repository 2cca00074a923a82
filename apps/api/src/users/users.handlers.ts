import type { userEndpoints } from '@portal/contracts';
import { actorOf, callerOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { ApiContext } from '../context';

export function usersHandlers({ users }: ApiContext): EndpointHandlers<typeof userEndpoints> {
  return {
    current: async (request) => success(request, callerOf(request).user),
    changePassword: async (request) => {
      const { oldPassword, newPassword } = request.body;
      const session = await users.changePassword(actorOf(request), oldPassword, newPassword);
      return success(request, { token: session.token, expiresAt: session.expiresAt.toISOString() });
    },
    list: async (request) => success(request, await users.list(request.query)),
    create: async (request) => success(request, await users.create(request.body, actorOf(request))),
    info: async (request) => success(request, await users.info(request.params.id)),
    update: async (request) =>
      success(request, await users.update(request.params.id, request.body, actorOf(request))),
    remove: async (request) => {
      await users.remove(request.params.id, actorOf(request));
      return success(request, null);
    },
    active: async (request) =>
      success(
        request,
        await users.setActive(request.params.id, request.body.active, actorOf(request)),
      ),
    authorize: async (request) =>
      success(
        request,
        await users.authorize(request.params.id, request.body.roles, actorOf(request)),
      ),
  };
}
