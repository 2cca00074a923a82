import { maxPurchaseActionBytes, purchaseEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import { OrderOperations } from '../orders/order-operations';
import type { ApiContext } from '../context';
import { purchaseHandlers } from './purchase.handlers';
import { PurchaseService } from './purchase.service';

/** /api/purchase/* (spec §7): fulfilment, as libs/contracts declares it (docs/fulfilment.md). */
export async function purchaseRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    purchaseEndpoints,
    purchaseHandlers(
      new PurchaseService(
        context.database.db,
        context.clock,
        context.reservations,
        new OrderOperations(
          context.database.db,
          context.clock,
          context.gateway,
          context.reservations,
        ),
      ),
    ),
    // A packing plan of thousands of packages is larger than Fastify's default 1 MiB.
    { action: { bodyLimit: maxPurchaseActionBytes } },
  );
}
