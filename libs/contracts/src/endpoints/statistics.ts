import { allow, endpoint } from '../endpoint';
import {
  deliveryQuantityStatisticSchema,
  deliverySeriesStatisticSchema,
  moneyStatisticSchema,
  orderQuantityStatisticSchema,
  orderSeriesStatisticSchema,
  statisticQuerySchema as query,
} from '../statistics';

const tags = ['statistics'];
/** The dashboard is every signed-in user's (decisions.md §4: USER). */
const dashboard = allow(['USER']);

/** /api/statistic/*: the dashboard's order and delivery (message sending) figures. */
export const statisticEndpoints = {
  orderQuantity: endpoint({
    method: 'GET',
    path: '/api/statistic/order/quantity',
    summary: 'Orders received in a range: per status, total quantity and amount',
    tags,
    access: dashboard,
    transfer: 'json',
    query,
    response: orderQuantityStatisticSchema,
  }),
  orderSeries: endpoint({
    method: 'GET',
    path: '/api/statistic/order',
    summary: 'Orders received per year, month, day or hour, empty buckets included',
    tags,
    access: dashboard,
    transfer: 'json',
    query,
    response: orderSeriesStatisticSchema,
  }),
  deliveryQuantity: endpoint({
    method: 'GET',
    path: '/api/statistic/delivery/quantity',
    summary: 'Outbound messages made in a range: per status and per document type',
    tags,
    access: dashboard,
    transfer: 'json',
    query,
    response: deliveryQuantityStatisticSchema,
  }),
  deliverySeries: endpoint({
    method: 'GET',
    path: '/api/statistic/delivery',
    summary: 'Outbound messages per year, month, day or hour, by status',
    tags,
    access: dashboard,
    transfer: 'json',
    query,
    response: deliverySeriesStatisticSchema,
  }),
  money: endpoint({
    method: 'GET',
    path: '/api/statistic/money',
    summary:
      'Invoiced and paid amounts per bucket and open receivables by age, per currency (finance roles)',
    tags,
    // Amounts are finance data: the dashboard shows them to the invoice and payment roles only.
    access: allow(['INVOICE', 'PAYMENT']),
    transfer: 'json',
    query,
    response: moneyStatisticSchema,
  }),
} as const;
