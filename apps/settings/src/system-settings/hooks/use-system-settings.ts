import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { SystemSettingName, SystemSettings, SystemSettingsResponse } from '@portal/contracts';
import { systemSettingsAtom } from '@portal/auth';
import { getSystemSettings } from '../api/get-system-settings';
import { putSystemSetting } from '../api/put-system-setting';

export interface SystemSettingsState {
  settings: SystemSettingsResponse | null;
  loading: boolean;
  /** Set when the settings could not be read; the client's snackbar said why. */
  failed: boolean;
  reload: () => void;
  /** Saves one setting; resolves once the server accepted it, rejects with its ApiError. */
  save: <N extends SystemSettingName>(name: N, value: SystemSettings[N]) => Promise<void>;
}

/**
 * The settings as the admin sees them (values, defaults, who changed what). A save also updates
 * the portal-wide settings, so the header title and date formats follow at once.
 */
export function useSystemSettings(): SystemSettingsState {
  const [settings, setSettings] = useState<SystemSettingsResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const setPortalSettings = useSetAtom(systemSettingsAtom);

  useEffect(() => {
    let active = true;
    getSystemSettings().then(
      (response) => {
        if (!active) return;
        setSettings(response);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [generation]);

  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((current) => current + 1);
  }, []);

  const save = useCallback(
    async <N extends SystemSettingName>(name: N, value: SystemSettings[N]) => {
      const response = await putSystemSetting(name, value);
      setSettings(response);
      setPortalSettings(response.values);
    },
    [setPortalSettings],
  );

  return { settings, loading, failed, reload, save };
}
