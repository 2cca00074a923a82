import { maintenanceEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { maintenanceHandlers } from './maintenance.handlers';

/** /api/application/*: the server's log file, schema upgrades and the audit trail (admins). */
export async function maintenanceRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(app, maintenanceEndpoints, maintenanceHandlers(context));
}
