import type { StatisticQuery } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { success } from '../common/envelope';
import type { StatisticsService } from './statistics.service';

type StatisticRequest = FastifyRequest<{ Querystring: StatisticQuery }>;

export function statisticsHandlers(statistics: StatisticsService) {
  return {
    orderQuantity: async (request: StatisticRequest) =>
      success(request, await statistics.orderQuantity(request.query)),
    orderSeries: async (request: StatisticRequest) =>
      success(request, await statistics.orderSeries(request.query)),
    deliveryQuantity: async (request: StatisticRequest) =>
      success(request, await statistics.deliveryQuantity(request.query)),
    deliverySeries: async (request: StatisticRequest) =>
      success(request, await statistics.deliverySeries(request.query)),
  };
}
