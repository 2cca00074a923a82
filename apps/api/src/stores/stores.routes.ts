import { storeEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { storesHandlers } from './stores.handlers';
import { StoresService } from './stores.service';

/** /api/store/*: stores and warehouses, as libs/contracts declares them. */
export async function storesRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    storeEndpoints,
    storesHandlers(new StoresService(context.database.db, context.clock)),
  );
}
