import {
  deliveryQuantityStatisticSchema,
  deliverySeriesStatisticSchema,
  envelopeSchema,
  orderQuantityStatisticSchema,
  orderSeriesStatisticSchema,
  statisticQuerySchema as querystring,
} from '@portal/contracts';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { statisticsHandlers } from './statistics.handlers';
import { StatisticsService } from './statistics.service';

const tags = ['statistics'];
/** The dashboard is every signed-in user's (decisions.md §4: USER). */
const dashboard = allow(['USER']);

/** /api/statistic/*: the dashboard's order and delivery (message sending) figures. */
export async function statisticsRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = statisticsHandlers(new StatisticsService(context.database.db, context.clock));
  app.get(
    '/api/statistic/order/quantity',
    {
      config: { access: dashboard },
      schema: {
        tags,
        summary: 'Orders received in a range: per status, total quantity and amount',
        querystring,
        response: { 200: envelopeSchema(orderQuantityStatisticSchema) },
      },
    },
    handlers.orderQuantity,
  );
  app.get(
    '/api/statistic/order',
    {
      config: { access: dashboard },
      schema: {
        tags,
        summary: 'Orders received per year, month, day or hour, empty buckets included',
        querystring,
        response: { 200: envelopeSchema(orderSeriesStatisticSchema) },
      },
    },
    handlers.orderSeries,
  );
  app.get(
    '/api/statistic/delivery/quantity',
    {
      config: { access: dashboard },
      schema: {
        tags,
        summary: 'Outbound messages made in a range: per status and per document type',
        querystring,
        response: { 200: envelopeSchema(deliveryQuantityStatisticSchema) },
      },
    },
    handlers.deliveryQuantity,
  );
  app.get(
    '/api/statistic/delivery',
    {
      config: { access: dashboard },
      schema: {
        tags,
        summary: 'Outbound messages per year, month, day or hour, by status',
        querystring,
        response: { 200: envelopeSchema(deliverySeriesStatisticSchema) },
      },
    },
    handlers.deliverySeries,
  );
}
