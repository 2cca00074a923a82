import type {
  messageIdParamsSchema,
  messagePageQuerySchema,
  orderMessagesParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { MessagesService } from './messages.service';

type IdParams = { Params: z.infer<typeof messageIdParamsSchema> };

export function messagesHandlers(messages: MessagesService) {
  return {
    async page(request: FastifyRequest<{ Querystring: z.infer<typeof messagePageQuerySchema> }>) {
      return success(request, await messages.page(request.query));
    },

    async info(request: FastifyRequest<IdParams>) {
      return success(request, await messages.info(request.params.id));
    },

    async forOrder(request: FastifyRequest<{ Params: z.infer<typeof orderMessagesParamsSchema> }>) {
      return success(request, await messages.forOrder(request.params.serialNumber));
    },

    async resend(request: FastifyRequest<IdParams>) {
      return success(request, await messages.resend(request.params.id, actorOf(request)));
    },
  };
}
