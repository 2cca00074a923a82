import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/setting/system: the settings every signed-in user reads (title, formats, refresh). */
export const getSystemSettings = (): Promise<SystemSettingsResponse> =>
  apiClient().get('/setting/system', systemSettingsResponseSchema);
