import { deliveryEndpoints, maxDeliveryRequestBytes } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { deliveryHandlers } from './delivery.handlers';
import { DeliveryService } from './delivery.service';

/** /api/delivery/* and the send action (spec §7): ship notices, docs/ship-notices.md. */
export async function deliveryRoutes(app: App, context: ApiContext): Promise<void> {
  // A notice of thousands of packages and line rows is larger than Fastify's default 1 MiB.
  const large = { bodyLimit: maxDeliveryRequestBytes };
  registerEndpoints(
    app,
    deliveryEndpoints,
    deliveryHandlers(
      new DeliveryService(
        context.database.db,
        context.clock,
        context.gateway,
        context.settings.dataDir,
      ),
    ),
    { save: large, saveData: large, saveByPo: large, send: large },
  );
}
