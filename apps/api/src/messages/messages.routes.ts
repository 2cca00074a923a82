import { messageEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { messagesHandlers } from './messages.handlers';
import { MessagesService } from './messages.service';

/** /api/message/*: outbound messages, their status, and resending, as libs/contracts declares. */
export async function messagesRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    messageEndpoints,
    messagesHandlers(new MessagesService(context.database.db, context.audit, context.gateway)),
  );
}
