import { orderEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { OrderOperations } from './order-operations';
import { ordersHandlers } from './orders.handlers';
import { OrdersService } from './orders.service';

/** /api/order/* and /api/file/action/request/operate (spec §7), as libs/contracts declares them. */
export async function ordersRoutes(app: App, context: ApiContext): Promise<void> {
  const { db } = context.database;
  registerEndpoints(
    app,
    orderEndpoints,
    ordersHandlers(
      new OrdersService(db),
      new OrderOperations(db, context.clock, context.gateway, context.reservations),
    ),
  );
}
