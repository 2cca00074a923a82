import { allow, endpoint } from '../endpoint';
import {
  putSystemSettingBodySchema,
  putSystemSettingQuerySchema,
  systemSettingsResponseSchema,
} from '../system-settings';

const tags = ['settings'];

/** /api/setting/*: the typed system settings (basic parameters). */
export const settingEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/setting/system',
    summary: 'Every system setting; the initial password is shown to admins only',
    tags,
    // Every screen reads the title, formats and refresh interval.
    access: allow(['USER']),
    transfer: 'json',
    response: systemSettingsResponseSchema,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/api/setting/put/system',
    summary: 'Change one setting; the value is checked against its type',
    tags,
    access: allow(['ADMIN']),
    transfer: 'json',
    query: putSystemSettingQuerySchema,
    body: putSystemSettingBodySchema,
    response: systemSettingsResponseSchema,
  }),
} as const;
