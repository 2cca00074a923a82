import type {
  changePasswordSchema,
  userActiveSchema,
  userAuthorizeSchema,
  userCreateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf, callerOf } from '../access/caller';
import { success } from '../common/envelope';
import type { ApiContext } from '../context';

type Params = z.infer<typeof userIdParamsSchema>;

export function usersHandlers({ users }: ApiContext) {
  return {
    async current(request: FastifyRequest) {
      return success(request, await users.info(callerOf(request).userId));
    },

    async changePassword(request: FastifyRequest<{ Body: z.infer<typeof changePasswordSchema> }>) {
      const { oldPassword, newPassword } = request.body;
      const session = await users.changePassword(actorOf(request), oldPassword, newPassword);
      return success(request, { token: session.token, expiresAt: session.expiresAt.toISOString() });
    },

    async list(request: FastifyRequest<{ Querystring: z.infer<typeof userListQuerySchema> }>) {
      return success(request, await users.list(request.query));
    },

    async create(request: FastifyRequest<{ Body: z.infer<typeof userCreateSchema> }>) {
      return success(request, await users.create(request.body, actorOf(request)));
    },

    async info(request: FastifyRequest<{ Params: Params }>) {
      return success(request, await users.info(request.params.id));
    },

    async update(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof userUpdateSchema> }>,
    ) {
      return success(
        request,
        await users.update(request.params.id, request.body, actorOf(request)),
      );
    },

    async remove(request: FastifyRequest<{ Params: Params }>) {
      await users.remove(request.params.id, actorOf(request));
      return success(request, null);
    },

    async active(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof userActiveSchema> }>,
    ) {
      return success(
        request,
        await users.setActive(request.params.id, request.body.active, actorOf(request)),
      );
    },

    async authorize(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof userAuthorizeSchema> }>,
    ) {
      return success(
        request,
        await users.authorize(request.params.id, request.body.roles, actorOf(request)),
      );
    },
  };
}
