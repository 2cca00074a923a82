import { createPortal } from './server';
import {
  defaultMigrationsDirFor,
  defaultWebRootFor,
  loadSettings,
  SettingsError,
  type Settings,
} from './config';
import { DataDirectoryInUseError } from './database';
import { serverLogger } from './logging';

function readSettings(): Settings {
  try {
    return loadSettings(process.env, {
      defaultWebRoot: defaultWebRootFor(import.meta.url),
      migrationsDir: defaultMigrationsDirFor(import.meta.url),
    });
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const settings = readSettings();
const { logger, flushSync: flushLogs } = serverLogger(settings.logFile);

let portal;
try {
  portal = await createPortal(settings, { logger });
} catch (error) {
  if (error instanceof DataDirectoryInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Could not start the portal: ${String(error)}\n`);
    logger.error({ err: error }, 'could not start the portal');
  }
  process.exit(1);
}
const { app, context, migrations } = portal;
app.log.info(
  {
    database: context?.database.location,
    kind: context?.database.kind,
    migrationsApplied: migrations.applied,
  },
  'database ready',
);
if (context?.captchas.testAnswerActive === true) {
  app.log.warn('TEST_CAPTCHA_ANSWER is set: every captcha accepts it (never in production)');
}

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : settings.port;
// The start-up lines come before the announcement that follows them.
flushLogs();
process.stdout.write(`Portal listening on http://localhost:${port}\n`);

let closing = false;
const shutdown = (signal: NodeJS.Signals): void => {
  if (closing) {
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal} received, closing`);
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
