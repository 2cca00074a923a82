import { allow, endpoint } from '../endpoint';
import { orderExportJobSchema, orderExportParamsSchema, orderExportStartSchema } from '../orders';

const tags = ['orders'];
/** The order list's role: whoever may list orders may export them (decisions.md §4). */
const order = allow(['ORDER']);

/**
 * /api/order/export/*: an order export as a job the user follows (docs/exports.md). Only the
 * user who started a job sees it; another user's job answers "not found".
 */
export const orderExportEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/api/order/export',
    summary:
      'Start writing the ticked orders, or every order the list’s filter matches, to an Excel workbook (no row cap)',
    tags,
    access: order,
    transfer: 'json',
    body: orderExportStartSchema,
    response: orderExportJobSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/order/export/:id',
    summary:
      'How far an order export is: orders written, total, running, done, failed or cancelled',
    tags,
    access: order,
    transfer: 'json',
    params: orderExportParamsSchema,
    response: orderExportJobSchema,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/order/export/:id',
    summary:
      'Cancel a running order export (its partial file is removed), or remove a finished one',
    tags,
    access: order,
    transfer: 'json',
    params: orderExportParamsSchema,
    response: orderExportJobSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/order/export/:id/file',
    summary: 'Download the workbook of a finished order export',
    tags,
    access: order,
    transfer: 'download',
    params: orderExportParamsSchema,
  }),
} as const;
