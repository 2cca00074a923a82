import { settingEndpoints, type SystemSettingsResponse } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Every setting's value, default and who changed it last. */
export const getSystemSettings = (): Promise<SystemSettingsResponse> =>
  apiClient().call(settingEndpoints.read);
