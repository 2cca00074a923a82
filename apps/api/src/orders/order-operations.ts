import type { OrderOperateResult, orderOperateSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import type { Database } from '../database';
import type { EdiGateway } from '../gateway/gateway';
import type { InventoryReservations } from '../inventory/inventory-reservations';
import { moveOrder } from './order-lifecycle';
import { toSummary } from './orders.service';

export type OrderOperation = z.output<typeof orderOperateSchema>;

/**
 * Order operation (decisions.md §3): accept, reject, backorder and cancel, each one transaction
 * that moves the order through the lifecycle (lock, check, stock, 855 / ORDRSP, status, log). A
 * refused move changes nothing. The 855 is written to the outbound directory after the commit.
 */
export class OrderOperations {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateway: EdiGateway,
    private readonly reservations: InventoryReservations,
  ) {}

  async operate(operation: OrderOperation, actor: string): Promise<OrderOperateResult> {
    const { serialNumber, action, reason, scheduledDate } = operation;
    const services = { outbound: this.gateway.outbound, reservations: this.reservations };
    const moved = await this.db.transaction((tx) =>
      moveOrder(
        tx,
        serialNumber,
        { move: action, services, reason, scheduledDate },
        { actor, now: this.clock.now() },
      ),
    );
    const [messageId] = moved.messageIds;
    if (messageId === undefined) throw new Error('an answer stores its 855');
    // Stored with the move; a failed write is retried by the gateway's sweep and shows as failed.
    await this.gateway.deliver([messageId]);
    return { summary: toSummary(moved.order), messageId };
  }
}
