import { buildApp } from './app';
import { defaultWebRootFor, loadSettings, SettingsError, type Settings } from './config';

function readSettings(): Settings {
  try {
    return loadSettings(process.env, { defaultWebRoot: defaultWebRootFor(import.meta.url) });
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const settings = readSettings();
const app = buildApp(settings, { logger: { level: 'info' } });

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : settings.port;
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
