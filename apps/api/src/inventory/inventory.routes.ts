import { inventoryEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { inventoryHandlers } from './inventory.handlers';
import { InventoryService } from './inventory.service';

/** /api/inventory/*: stock, its logs, import and the 846 report, as libs/contracts declares them. */
export async function inventoryRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    inventoryEndpoints,
    inventoryHandlers(new InventoryService(context.database.db, context.clock, context.gateway)),
  );
}
