import { allow, endpoint } from '../endpoint';
import { z } from 'zod';
import {
  paymentCandidateQuerySchema,
  paymentCandidateSchema,
  paymentFilterSchema,
  paymentIdParamsSchema,
  paymentLineParamsSchema,
  paymentLineSchema,
  paymentMatchSchema,
  paymentOrderDetailSchema,
  paymentPageQuerySchema,
  paymentPageSchema,
} from '../payment';

const tags = ['payment'];
/** Payment orders are the PAYMENT role's (decisions.md §4). */
const access = allow(['PAYMENT']);

/** /api/payment/* (spec §7 /payment/orders): docs/payments.md. */
export const paymentEndpoints = {
  orders: endpoint({
    method: 'GET',
    path: '/api/payment/orders',
    summary: 'Remittance lines of the 820 / REMADV received, with the invoice each one pays',
    tags,
    access,
    transfer: 'json',
    query: paymentPageQuerySchema,
    response: paymentPageSchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/payment/info/:payment_id',
    summary: 'One payment order with all its remittance lines',
    tags,
    access,
    transfer: 'json',
    params: paymentIdParamsSchema,
    response: paymentOrderDetailSchema,
  }),
  match: endpoint({
    method: 'POST',
    path: '/api/payment/match/:line_id',
    summary:
      'Match an unmatched remittance line to one of our sent invoices by hand (logged); a full payment ends the order',
    tags,
    access,
    transfer: 'json',
    params: paymentLineParamsSchema,
    body: paymentMatchSchema,
    response: paymentLineSchema,
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/api/payment/candidates/:line_id',
    summary:
      "The line's project's sent invoices not yet paid in full that a hand match may name (at most 20, newest first), by number or PO",
    tags,
    access,
    transfer: 'json',
    params: paymentLineParamsSchema,
    query: paymentCandidateQuerySchema,
    response: z.array(paymentCandidateSchema),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/payment/export',
    summary: 'Every remittance line matching the filter, as an Excel workbook (5007 when too slow)',
    tags,
    access,
    transfer: 'download',
    query: paymentFilterSchema,
  }),
} as const;
