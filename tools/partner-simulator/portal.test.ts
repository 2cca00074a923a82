import { messageEndpoints } from '@portal/contracts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOutboundDirectory, sendDocuments, type SendCommand } from './commands';
import {
  callApi,
  createProjectWithApiKey,
  signInAsAdmin,
  startPortal,
  x12Project,
  type RunningPortal,
} from './portal';

const list = (directory: string): Promise<string[]> =>
  readdir(directory).then(
    (names) => names.filter((name) => !name.startsWith('.')).sort(),
    () => [],
  );

async function waitFor<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('the simulator against the portal (server from source)', () => {
  let dir = '';
  let portal: RunningPortal | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'partner-sim-e2e-'));
    portal = await startPortal({
      from: 'source',
      env: {
        DATA_DIR: join(dir, 'data'),
        NODE_ENV: 'test',
        TEST_CAPTCHA_ANSWER: 'SIM',
        EDI_SCAN_INTERVAL_MS: '200',
      },
    });
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('takes 850s over HTTP and as files, and the 997s it writes are left unanswered', async () => {
    if (portal === undefined) throw new Error('no portal');
    const { url } = portal;
    const token = await signInAsAdmin(url, 'SIM');
    const apiKey = await createProjectWithApiKey(
      url,
      token,
      x12Project('RETAILCO', { partnerId: 'RETAILCO', supplierId: 'ACMESUPPLY' }),
    );
    const root = join(dir, 'data/projects/RETAILCO');
    const state = join(dir, 'simulator');
    const lines: string[] = [];
    const base: Omit<SendCommand, 'documents' | 'delivery'> = {
      standard: 'x12',
      version: '004010',
      perInterchange: 1,
      seed: 2026,
      date: new Date(),
      partner: { id: 'RETAILCO', qualifier: 'ZZ' },
      supplier: { id: 'ACMESUPPLY', qualifier: 'ZZ' },
      stateDir: state,
      controlStart: 1000,
      log: (line) => lines.push(line),
    };

    const overHttp = await sendDocuments({
      ...base,
      documents: '850:3',
      delivery: { kind: 'http', target: { url, project: 'RETAILCO', apiKey } },
    });
    const receipts = overHttp.delivered.map((delivered) => delivered.receipt);
    expect(receipts.map((receipt) => [receipt?.status, receipt?.problems])).toEqual([
      ['accepted', []],
      ['accepted', []],
      ['accepted', []],
    ]);
    expect(receipts.reduce((sum, receipt) => sum + (receipt?.orders ?? 0), 0)).toBe(3);

    const asFiles = await sendDocuments({
      ...base,
      documents: '850:2',
      delivery: { kind: 'file', directory: join(root, 'inbound') },
    });
    const names = asFiles.batch.interchanges.map((interchange) => interchange.fileName);
    expect(names).toEqual(['RETAILCO_850_000001003.edi', 'RETAILCO_850_000001004.edi']);
    await waitFor('the files in processed/', async () => {
      const processed = await list(join(root, 'processed'));
      return names.every((name) => processed.includes(name)) ? processed : undefined;
    });
    expect(await list(join(root, 'error'))).toEqual([]);

    // One 997 per interchange; acknowledgements are never answered.
    const outbound = await waitFor('five 997s', async () => {
      const found = await list(join(root, 'outbound'));
      return found.filter((name) => name.includes('_997_')).length === 5 ? found : undefined;
    });
    expect(outbound).toHaveLength(5);
    const answered = await answerOutboundDirectory({
      outboundDir: join(root, 'outbound'),
      stateDir: state,
      rejectRate: 0,
      seed: 1,
      delivery: { kind: 'file', directory: join(root, 'inbound') },
      log: (line) => lines.push(line),
    });
    expect(answered.map((file) => file.name)).toEqual(outbound);
    expect(answered.flatMap((file) => file.result.answers)).toEqual([]);
    expect(answered.map((file) => file.result.skipped[0]?.reason)).toEqual(
      Array<string>(5).fill('acknowledgements only'),
    );
    expect(await list(join(root, 'inbound'))).toEqual([]);

    const page = (await callApi(url, messageEndpoints.page, {
      query: { projectKey: 'RETAILCO', size: 20 },
      token,
    })) as { records: { documentType: string; status: string }[] };
    expect(page.records.map((message) => [message.documentType, message.status])).toEqual(
      Array<[string, string]>(5).fill(['997', 'finish']),
    );
  }, 60_000);
});
