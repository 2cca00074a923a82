import {
  auditPageSchema,
  auditQuerySchema,
  envelopeSchema,
  upgradeReportSchema,
} from '@portal/contracts';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { maintenanceHandlers } from './maintenance.handlers';

const tags = ['maintenance'];
const admin = allow(['ADMIN']);

/** /api/application/*: the server's log file, schema upgrades and the audit trail (admins). */
export async function maintenanceRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = maintenanceHandlers(context);
  app.get(
    '/api/application/logs/download',
    {
      config: { access: admin },
      schema: { tags, summary: "Download the server's log file (pino JSON lines)" },
    },
    handlers.downloadLogs,
  );
  app.post(
    '/api/application/script/upgrade',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Apply pending database migrations and report what ran',
        response: { 200: envelopeSchema(upgradeReportSchema) },
      },
    },
    handlers.upgrade,
  );
  app.get(
    '/api/application/audit/page',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'The audit trail, newest first',
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema) },
      },
    },
    handlers.auditPage,
  );
}
