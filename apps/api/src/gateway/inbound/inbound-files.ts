import { overlappingDirectories } from '@portal/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { link, mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { inboundAttempts, inboundFiles, projects, type Database } from '../../database';
import type { Clock } from '../../common/clock';
import { syncDirectory, writeFileAtomically } from '../atomic-file';
import { projectPaths, type ProjectPaths } from '../project-paths';
import type { InboundReceiver, ReceiptProblem, ReceiveOutcome } from './inbound-receiver';
import { storableText } from './storable';

type InboundFileRow = typeof inboundFiles.$inferSelect;

interface AttemptKey {
  readonly projectKey: string;
  readonly fileName: string;
  readonly contentSha256: string;
}

const attemptOf = (key: AttemptKey) =>
  and(
    eq(inboundAttempts.projectKey, key.projectKey),
    eq(inboundAttempts.fileName, key.fileName),
    eq(inboundAttempts.contentSha256, key.contentSha256),
  );

/** A file is picked up once it has not changed for this long (partners should rename anyway). */
export const settleMilliseconds = 1_000;

/**
 * How many times reading one file may start without finishing (the process died, or even the
 * rejection could not be recorded) before the file is quarantined unread. Five: a few crashes of
 * an instance for other reasons while the file was being read must not set a good file aside.
 */
export const maxInboundAttempts = 5;

/** Names the channel never touches: hidden and temporary files, and reason files. */
export const isCandidateName = (name: string): boolean =>
  name !== '' &&
  !name.startsWith('.') &&
  !name.endsWith('.part') &&
  !name.endsWith('.tmp') &&
  name === basename(name) &&
  !name.includes('\\');

export interface InboundFileResult {
  readonly outcome: ReceiveOutcome | undefined;
  /** Relative to the project root: processed/… or error/…; undefined when nothing was there. */
  readonly settledPath: string | undefined;
}

/**
 * The file channel (decisions.md §2). Exactly once, even across crashes: the receipt is
 * committed first (with the file's sha256), then the file is moved to processed/ or error/ and
 * the receipt marked settled. Found again with an unsettled receipt of the same name and
 * content, the file is only moved, never read in twice.
 */
export class InboundFiles {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly dataDir: string,
    private readonly receiver: InboundReceiver,
    private readonly maxBytes: number,
  ) {}

  /** The files ready in every project's inbound directory (creating the directories). */
  async findReady(): Promise<{ projectKey: string; fileName: string }[]> {
    const all = await this.db
      .select({ projectKey: projects.projectKey, connection: projects.connection })
      .from(projects);
    const ready: { projectKey: string; fileName: string }[] = [];
    const now = this.clock.now().getTime();
    for (const project of all) {
      let paths: ProjectPaths;
      let entries: Dirent[];
      // A project saved before directories had to be distinct may still read its own outbound
      // directory: it is not scanned until an admin fixes it (the config screen refuses overlaps).
      if (overlappingDirectories(project.connection.directories).length > 0) continue;
      // One project's unreadable directory must not stop the scan of the others.
      try {
        paths = projectPaths(this.dataDir, project.projectKey, project.connection);
        await ensureDirectories(paths);
        entries = await readdir(paths.inbound, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!entry.isFile() || !isCandidateName(entry.name)) continue;
        const info = await stat(join(paths.inbound, entry.name)).catch(() => undefined);
        if (info === undefined || now - info.mtimeMs < settleMilliseconds) continue;
        ready.push({ projectKey: project.projectKey, fileName: entry.name });
      }
    }
    return ready;
  }

  /** Reads one inbound file in (or finishes its move), then moves it out of the inbound dir. */
  async process(projectKey: string, fileName: string): Promise<InboundFileResult> {
    if (!isCandidateName(fileName)) return { outcome: undefined, settledPath: undefined };
    const [project] = await this.db
      .select()
      .from(projects)
      .where(eq(projects.projectKey, projectKey));
    if (project === undefined) return { outcome: undefined, settledPath: undefined };
    const paths = projectPaths(this.dataDir, projectKey, project.connection);
    await ensureDirectories(paths);
    const source = join(paths.inbound, fileName);
    const info = await stat(source).catch(() => undefined);
    if (info === undefined || !info.isFile()) return { outcome: undefined, settledPath: undefined };

    const tooLarge = info.size > this.maxBytes;
    // A file over the limit is hashed as a stream and never held in memory.
    const bytes = tooLarge ? undefined : await readFile(source);
    const sha = bytes === undefined ? await sha256OfFile(source) : sha256(bytes);

    const [pending] = await this.db
      .select()
      .from(inboundFiles)
      .where(
        and(
          eq(inboundFiles.projectKey, projectKey),
          eq(inboundFiles.channel, 'file'),
          eq(inboundFiles.fileName, fileName),
          eq(inboundFiles.contentSha256, sha),
          isNull(inboundFiles.settledAt),
        ),
      )
      .orderBy(desc(inboundFiles.id))
      .limit(1);
    if (pending !== undefined) {
      const settledPath = await this.settle(paths, source, pending);
      if (settledPath !== undefined) return { outcome: undefined, settledPath };
    }

    const attempt = { projectKey, fileName, contentSha256: sha };
    const { attempts, lastError } = await this.startAttempt(attempt);
    const unread = { projectKey, channel: 'file', fileName, size: info.size, sha } as const;
    let outcome: ReceiveOutcome;
    try {
      if (attempts > maxInboundAttempts) {
        outcome = await this.receiver.rejectUnread(unread, {
          attempts: maxInboundAttempts,
          lastError,
        });
      } else if (bytes === undefined) {
        outcome = await this.receiver.rejectUnread(unread, { tooLarge: true });
      } else {
        outcome = await this.receiver.receive({
          projectKey,
          connection: project.connection,
          channel: 'file',
          fileName,
          bytes,
        });
      }
    } catch (error) {
      await this.failAttempt(attempt, error);
      throw error;
    }
    const [row] = await this.db
      .select()
      .from(inboundFiles)
      .where(eq(inboundFiles.id, outcome.fileId));
    if (row === undefined) throw new Error(`receipt ${outcome.fileId} vanished`);
    const settledPath = await this.settle(paths, source, row);
    await this.db.delete(inboundAttempts).where(attemptOf(attempt));
    return { outcome, settledPath };
  }

  /** Counts one more start of reading this file (committed before reading it). */
  private async startAttempt(
    attempt: AttemptKey,
  ): Promise<{ attempts: number; lastError: string | null }> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(inboundAttempts)
      .values({ ...attempt, attempts: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [
          inboundAttempts.projectKey,
          inboundAttempts.fileName,
          inboundAttempts.contentSha256,
        ],
        set: { attempts: sql`${inboundAttempts.attempts} + 1`, updatedAt: now },
      })
      .returning({ attempts: inboundAttempts.attempts, lastError: inboundAttempts.lastError });
    return { attempts: row?.attempts ?? 1, lastError: row?.lastError ?? null };
  }

  /** Keeps why an attempt failed, for the quarantine's reason; never hides the first error. */
  private async failAttempt(attempt: AttemptKey, error: unknown): Promise<void> {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await this.db
      .update(inboundAttempts)
      .set({ lastError: storableText(message).slice(0, 2000), updatedAt: this.clock.now() })
      .where(attemptOf(attempt))
      .catch(() => undefined);
  }

  /**
   * Moves the file to processed/ (something was taken in) or error/ (nothing was), with a reason
   * file beside it when anything went wrong, then marks the receipt settled. The destination is
   * recorded before the move, and a hard link plus an unlink never overwrites another file, so a
   * crash at any step is finished by the next run. Returns undefined when the receipt's move had
   * in fact completed: the file found now is a new drop with the same content.
   */
  private async settle(
    paths: ProjectPaths,
    source: string,
    receipt: InboundFileRow,
  ): Promise<string | undefined> {
    const sourceInfo = await stat(source);
    let settledPath = receipt.settledPath;
    if (settledPath === null) {
      settledPath = await this.freeDestination(paths, receipt);
      await this.db
        .update(inboundFiles)
        .set({ settledPath })
        .where(eq(inboundFiles.id, receipt.id));
    }
    const target = join(paths.root, settledPath);
    const existing = await stat(target).catch(() => undefined);
    if (
      existing !== undefined &&
      (existing.ino !== sourceInfo.ino || existing.dev !== sourceInfo.dev)
    ) {
      await this.markSettled(receipt.id);
      return undefined;
    }
    if (existing === undefined) {
      if (receipt.status !== 'accepted') {
        await writeFileAtomically(
          dirname(target),
          `${basename(target)}.reason.txt`,
          reasonText(receipt),
        );
      }
      await link(source, target);
    }
    await unlink(source);
    await syncDirectory(dirname(target));
    await syncDirectory(paths.inbound);
    await this.markSettled(receipt.id);
    return settledPath;
  }

  /**
   * Receipts whose move completed but was not marked (a crash right after the unlink): the file
   * is at its destination and gone from the inbound directory. Run at start and by the sweep.
   */
  async reconcile(): Promise<number> {
    const unsettled = await this.db
      .select({
        id: inboundFiles.id,
        projectKey: inboundFiles.projectKey,
        fileName: inboundFiles.fileName,
        settledPath: inboundFiles.settledPath,
        connection: projects.connection,
      })
      .from(inboundFiles)
      .innerJoin(projects, eq(projects.projectKey, inboundFiles.projectKey))
      .where(and(eq(inboundFiles.channel, 'file'), isNull(inboundFiles.settledAt)));
    let settled = 0;
    for (const receipt of unsettled) {
      if (receipt.settledPath === null) continue;
      const paths = projectPaths(this.dataDir, receipt.projectKey, receipt.connection);
      const moved = await exists(join(paths.root, receipt.settledPath));
      const stillThere = await exists(join(paths.inbound, receipt.fileName));
      if (moved && !stillThere) {
        await this.markSettled(receipt.id);
        settled += 1;
      }
    }
    return settled;
  }

  /** processed/<name> or error/<name>, or `<receipt id>-<name>` when that name is taken. */
  private async freeDestination(paths: ProjectPaths, receipt: InboundFileRow): Promise<string> {
    const good = receipt.status === 'accepted' || receipt.status === 'partial';
    const directory = good ? paths.processed : paths.error;
    const plain = join(directory, receipt.fileName);
    const taken = await stat(plain).then(
      () => true,
      () => false,
    );
    const chosen = taken ? join(directory, `${receipt.id}-${receipt.fileName}`) : plain;
    return relative(paths.root, chosen);
  }

  private async markSettled(id: number): Promise<void> {
    await this.db
      .update(inboundFiles)
      .set({ settledAt: this.clock.now() })
      .where(eq(inboundFiles.id, id));
  }
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

async function ensureDirectories(paths: ProjectPaths): Promise<void> {
  for (const directory of [paths.inbound, paths.outbound, paths.processed, paths.error]) {
    await mkdir(directory, { recursive: true });
  }
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** What an operator reads beside a file in error/ (or a partly accepted one in processed/). */
export function reasonText(receipt: InboundFileRow): string {
  const problems = receipt.errors as ReceiptProblem[];
  const lines = [
    `File: ${receipt.fileName}`,
    `Received: ${receipt.receivedAt.toISOString()} (receipt #${receipt.id}, ${receipt.channel})`,
    `Outcome: ${receipt.status}`,
    `Reason: ${receipt.reason ?? ''}`,
  ];
  if (problems.length > 0) {
    lines.push('', 'Problems:');
    for (const problem of problems) {
      const where = [
        problem.interchange === undefined ? '' : `interchange ${problem.interchange}`,
        problem.transaction === undefined ? '' : `document ${problem.transaction}`,
        problem.segmentPosition === undefined
          ? ''
          : `segment ${problem.segmentPosition}${problem.segmentTag === undefined ? '' : ` (${problem.segmentTag})`}`,
        problem.elementPosition === undefined ? '' : `element ${problem.elementPosition}`,
      ]
        .filter((part) => part !== '')
        .join(', ');
      lines.push(`- [${problem.code}] ${problem.message}${where === '' ? '' : ` — ${where}`}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
