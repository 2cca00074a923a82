import { allow, endpoint } from '../endpoint';
import { auditPageSchema, auditQuerySchema, upgradeReportSchema } from '../audit';

const tags = ['maintenance'];
/** The system's technical side is the admin's (decisions.md §4). */
const admin = allow(['ADMIN']);

/** /api/application/*: the server's log file, schema upgrades and the audit trail. */
export const maintenanceEndpoints = {
  downloadLogs: endpoint({
    method: 'GET',
    path: '/api/application/logs/download',
    summary: "Download the server's log file (pino JSON lines)",
    tags,
    access: admin,
    transfer: 'download',
  }),
  upgrade: endpoint({
    method: 'POST',
    path: '/api/application/script/upgrade',
    summary: 'Apply pending database migrations and report what ran',
    tags,
    access: admin,
    transfer: 'json',
    response: upgradeReportSchema,
  }),
  auditPage: endpoint({
    method: 'GET',
    path: '/api/application/audit/page',
    summary: 'The audit trail, newest first',
    tags,
    access: admin,
    transfer: 'json',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
} as const;
