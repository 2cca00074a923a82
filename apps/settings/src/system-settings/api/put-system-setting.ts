import {
  systemSettingsResponseSchema,
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsResponse,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/**
 * PUT /api/setting/put/system?name=…: the server checks the value against that setting's type
 * and answers with every setting as it now stands.
 */
export const putSystemSetting = <N extends SystemSettingName>(
  name: N,
  value: SystemSettings[N],
): Promise<SystemSettingsResponse> =>
  apiClient().put(
    `/setting/put/system?name=${encodeURIComponent(name)}`,
    systemSettingsResponseSchema,
    { value },
  );
