import { packageEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { packagesHandlers } from './packages.handlers';
import { PackagesService } from './packages.service';

/** /api/package/*: a project's package kinds, as libs/contracts declares them. */
export async function packagesRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    packageEndpoints,
    packagesHandlers(new PackagesService(context.database.db, context.clock)),
  );
}
