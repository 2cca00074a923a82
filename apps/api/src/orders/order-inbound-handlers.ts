import type { InboundHandlers } from '../gateway/inbound/inbound-handlers';
import { applyOrderChange, createOrders } from './order-ingest';

/**
 * What the orders area does with inbound documents (registered with the gateway by context.ts):
 * 850 / ORDERS make orders and 830 / DELFOR plans, both NEW_ORDER; 860 / ORDCHG changes are
 * applied to the orders they name, one after the other.
 */
export const orderInboundHandlers: Pick<InboundHandlers, 'order' | 'orderPlan' | 'orderChange'> = {
  order: { handle: (tx, documents, now) => createOrders(tx, documents, now) },
  orderPlan: { handle: (tx, documents, now) => createOrders(tx, documents, now) },
  orderChange: {
    async handle(tx, documents, now) {
      for (const change of documents) await applyOrderChange(tx, change, now);
      return 0;
    },
  },
};
