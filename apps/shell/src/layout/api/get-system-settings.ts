import { settingEndpoints, type SystemSettingsResponse } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The settings every signed-in user reads (title, formats, refresh). */
export const getSystemSettings = (): Promise<SystemSettingsResponse> =>
  apiClient().call(settingEndpoints.read);
