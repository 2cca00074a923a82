import { z } from 'zod';
import { allow, endpoint } from '../endpoint';
import {
  invoiceDetailSchema,
  invoiceFilterSchema,
  invoiceIdParamsSchema,
  invoicePageQuerySchema,
  invoicePageSchema,
  invoicePdfQuerySchema,
  invoiceSaveSchema,
  invoiceSendResultSchema,
  invoiceSendSchema,
  invoiceSerialParamsSchema,
} from '../invoice';
import { deliveryProjectQuerySchema } from '../delivery';

const tags = ['invoice'];
/** Invoice information is the INVOICE role's (decisions.md §4). */
const reading = allow(['INVOICE']);
/**
 * The invoice builder lives on the delivery screen ("invoice items", "SPAC entries"): message
 * sending is DELIVERY's, the invoice itself INVOICE's, so either may prepare and send one.
 */
const preparing = allow(['INVOICE', 'DELIVERY']);

/** /api/invoice/* and /api/file/action/invoice: docs/invoices.md. */
export const invoiceEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/invoice/page',
    summary: 'Invoices sent and received, with their message status and what is paid',
    tags,
    access: reading,
    transfer: 'json',
    query: invoicePageQuerySchema,
    response: invoicePageSchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/invoice/info/:invoice_id',
    summary: 'One invoice: data, totals, order lines, messages with their 997, payments matched',
    tags,
    access: preparing,
    transfer: 'json',
    params: invoiceIdParamsSchema,
    response: invoiceDetailSchema,
  }),
  ofOrder: endpoint({
    method: 'GET',
    path: '/api/invoice/order/:serial_number',
    summary:
      'The order’s latest invoice, or a new one prefilled from its ship notice and order (not stored)',
    tags,
    access: preparing,
    transfer: 'json',
    params: invoiceSerialParamsSchema,
    query: deliveryProjectQuerySchema,
    response: invoiceDetailSchema,
  }),
  orderTabs: endpoint({
    method: 'GET',
    path: '/api/invoice/orderTabs/:serial_number',
    summary: 'The sent invoice the order view’s invoice tabs show (null while the order has none)',
    tags,
    access: allow(['ORDER', 'INVOICE']),
    transfer: 'json',
    params: invoiceSerialParamsSchema,
    response: invoiceDetailSchema.nullable(),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/invoice/save/:serial_number',
    summary: 'Create or update the order’s draft invoice (numbered from the project’s sequence)',
    tags,
    access: preparing,
    transfer: 'json',
    params: invoiceSerialParamsSchema,
    body: invoiceSaveSchema,
    response: invoiceDetailSchema,
  }),
  creditMemo: endpoint({
    method: 'POST',
    path: '/api/invoice/creditMemo/:invoice_id',
    summary: 'A credit-memo draft against a sent invoice, with its lines to adjust',
    tags,
    access: preparing,
    transfer: 'json',
    params: invoiceIdParamsSchema,
    response: invoiceDetailSchema,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/invoice/delete/:invoice_id',
    summary: 'Delete a draft invoice (a sent one is kept)',
    tags,
    access: preparing,
    transfer: 'json',
    params: invoiceIdParamsSchema,
    response: z.null(),
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/file/action/invoice',
    summary:
      'Check and send a draft as 810 / INVOIC: SENT_ASN → SEND_INV, SENT_INV once the file is written',
    tags,
    access: preparing,
    transfer: 'json',
    body: invoiceSendSchema,
    response: invoiceSendResultSchema,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/invoice/pdf/:invoice_id',
    summary: 'The printable invoice (PDF) in Chinese or English',
    tags,
    access: preparing,
    transfer: 'download',
    params: invoiceIdParamsSchema,
    query: invoicePdfQuerySchema,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/invoice/export',
    summary: 'Every invoice matching the filter, as an Excel workbook',
    tags,
    access: reading,
    transfer: 'download',
    query: invoiceFilterSchema,
  }),
} as const;
