import {
  envelopeSchema,
  messageDetailSchema,
  messageIdParamsSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  orderMessagesParamsSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { messagesHandlers } from './messages.handlers';
import { MessagesService } from './messages.service';

const tags = ['messages'];
/** Message sending is the delivery area (decisions.md §4). */
const delivery = allow(['DELIVERY']);
/** Whoever can see an order can see what was sent about it. */
const orderReaders = allow(['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE', 'PAYMENT']);

/** /api/message/*: outbound messages, their status, and resending. */
export async function messagesRoutes(app: App, context: ApiContext): Promise<void> {
  const service = new MessagesService(context.database.db, context.audit, context.gateway);
  const handlers = messagesHandlers(service);
  app.get(
    '/api/message/page',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'Outbound messages, newest first, filtered by project, status, type, order, time',
        querystring: messagePageQuerySchema,
        response: { 200: envelopeSchema(messagePageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/message/info/:id',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'One message with its text as written and its canonical document',
        params: messageIdParamsSchema,
        response: { 200: envelopeSchema(messageDetailSchema) },
      },
    },
    handlers.info,
  );
  app.get(
    '/api/message/order/:serialNumber',
    {
      config: { access: orderReaders },
      schema: {
        tags,
        summary: 'The messages sent about one order',
        params: orderMessagesParamsSchema,
        response: { 200: envelopeSchema(z.array(messageSchema)) },
      },
    },
    handlers.forOrder,
  );
  app.post(
    '/api/message/resend/:id',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'Send a message again as a new interchange (new control numbers)',
        params: messageIdParamsSchema,
        response: { 200: envelopeSchema(messageSchema) },
      },
    },
    handlers.resend,
  );
}
