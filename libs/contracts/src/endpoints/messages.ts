import { z } from 'zod';
import { allow, endpoint } from '../endpoint';
import {
  messageDetailSchema,
  messageIdParamsSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  orderMessagesParamsSchema,
} from '../edi-gateway';
import { orderReaders } from './orders';

const tags = ['messages'];
/** Message sending is the delivery area (decisions.md §4). */
const delivery = allow(['DELIVERY']);

/** /api/message/*: outbound messages, their status, and resending. */
export const messageEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/message/page',
    summary: 'Outbound messages, newest first, filtered by project, status, type, order, time',
    tags,
    access: delivery,
    transfer: 'json',
    query: messagePageQuerySchema,
    response: messagePageSchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/message/info/:id',
    summary: 'One message with its text as written and its canonical document',
    tags,
    access: delivery,
    transfer: 'json',
    params: messageIdParamsSchema,
    response: messageDetailSchema,
  }),
  forOrder: endpoint({
    method: 'GET',
    path: '/api/message/order/:serialNumber',
    summary: 'The messages sent about one order',
    tags,
    access: orderReaders,
    transfer: 'json',
    params: orderMessagesParamsSchema,
    response: z.array(messageSchema),
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/message/resend/:id',
    summary: 'Send a message again as a new interchange (new control numbers)',
    tags,
    access: delivery,
    transfer: 'json',
    params: messageIdParamsSchema,
    response: messageSchema,
  }),
} as const;
