import { z } from 'zod';
import { allow, endpoint } from '../endpoint';
import {
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
} from '../orders';

const tags = ['orders'];
/** Order information and order operation (decisions.md §4). */
const order = allow(['ORDER']);
/**
 * Screens that open an order from their own work: purchase, delivery, invoice, payment. Whoever
 * can see an order can also see the messages sent about it (messages.ts).
 */
export const orderReaders = allow(['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE', 'PAYMENT']);

/**
 * The latest order with one of its numbers (spec §7: /order/info/{kind}/{number}), in the given
 * project or, without one, in whichever project has it.
 */
const lookup = <const P extends `/api/order/info/${string}/:number`>(path: P, what: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: `The latest order with this ${what}, in the project given or in any project`,
    tags,
    access: orderReaders,
    transfer: 'json',
    params: orderNumberParamsSchema,
    query: orderProjectQuerySchema,
    response: orderDetailSchema,
  });

/** /api/order/* and /api/file/action/request/operate (spec §7). */
export const orderEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/order/page',
    summary:
      'Orders, filtered and sorted; pass the previous page’s `next` as `after` to page by keyset',
    tags,
    access: order,
    transfer: 'json',
    query: orderPageQuerySchema,
    response: orderPageSchema,
  }),
  documentTypes: endpoint({
    method: 'GET',
    path: '/api/order/documentTypes',
    summary: 'The order document types a project’s standard sends (850, 860, 830 / ORDERS…)',
    tags,
    access: order,
    transfer: 'json',
    query: orderDocumentTypesQuerySchema,
    response: z.array(orderDocumentTypeSchema),
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/order/info/:serial_number',
    summary: 'One order: header, parties, lines, documents, versions, changes, stock held',
    tags,
    access: orderReaders,
    transfer: 'json',
    params: orderSerialParamsSchema,
    response: orderDetailSchema,
  }),
  byDocumentNumber: lookup('/api/order/info/document/:number', 'document number'),
  byOrderNumber: lookup('/api/order/info/order/:number', 'order (PO) number'),
  byEitherNumber: lookup('/api/order/info/document_order/:number', 'document or order number'),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/order/delete/:serial_number',
    summary:
      'Delete an order (projects that allow it; new, received, changed, rejected or cancelled)',
    tags,
    access: order,
    transfer: 'json',
    params: orderSerialParamsSchema,
    response: z.null(),
  }),
  logs: endpoint({
    method: 'GET',
    path: '/api/order/record/:serial_number',
    summary: 'The order’s operation log: who moved it, when, from and to which status',
    tags,
    access: orderReaders,
    transfer: 'json',
    params: orderSerialParamsSchema,
    response: z.array(orderLogSchema),
  }),
  errors: endpoint({
    method: 'GET',
    path: '/api/order/recordError/:serial_number',
    summary: 'Errors around an order: its documents, failed messages, changes not applied',
    tags,
    access: orderReaders,
    transfer: 'json',
    params: orderSerialParamsSchema,
    response: z.array(orderErrorSchema),
  }),
  operate: endpoint({
    method: 'POST',
    path: '/api/file/action/request/operate',
    summary:
      'Accept, reject, backorder or cancel an order per the status machine; sends the 855 / ORDRSP',
    tags,
    access: order,
    transfer: 'json',
    body: orderOperateSchema,
    response: orderOperateResultSchema,
  }),
} as const;
