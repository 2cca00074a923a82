import {
  defaultProjectFeatures,
  deliveryQuantityStatisticSchema,
  statisticEndpoints,
  type CanonicalShipNotice,
  type ProjectConnection,
} from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, projects } from '../../database';
import { successData } from '../../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../../testing/fixtures';
import { databaseKinds } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';
import {
  createTestProject,
  orderResponse,
  readFixture,
  x12Connection,
} from '../testing/gateway-fixtures';

const hour = 3_600_000;

const notice: CanonicalShipNotice = {
  kind: 'shipNotice',
  shipmentNumber: 'SHIP-1',
  noticeDate: '2025-12-02',
  parties: [],
  orders: [
    {
      orderNumber: 'PO-1',
      tares: [],
      packs: [],
      items: [{ lineNumber: '1', vendorItemNumber: 'VN-1', quantityShipped: 1, unit: 'EA' }],
    },
  ],
};

/** Waits two hours for the partner's 997. */
const quickPartner: ProjectConnection = {
  ...x12Connection,
  features: { ...defaultProjectFeatures, acknowledgementHours: 2 },
};

describe.each(databaseKinds)('acknowledgements overdue → unknown (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let watcher: number;
  let isa = 72_000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    await createTestProject(db, dir.path, 'QUICK', quickPartner);
    await createTestProject(db, dir.path, 'OLDROW', x12Connection);
    // A project saved before the setting existed: its features lack it, so 24 hours apply.
    await db
      .update(projects)
      .set({
        connection: sql`jsonb_set(${projects.connection}, '{features}', (${projects.connection} -> 'features') - 'acknowledgementHours')`,
      })
      .where(eq(projects.projectKey, 'OLDROW'));
    watcher = (await portal.createUser({ account: 'watcher', roles: ['USER'] })).id;
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;
  const gateway = () => portal.context.gateway;

  /** An 855 and an 856 of `projectKey`, stored `new`. */
  const made = (projectKey: string) =>
    db().transaction(async (tx) => {
      const ids: number[] = [];
      for (const document of [orderResponse, notice]) {
        const message = await gateway().outbound.create(tx, {
          projectKey,
          connection: x12Connection,
          document,
          createdBy: 'overdue-test',
        });
        ids.push(message.id);
      }
      return ids;
    });
  const rowsOf = (ids: readonly number[]) =>
    db()
      .select()
      .from(messages)
      .where(inArray(messages.id, [...ids]))
      .orderBy(messages.id);
  const statusesOf = async (ids: readonly number[]) => (await rowsOf(ids)).map((row) => row.status);
  const unknownCount = async () => {
    const day = portal.clock.now().toISOString().slice(0, 10);
    const figures = successData(
      await portal.request(statisticEndpoints.deliveryQuantity, {
        // A fresh session: the test's clock has moved past earlier ones.
        token: await portal.tokenFor(watcher),
        language: 'en-US',
        query: { from: '2020-01-01', to: day, timeZone: 'UTC', unit: 'year' },
      }),
      deliveryQuantityStatisticSchema,
    );
    return figures.byStatus.unknown;
  };

  it('marks written messages unknown after their project’s hours, once, with the reason; a late 997 still settles one', async () => {
    const quick = await made('QUICK');
    const old = await made('OLDROW');
    await gateway().deliver([...quick, ...old]);
    // Not written yet, and a 997 nobody answers: neither is ever overdue.
    const [waiting] = await made('QUICK');
    const [answer] = await db().transaction(async (tx) => [
      await gateway().outbound.create(tx, {
        projectKey: 'QUICK',
        connection: x12Connection,
        document: {
          kind: 'acknowledgement',
          functionalId: 'PO',
          groupControlNumber: '1',
          status: 'A',
          codes: [],
          transactions: [],
        },
        createdBy: 'overdue-test',
      }),
    ]);
    if (waiting === undefined || answer === undefined) throw new Error('messages not made');
    await gateway().outbound.write(answer.id);
    expect(await statusesOf([...quick, ...old])).toEqual(['doing', 'doing', 'doing', 'doing']);
    const unknownBefore = await unknownCount();

    portal.clock.advance(2 * hour - 1);
    expect(await gateway().markOverdueAcknowledgements()).toBe(0);

    portal.clock.advance(1);
    expect(await gateway().markOverdueAcknowledgements()).toBe(2);
    const marked = await rowsOf(quick);
    expect(marked.map((row) => row.status)).toEqual(['unknown', 'unknown']);
    for (const row of marked) {
      expect(row.errors).toEqual([
        {
          at: portal.clock.now().toISOString(),
          message: expect.stringMatching(/^No acknowledgement arrived within 2 hours \/ 2 小时/),
        },
      ]);
      expect(row.updatedAt).toEqual(portal.clock.now());
    }
    expect(await statusesOf(old)).toEqual(['doing', 'doing']);
    expect(await statusesOf([waiting, answer.id])).toEqual(['new', 'finish']);
    expect(await unknownCount()).toBe(unknownBefore + 2);

    // Again (another instance's sweep): nothing more, no second entry.
    expect(await gateway().markOverdueAcknowledgements()).toBe(0);
    expect((await rowsOf(quick)).map((row) => row.errors.length)).toEqual([1, 1]);

    // The old project's row reads as 24 hours.
    portal.clock.advance(22 * hour);
    expect(await gateway().markOverdueAcknowledgements()).toBe(2);
    const late = await rowsOf(old);
    expect(late.map((row) => row.status)).toEqual(['unknown', 'unknown']);
    expect(JSON.stringify(late[0]?.errors)).toContain('within 24 hours');

    // The partner's 997 for the unknown 856 arrives after all.
    const shipNotice = marked[1];
    isa += 1;
    const isa13 = String(isa).padStart(9, '0');
    const accepting = (await readFixture('x12-004010-997-accepts-856.edi'))
      .toString('utf8')
      .replace(/^(ISA(?:\*[^*]*){12}\*)\d{9}/, `$1${isa13}`)
      .replace(/(IEA\*\d+\*)\d{9}/, `$1${isa13}`)
      .replace(/AK1\*SH\*\d+/, `AK1*SH*${shipNotice?.groupControlNumber ?? ''}`)
      .replace(/AK2\*856\*\d+/, `AK2*856*${shipNotice?.transactionControlNumber ?? ''}`);
    await gateway().receiveBody('QUICK', quickPartner, `997-${isa}.edi`, Buffer.from(accepting));
    const [settled] = await rowsOf([shipNotice?.id ?? 0]);
    expect(settled?.status).toBe('success');
    expect(settled?.acknowledgedAt).toEqual(portal.clock.now());
  });

  it('is run by the gateway’s sweep', async () => {
    const ids = await made('QUICK');
    await gateway().deliver(ids);
    portal.clock.advance(2 * hour);
    await gateway().start();
    await gateway().stop();
    expect(await statusesOf(ids)).toEqual(['unknown', 'unknown']);
  });
});
