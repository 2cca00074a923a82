import { atom } from 'jotai';
import type { SystemSettingsResponse } from '@portal/contracts';

export type SystemSettingValues = SystemSettingsResponse['values'];

/**
 * The system settings as last read from `GET /api/setting/system` (the shell reads them once the
 * user is signed in; the settings screen replaces them after a save), or null before that. The
 * header title, the date-time format and list refresh follow them.
 */
export const systemSettingsAtom = atom<SystemSettingValues | null>(null);
