import type { messageEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { MessagesService } from './messages.service';

export function messagesHandlers(
  messages: MessagesService,
): EndpointHandlers<typeof messageEndpoints> {
  return {
    page: async (request) => success(request, await messages.page(request.query)),
    info: async (request) => success(request, await messages.info(request.params.id)),
    forOrder: async (request) =>
      success(request, await messages.forOrder(request.params.serialNumber)),
    resend: async (request) =>
      success(request, await messages.resend(request.params.id, actorOf(request))),
  };
}
