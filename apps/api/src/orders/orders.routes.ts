import {
  envelopeSchema,
  orderDetailSchema,
  orderDocumentTypeSchema,
  orderDocumentTypesQuerySchema,
  orderErrorSchema,
  orderLogSchema,
  orderNumberParamsSchema,
  orderOperateResultSchema,
  orderOperateSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderProjectQuerySchema,
  orderSerialParamsSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { OrderOperations } from './order-operations';
import { ordersHandlers } from './orders.handlers';
import { OrdersService } from './orders.service';

const tags = ['orders'];
/** Order information and order operation (decisions.md §4). */
const order = allow(['ORDER']);
/** Screens that open an order from their own work: purchase, delivery, invoice, payment. */
const orderReaders = allow(['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE', 'PAYMENT']);
const detail = { 200: envelopeSchema(orderDetailSchema) };

/** /api/order/* and /api/file/action/request/operate (spec §7). */
export async function ordersRoutes(app: App, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const handlers = ordersHandlers(
    new OrdersService(db),
    new OrderOperations(db, context.clock, context.gateway, context.reservations),
  );
  app.get(
    '/api/order/page',
    {
      config: { access: order },
      schema: {
        tags,
        summary:
          'Orders, filtered and sorted; pass the previous page’s `next` as `after` to page by keyset',
        querystring: orderPageQuerySchema,
        response: { 200: envelopeSchema(orderPageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/order/documentTypes',
    {
      config: { access: order },
      schema: {
        tags,
        summary: 'The order document types a project’s standard sends (850, 860, 830 / ORDERS…)',
        querystring: orderDocumentTypesQuerySchema,
        response: { 200: envelopeSchema(z.array(orderDocumentTypeSchema)) },
      },
    },
    handlers.documentTypes,
  );
  app.get(
    '/api/order/info/:serial_number',
    {
      config: { access: orderReaders },
      schema: {
        tags,
        summary: 'One order: header, parties, lines, documents, versions, changes, stock held',
        params: orderSerialParamsSchema,
        response: detail,
      },
    },
    handlers.info,
  );
  const lookups = [
    ['document', 'document number', handlers.byDocumentNumber],
    ['order', 'order (PO) number', handlers.byOrderNumber],
    ['document_order', 'document or order number', handlers.byEitherNumber],
  ] as const;
  for (const [path, what, handler] of lookups) {
    app.get(
      `/api/order/info/${path}/:number`,
      {
        config: { access: orderReaders },
        schema: {
          tags,
          summary: `The latest order of a project by its ${what}`,
          params: orderNumberParamsSchema,
          querystring: orderProjectQuerySchema,
          response: detail,
        },
      },
      handler,
    );
  }
  app.delete(
    '/api/order/delete/:serial_number',
    {
      config: { access: order },
      schema: {
        tags,
        summary:
          'Delete an order (projects that allow it; new, received, changed, rejected or cancelled)',
        params: orderSerialParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
  app.get(
    '/api/order/record/:serial_number',
    {
      config: { access: orderReaders },
      schema: {
        tags,
        summary: 'The order’s operation log: who moved it, when, from and to which status',
        params: orderSerialParamsSchema,
        response: { 200: envelopeSchema(z.array(orderLogSchema)) },
      },
    },
    handlers.logs,
  );
  app.get(
    '/api/order/recordError/:serial_number',
    {
      config: { access: orderReaders },
      schema: {
        tags,
        summary: 'Errors around an order: its documents, failed messages, changes not applied',
        params: orderSerialParamsSchema,
        response: { 200: envelopeSchema(z.array(orderErrorSchema)) },
      },
    },
    handlers.errors,
  );
  app.post(
    '/api/file/action/request/operate',
    {
      config: { access: order },
      schema: {
        tags,
        summary:
          'Accept, reject, backorder or cancel an order per the status machine; sends the 855 / ORDRSP',
        body: orderOperateSchema,
        response: { 200: envelopeSchema(orderOperateResultSchema) },
      },
    },
    handlers.operate,
  );
}
