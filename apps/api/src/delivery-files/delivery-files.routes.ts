import { deliveryFileEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { deliveryFileHandlers } from './delivery-files.handlers';
import { DeliveryFilesService } from './delivery-files.service';

/** /api/file/* of the delivery screen (spec §7): line items, the ASN template, report files. */
export async function deliveryFileRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    deliveryFileEndpoints,
    deliveryFileHandlers(
      new DeliveryFilesService(context.database.db, context.clock, context.settings.dataDir),
    ),
  );
}
