import { settingEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { systemSettingsHandlers } from './system-settings.handlers';

/** /api/setting/*: the typed system settings (basic parameters). */
export async function systemSettingsRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(app, settingEndpoints, systemSettingsHandlers(context));
}
