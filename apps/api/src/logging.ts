import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pino, { type Logger } from 'pino';

/**
 * The server's logger: JSON lines to stdout and to `<DATA_DIR>/logs/portal.log`, the file an admin
 * downloads from /application/logs/download.
 */
export function serverLogger(logFile: string, level = 'info'): Logger {
  mkdirSync(dirname(logFile), { recursive: true });
  const file = pino.destination({ dest: logFile, append: true, sync: false });
  return pino(
    { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    pino.multistream([
      { stream: process.stdout, level },
      { stream: file, level },
    ]),
  );
}
