import { locationEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { locationsHandlers } from './locations.handlers';
import { LocationsService } from './locations.service';

/** /api/location/*: ship-to, ship-from and remit-to addresses, as libs/contracts declares them. */
export async function locationsRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    locationEndpoints,
    locationsHandlers(new LocationsService(context.database.db, context.clock)),
  );
}
