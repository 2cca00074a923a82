import { parseX12, writeX12, x12PurchaseOrderSegments } from '@portal/edi';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  inboundFiles,
  messages,
  migrate,
  openDatabase,
  orders,
  type DatabaseHandle,
  type DatabaseTarget,
} from '../database';
import { migrationsFolder } from '../testing/fixtures';
import { createEmptyDatabase, databaseKinds } from '../testing/test-database';
import { createTestProject, readFixture, x12Connection } from './testing/gateway-fixtures';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const goodFiles = 24;
const ordersPerFile = 4;
const badFiles = ['truncated.edi', 'wrong-se-count.edi', 'not-edi.txt', 'empty.edi'];
const kills = 5;

/** One interchange of `ordersPerFile` 850s with PO numbers unique across the batch. */
function interchange(fileIndex: number): string {
  return writeX12(
    {
      header: {
        senderQualifier: 'ZZ',
        senderId: 'RETAILCO',
        receiverQualifier: 'ZZ',
        receiverId: 'ACMESUPPLY',
        controlNumber: 10_000 + fileIndex,
      },
      groups: [
        {
          header: {
            functionalId: 'PO',
            applicationSender: 'RETAILCO',
            applicationReceiver: 'ACMESUPPLY',
            controlNumber: 10_000 + fileIndex,
          },
          transactions: Array.from({ length: ordersPerFile }, (_, index) => ({
            setId: '850',
            controlNumber: index + 1,
            segments: x12PurchaseOrderSegments(fileIndex * ordersPerFile + index),
          })),
        },
      ],
    },
    { newline: '\n', timestamp: new Date('2025-11-21T09:00:00Z') },
  );
}

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  listening: Promise<void>;
  exited: Promise<void>;
} {
  // tsx as a loader inside this one process: its CLI would put the server in a grandchild that
  // a SIGKILL to the child never reaches.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal listening')) resolve();
    });
    child.on('exit', () => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  listening.catch(() => undefined);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, listening, exited };
}

const processGone = (pid: number | undefined): boolean => {
  try {
    if (pid !== undefined) process.kill(pid, 0);
    return pid === undefined;
  } catch {
    return true;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Names as the partner dropped them: `<receipt id>-name` when processed/ already had one. */
const droppedName = (name: string): string => name.replace(/^\d+-/, '');
const isDocument = (name: string): boolean =>
  !name.startsWith('.') && !name.endsWith('.reason.txt');

describe.each(databaseKinds)('EDI gateway killed mid-batch (%s)', (kind) => {
  let server: ReturnType<typeof startServer> | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
  });

  it('loses no file and half-writes no order: every input ends exactly once in processed/ or error/', async () => {
    const database = await createEmptyDatabase(kind);
    const target: DatabaseTarget = database.target;
    const dataDir =
      target.kind === 'pglite' ? target.dataDir : await mkdtemp(join(tmpdir(), 'portal-kill-'));
    await migrate(database.sql, migrationsFolder);
    const paths = await createTestProject(database.db, dataDir, 'KILL', x12Connection);
    await database.close();

    const inputs = new Map<string, 'good' | 'bad'>();
    for (let index = 0; index < goodFiles; index += 1) {
      const name = `po-${String(index).padStart(3, '0')}.edi`;
      await writeFile(join(paths.inbound, `.${name}`), interchange(index));
      await rename(join(paths.inbound, `.${name}`), join(paths.inbound, name));
      inputs.set(name, 'good');
    }
    for (const bad of badFiles) {
      await writeFile(join(paths.inbound, `bad-${bad}`), await readFixture(`bad/${bad}`));
      inputs.set(`bad-${bad}`, 'bad');
    }

    const env: Record<string, string> = {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EDI_SCAN_INTERVAL_MS: '100',
      ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    };
    // Kill it at moments spread over the batch, without waiting for anything to finish.
    for (let round = 0; round < kills; round += 1) {
      server = startServer(env);
      await server.listening;
      await sleep(250 + ((round * 397) % 900));
      server.child.kill('SIGKILL');
      await server.exited;
      expect(processGone(server.child.pid)).toBe(true);
      server = undefined;
    }

    server = startServer(env);
    await server.listening;
    const expectedAnswers = goodFiles + 2; // truncated and wrong-count envelopes are readable
    const deadline = Date.now() + 90_000;
    for (;;) {
      const pending = (await readdir(paths.inbound)).filter((name) => !name.startsWith('.'));
      const written = (await readdir(paths.outbound)).filter(isDocument);
      if (pending.length === 0 && written.length >= expectedAnswers) break;
      if (Date.now() > deadline) throw new Error(`not settled: ${pending.join(', ')}`);
      await sleep(200);
    }
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;

    // Every input exactly once, in the right place.
    const processed = (await readdir(paths.processed)).filter(isDocument).map(droppedName);
    const errored = (await readdir(paths.error)).filter(isDocument).map(droppedName);
    for (const [name, quality] of inputs) {
      expect([processed, errored].flat().filter((found) => found === name)).toHaveLength(1);
      expect((quality === 'good' ? processed : errored).includes(name)).toBe(true);
    }
    expect(processed.length + errored.length).toBe(inputs.size);

    const reopened: DatabaseHandle = await openDatabase(
      target.kind === 'pglite' ? { kind: 'pglite', dataDir } : target,
    );
    try {
      // Every order once: none lost, none twice, none half-written.
      const stored = await reopened.db.select().from(orders);
      expect(stored).toHaveLength(goodFiles * ordersPerFile);
      expect(new Set(stored.map((order) => order.orderNumber)).size).toBe(stored.length);
      expect(stored.every((order) => order.status === 'RECEIVED')).toBe(true);

      const receipts = await reopened.db.select().from(inboundFiles);
      for (const name of inputs.keys()) {
        const mine = receipts.filter((receipt) => receipt.fileName === name);
        expect(mine, name).toHaveLength(1);
        expect(mine[0]?.settledAt, name).not.toBeNull();
      }

      // Every acknowledgement written whole, under its own name, and none left waiting.
      const sent = await reopened.db.select().from(messages);
      expect(sent).toHaveLength(expectedAnswers);
      for (const message of sent) {
        expect(message.status).toBe('finish');
        const text = await readFile(join(paths.outbound, message.fileName), 'utf8');
        expect(text).toBe(message.text);
        expect(parseX12(text).valid).toBe(true);
      }
    } finally {
      await reopened.close();
      if (database.target.kind === 'postgres') await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
