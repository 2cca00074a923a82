import type { FastifyBaseLogger } from 'fastify';
import { buildPortalApp, type PortalApp } from './app';
import { ensureDemoProject } from './gateway/demo-project';
import { systemClock, type Clock } from './common/clock';
import type { Settings } from './config';
import { databaseTarget, migrate, openDatabase, type MigrationReport } from './database';
import { EmbeddedVacuum } from './database/vacuum-schedule';

export interface StartedPortal extends PortalApp {
  readonly migrations: MigrationReport;
  /** VACUUM ANALYZE on a schedule on the embedded database; idle on PostgreSQL. */
  readonly vacuum: EmbeddedVacuum;
}

/**
 * Opens the database (embedded PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL), applies
 * pending migrations, and builds the server over it. Closing the server closes the database.
 */
export async function createPortal(
  settings: Settings,
  options: { logger?: FastifyBaseLogger; clock?: Clock } = {},
): Promise<StartedPortal> {
  const database = await openDatabase(databaseTarget(settings));
  try {
    const migrations = await migrate(database.sql, settings.migrationsDir);
    const portal = buildPortalApp(settings, {
      database,
      ...(options.logger === undefined ? {} : { loggerInstance: options.logger }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    const vacuum = new EmbeddedVacuum(database, options.clock ?? systemClock, portal.app.log);
    portal.app.addHook('onClose', async () => {
      try {
        await vacuum.stop();
        await portal.context?.gateway.stop();
      } finally {
        await database.close();
      }
    });
    if (settings.ediDemoProject) await ensureDemoProject(database.db);
    if (settings.ediGateway) await portal.context?.gateway.start();
    vacuum.start();
    return { ...portal, migrations, vacuum };
  } catch (error) {
    await database.close();
    throw error;
  }
}
