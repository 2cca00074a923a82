import type { statisticEndpoints } from '@portal/contracts';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { StatisticsService } from './statistics.service';

export function statisticsHandlers(
  statistics: StatisticsService,
): EndpointHandlers<typeof statisticEndpoints> {
  return {
    orderQuantity: async (request) =>
      success(request, await statistics.orderQuantity(request.query)),
    orderSeries: async (request) => success(request, await statistics.orderSeries(request.query)),
    deliveryQuantity: async (request) =>
      success(request, await statistics.deliveryQuantity(request.query)),
    deliverySeries: async (request) =>
      success(request, await statistics.deliverySeries(request.query)),
    money: async (request) => success(request, await statistics.money(request.query)),
  };
}
