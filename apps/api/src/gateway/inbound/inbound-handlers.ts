import type {
  CanonicalAcknowledgement,
  CanonicalInvoice,
  CanonicalOrder,
  CanonicalPaymentOrder,
  InboundDocument,
} from '@portal/contracts';
import type { Transaction } from '../../database';
import { applyAcknowledgement } from './apply-acknowledgement';

/**
 * The seam between the gateway and the business areas (issue 16): every mapped inbound document
 * goes to the one handler registered for its kind, inside the ingest transaction, after its
 * `documents` row is stored. The gateway knows no area; the composition root (context.ts)
 * registers the orders area's handlers, and later wings register theirs (invoices, payments).
 */
export interface InboundDocumentKinds {
  /** 850 / ORDERS: a new order. */
  readonly order: CanonicalOrder;
  /** 830 / DELFOR: a plan (shown, never answered). */
  readonly orderPlan: CanonicalOrder;
  /** 860 / ORDCHG: a change to an order already received. */
  readonly orderChange: CanonicalOrder;
  /** 810 / INVOIC received from the partner. */
  readonly invoice: CanonicalInvoice;
  /** 820 / REMADV: a payment order or remittance advice. */
  readonly paymentOrder: CanonicalPaymentOrder;
  /** 997 / CONTRL answering our outbound messages. */
  readonly acknowledgement: CanonicalAcknowledgement;
}

export type InboundDocumentKind = keyof InboundDocumentKinds;

/** One stored inbound document as a handler receives it. */
export interface StoredInboundDocument<D = InboundDocument> {
  readonly documentId: number;
  readonly projectKey: string;
  readonly standard: 'X12' | 'EDIFACT';
  readonly document: D;
}

export interface InboundDocumentHandler<D> {
  /**
   * Acts on a run of consecutive documents of its kind, in document order, in the ingest
   * transaction (a failure rolls the whole file back into a rejected receipt). Returns how many
   * orders it made, for the receipt.
   */
  handle(
    tx: Transaction,
    documents: readonly StoredInboundDocument<D>[],
    now: Date,
  ): Promise<number>;
}

export type InboundHandlers = {
  readonly [K in InboundDocumentKind]: InboundDocumentHandler<InboundDocumentKinds[K]>;
};

/** The kind a mapped document is handled as. */
export function inboundKindOf(document: InboundDocument): InboundDocumentKind {
  switch (document.kind) {
    case 'order':
      return document.documentType === 'ORDER_CHANGE'
        ? 'orderChange'
        : document.documentType === 'ORDER_PLAN'
          ? 'orderPlan'
          : 'order';
    case 'invoice':
      return 'invoice';
    case 'paymentOrder':
      return 'paymentOrder';
    case 'acknowledgement':
      return 'acknowledgement';
  }
}

/** Kept as a stored document only, until the wing that acts on it registers its handler. */
const storedOnly = { handle: async () => 0 };

/** The gateway's own handlers: acknowledgements settle our messages; the rest is stored only. */
export const gatewayInboundHandlers: InboundHandlers = {
  order: storedOnly,
  orderPlan: storedOnly,
  orderChange: storedOnly,
  invoice: storedOnly,
  paymentOrder: storedOnly,
  acknowledgement: {
    async handle(tx, documents, now) {
      for (const stored of documents) {
        await applyAcknowledgement(tx, stored.projectKey, stored.document, stored.standard, now);
      }
      return 0;
    },
  },
};
