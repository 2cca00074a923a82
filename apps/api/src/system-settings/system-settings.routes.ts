import {
  envelopeSchema,
  putSystemSettingBodySchema,
  putSystemSettingQuerySchema,
  systemSettingsResponseSchema,
} from '@portal/contracts';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { systemSettingsHandlers } from './system-settings.handlers';

const tags = ['settings'];

/** /api/setting/*: the typed system settings (basic parameters). */
export async function systemSettingsRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = systemSettingsHandlers(context);
  app.get(
    '/api/setting/system',
    {
      config: { access: allow(['USER']) },
      schema: {
        tags,
        summary: 'Every system setting; the initial password is shown to admins only',
        response: { 200: envelopeSchema(systemSettingsResponseSchema) },
      },
    },
    handlers.read,
  );
  app.put(
    '/api/setting/put/system',
    {
      config: { access: allow(['ADMIN']) },
      schema: {
        tags,
        summary: 'Change one setting; the value is checked against its type',
        querystring: putSystemSettingQuerySchema,
        body: putSystemSettingBodySchema,
        response: { 200: envelopeSchema(systemSettingsResponseSchema) },
      },
    },
    handlers.put,
  );
}
