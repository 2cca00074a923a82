import type { CanonicalPaymentOrder } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, orders } from '../../database';
import { makeTempDir, type TempDir } from '../../testing/fixtures';
import { databaseKinds } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';
import { createTestProject, readFixture, x12Connection } from '../testing/gateway-fixtures';
import { gatewayInboundHandlers, type StoredInboundDocument } from './inbound-handlers';
import { InboundReceiver } from './inbound-receiver';

/**
 * The seam of issue 16: the gateway hands each stored document to the handler registered for its
 * kind, in the ingest transaction; it knows no business area itself.
 */
describe.each(databaseKinds)('inbound handlers by document kind (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path, ediScanIntervalMs: 0 });
    await createTestProject(portal.database.db, dir.path, 'SEAM', x12Connection);
  });
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const receiverWith = (handlers: typeof gatewayInboundHandlers) =>
    new InboundReceiver(
      portal.database.db,
      portal.clock,
      portal.context.gateway.outbound,
      1 << 20,
      handlers,
    );

  it('gives an 820 to the payment handler with its stored document, and makes no order', async () => {
    const received: StoredInboundDocument<CanonicalPaymentOrder>[] = [];
    const receiver = receiverWith({
      ...gatewayInboundHandlers,
      paymentOrder: {
        async handle(_tx, run) {
          received.push(...run);
          return 0;
        },
      },
    });
    const outcome = await receiver.receive({
      projectKey: 'SEAM',
      connection: x12Connection,
      channel: 'http',
      fileName: '820.edi',
      bytes: await readFixture('x12-004010-820-remittance.edi'),
    });
    expect(outcome).toMatchObject({ status: 'accepted', orders: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ projectKey: 'SEAM', standard: 'X12' });
    expect(received[0]?.document.kind).toBe('paymentOrder');
    const [stored] = await portal.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, received[0]?.documentId ?? 0));
    expect(stored?.documentType).toBe('820');
  });

  it('makes no order from an 850 when no orders handler is registered (the gateway alone)', async () => {
    const outcome = await receiverWith(gatewayInboundHandlers).receive({
      projectKey: 'SEAM',
      connection: x12Connection,
      channel: 'http',
      fileName: '850.edi',
      bytes: await readFixture('x12-004010-850-single.edi'),
    });
    expect(outcome).toMatchObject({ status: 'accepted', documents: 1, orders: 0 });
    expect(await portal.database.db.select().from(orders)).toHaveLength(0);
  });

  it('rolls the whole file back into a rejected receipt when a handler fails', async () => {
    const outcome = await receiverWith({
      ...gatewayInboundHandlers,
      paymentOrder: {
        handle: () => Promise.reject(new Error('payment wing down')),
      },
    }).receive({
      projectKey: 'SEAM',
      connection: x12Connection,
      channel: 'http',
      fileName: '820-again.edi',
      bytes: Buffer.from(
        (await readFixture('x12-004010-820-remittance.edi'))
          .toString('utf8')
          .replaceAll('000000106', '000000206'),
      ),
    });
    expect(outcome.status).toBe('rejected');
    expect(outcome.problems[0]?.code).toBe('PROCESSING_FAILED');
    expect(
      await portal.database.db.select().from(documents).where(eq(documents.documentType, '820')),
    ).toHaveLength(1);
  });
});
