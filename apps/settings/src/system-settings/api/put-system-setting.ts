import {
  settingEndpoints,
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsResponse,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/**
 * Changes one setting: the server checks the value against that setting's type and answers with
 * every setting as it now stands.
 */
export const putSystemSetting = <N extends SystemSettingName>(
  name: N,
  value: SystemSettings[N],
): Promise<SystemSettingsResponse> =>
  apiClient().call(settingEndpoints.put, { query: { name }, body: { value } });
