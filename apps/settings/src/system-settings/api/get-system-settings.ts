import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/setting/system: every setting's value, default and who changed it last. */
export const getSystemSettings = (): Promise<SystemSettingsResponse> =>
  apiClient().get('/setting/system', systemSettingsResponseSchema);
