import { auditActionSchema, type AuditEvent, type maintenanceEndpoints } from '@portal/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { auditEvents, migrate } from '../database';
import { ApiError } from '../errors';

export function maintenanceHandlers({
  settings,
  database,
  audit,
  clock,
}: ApiContext): EndpointHandlers<typeof maintenanceEndpoints> {
  return {
    /** Only ever the one file the server writes; no name comes from the request. */
    async downloadLogs(_request, reply) {
      const size = await stat(settings.logFile).then(
        (info) => (info.isFile() ? info.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw new ApiError('FILE_NOT_FOUND');
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="portal-${day}.log"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(settings.logFile, { start: 0, end: Math.max(size - 1, 0) }));
    },

    async upgrade(request) {
      let report;
      try {
        report = await migrate(database.sql, settings.migrationsDir);
      } catch (error) {
        throw new ApiError('UPGRADE_FAILED', { cause: error });
      }
      await audit.record(database.db, actorOf(request), {
        action: 'schema.upgrade',
        detail: { applied: report.applied, alreadyApplied: report.alreadyApplied },
      });
      return success(request, {
        applied: [...report.applied],
        alreadyApplied: report.alreadyApplied,
      });
    },

    async auditPage(request) {
      const { page, size, action, actor } = request.query;
      const filters: SQL[] = [];
      if (action) filters.push(eq(auditEvents.action, action));
      if (actor) filters.push(eq(auditEvents.actorAccount, actor));
      const where = filters.length === 0 ? undefined : and(...filters);
      const [totalRow] = await database.db
        .select({ total: count() })
        .from(auditEvents)
        .where(where);
      const rows = await database.db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.id))
        .limit(size)
        .offset((page - 1) * size);
      const records: AuditEvent[] = rows.map((row) => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        actorAccount: row.actorAccount,
        action: auditActionSchema.parse(row.action),
        target: row.target,
        detail: (row.detail as Record<string, unknown> | null) ?? null,
        ip: row.ip,
      }));
      return success(request, { records, total: Number(totalRow?.total ?? 0), page, size });
    },
  };
}
