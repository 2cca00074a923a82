import { mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import pino, { type Logger } from 'pino';

/** The server's logger, and a way to put every line it holds on disk and stdout now. */
export interface ServerLog {
  readonly logger: Logger;
  flushSync(): void;
}

/**
 * Log lines gathered during one turn of the event loop and written in one go right after it.
 * A request's lines cost an array push, not a system call each; and since nothing is ever in
 * flight, a flush is exact and the lines keep their order (sonic-boom's asynchronous mode can
 * write a held line before the one in flight when the process exits).
 */
class BatchedLines {
  private pending: string[] = [];
  private scheduled = false;

  constructor(private readonly sink: (text: string) => void) {}

  write(line: string): boolean {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushSync);
    }
    return true;
  }

  readonly flushSync = (): void => {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.sink(text);
  };
}

const pipeWait = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `text` to a descriptor, waiting while a pipe is full (stdout read by a slow
 * process): nothing may be left queued when the process exits. A destination that fails otherwise
 * (stdout closed, a full disk) loses the text rather than stopping the server.
 */
function writeAllSync(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(pipeWait, 0, 0, 5);
    }
  }
}

/**
 * The server's logger: JSON lines to stdout and to `<DATA_DIR>/logs/portal.log`, the file an admin
 * downloads from /application/logs/download. Lines are batched per turn of the event loop
 * (BatchedLines) and whatever is held is written when the process exits.
 */
export function serverLogger(logFile: string, level = 'info'): ServerLog {
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'a');
  // Not process.stdout: a large write to a full pipe is queued there, and lost at exit.
  const stdout = new BatchedLines((text) => writeAllSync(1, text));
  const file = new BatchedLines((text) => writeAllSync(fd, text));
  const flushSync = (): void => {
    stdout.flushSync();
    file.flushSync();
  };
  process.once('exit', flushSync);
  const logger = pino(
    { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    pino.multistream([
      { stream: stdout, level },
      { stream: file, level },
    ]),
  );
  return { logger, flushSync };
}
