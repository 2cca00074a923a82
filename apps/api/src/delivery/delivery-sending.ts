import {
  shipNoticeProblems,
  shipNoticeProblemText,
  type Language,
  type DeliveryData,
  type ShipNoticeProblem,
  type deliverySendSchema,
} from '@portal/contracts';
import { EdiWriteError } from '@portal/edi';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import { deliveries, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import type { EdiGateway } from '../gateway/gateway';
import { moveOrder } from '../orders/order-lifecycle';
import { projectConnection } from '../projects/projects.service';
import { dayIn } from '../purchase/ship-window';
import { toShipNotice } from './delivery-notice';
import {
  canonicalOrderOf,
  deliveryById,
  lockOrder,
  noticeMessages,
  sendAllowed,
  type OrderRow,
} from './delivery-store';

// Sending a draft (docs/ship-notices.md, "Checks before sending" and "Sending").

type SendBody = z.output<typeof deliverySendSchema>;

/** Where a failure after the commit is told (the request's log). */
export interface SendingLog {
  error(object: object, message: string): void;
}

export interface SendingServices {
  readonly db: Database;
  readonly clock: Clock;
  readonly gateway: EdiGateway;
  readonly log?: SendingLog;
}

export interface SendOutcome {
  /** False: only questions stood in the way and the user has not answered them yet. */
  readonly sent: boolean;
  readonly problems: ShipNoticeProblem[];
}

/** Refuses a send the lifecycle does not allow now (a copy only after the last one failed). */
async function assertMaySend(tx: Executor, order: OrderRow): Promise<void> {
  const [latest] = await noticeMessages(tx, order.serialNumber);
  if (!sendAllowed(order.status, latest)) throw new ApiError('INVALID_STATUS', { field: 'status' });
}

/** The notice's fields an X12 element is written from, for a value X12 cannot carry. */
const x12ElementFields: Readonly<Record<string, string>> = {
  BSN02: 'shipment.shipmentNumber',
  TD503: 'shipment.scac',
  TD505: 'shipment.carrierName',
  TD303: 'shipment.equipmentNumber',
};

/** The delivery field holding `value`: the shipment's first, then the packages', the lines'. */
function fieldHolding(data: DeliveryData, value: string, element: string | undefined): string {
  const holds = (candidate: unknown): boolean =>
    typeof candidate === 'string' && candidate.trim() === value;
  for (const [name, entry] of Object.entries(data.shipment)) {
    if (holds(entry)) return `shipment.${name}`;
    if (typeof entry === 'object' && entry !== null) {
      for (const [part, inner] of Object.entries(entry)) {
        if (holds(inner)) return `shipment.${name}.${part}`;
      }
    }
  }
  for (const [kind, rows] of [
    ['packages', data.packages],
    ['lines', data.lines],
  ] as const) {
    for (const row of rows) {
      for (const [name, entry] of Object.entries(row)) {
        if (holds(entry)) return `${kind}.${row.key}.${name}`;
      }
    }
  }
  return (element === undefined ? undefined : x12ElementFields[element]) ?? 'shipment';
}

const separatorTexts: Record<Language, (value: string, char: string) => string> = {
  'zh-cn': (value, char) => `“${value}”含有EDI分隔符“${char}”，请删除该字符`,
  'en-us': (value, char) => `“${value}” contains the EDI separator “${char}”: remove it`,
};

/**
 * X12 has no escape character: a typed value holding one of its separators cannot be written.
 * The writer names the element, the value and the character; the user is told which of the
 * notice's fields to change (4027), not a server error.
 */
function separatorFinding(error: unknown, data: DeliveryData, language: Language): ApiError {
  if (!(error instanceof EdiWriteError)) throw error;
  const found = /value '(.*)' contains the [a-z ]+ '(.+)'; X12 cannot escape it$/s.exec(
    error.message,
  );
  if (found === null) throw error;
  const [, value = '', char = ''] = found;
  const message = separatorTexts[language](value, char);
  return new ApiError('SHIP_NOTICE_CHECKS_FAILED', {
    field: message,
    detail: { issues: [{ field: fieldHolding(data, value, error.field), message }] },
  });
}

/**
 * Sends a saved draft: the checks of the contracts first (the same the builder shows), then, in
 * one transaction, the order's `sendNotice` move, which makes the 856 / DESADV message with fresh
 * control numbers and locks the draft onto it; the gateway writes the file after the commit. A
 * `block` finding refuses the send (4027, every finding in `detail.issues`); `ask` findings alone
 * answer `sent: false` until the user confirms.
 */
export async function sendNotice(
  services: SendingServices,
  body: SendBody,
  actor: string,
  language: Language,
): Promise<SendOutcome> {
  const { db, clock, gateway, log } = services;
  const outcome = await db.transaction(async (tx) => {
    const byId = { field: 'deliveryId' };
    const draft = await deliveryById(tx, body.deliveryId, byId);
    // The order first, then its notice: the lifecycle's order of locks.
    const order = await lockOrder(tx, draft.serialNumber);
    const delivery = await deliveryById(tx, body.deliveryId, { ...byId, lock: true });
    if (delivery.messageId !== null) {
      throw new ApiError('DELIVERY_ALREADY_SENT', { field: 'deliveryId' });
    }
    // The version the user saw (as save takes it): a draft saved since is not sent unseen.
    if (typeof body.version === 'string' && body.version !== delivery.updatedAt.toISOString()) {
      throw new ApiError('NOTICE_CHANGED', { field: 'version' });
    }
    const connection = await projectConnection(tx, order.projectKey);
    const { features } = connection;
    if (!features.sendShipNotice) {
      throw new ApiError('SHIP_NOTICES_OFF', { field: 'sendShipNotice' });
    }
    // The status before the checks: an order that cannot be sent now is told so, not what to fix.
    await assertMaySend(tx, order);
    const canonical = canonicalOrderOf(order);
    const now = clock.now();
    const problems = shipNoticeProblems(delivery.data, {
      orderLines: canonical.lines.map((line) => ({
        lineNumber: line.lineNumber,
        ordered: line.quantities.ordered ?? 0,
      })),
      switches: {
        hasOuterPackage: features.hasOuterPackage,
        hasInnerPackage: features.hasInnerPackage,
        hasNoPackage: features.hasNoPackage,
        allowOverShipment: features.allowOverShipment ?? false,
      },
      today: dayIn(now, body.timeZone ?? 'UTC'),
      language,
    });
    const blocking = problems.filter((problem) => problem.severity === 'block');
    const first = blocking[0];
    if (first !== undefined) {
      throw new ApiError('SHIP_NOTICE_CHECKS_FAILED', {
        field: shipNoticeProblemText(first, language),
        detail: {
          issues: blocking.map((problem) => ({
            field: problem.field,
            message: shipNoticeProblemText(problem, language),
          })),
        },
      });
    }
    if (problems.length > 0 && !body.confirmIncomplete) {
      return { sent: false, problems, messageIds: [] as readonly number[] };
    }
    const moved = await moveOrder(
      tx,
      order.serialNumber,
      {
        move: 'sendNotice',
        apply: async (inner, locked) => {
          await assertMaySend(inner, locked);
          const message = await gateway.outbound
            .create(inner, {
              projectKey: locked.projectKey,
              connection,
              document: toShipNotice(
                delivery.data,
                {
                  orderNumber: locked.orderNumber,
                  orderDate: canonical.orderDate ?? null,
                  lines: canonical.lines,
                },
                connection.standard,
                now,
              ),
              createdBy: actor,
              orderSerialNumber: locked.serialNumber,
            })
            .catch((error: unknown) => {
              throw separatorFinding(error, delivery.data, language);
            });
          await inner
            .update(deliveries)
            .set({ messageId: message.id, sentAt: now, sentBy: actor, updatedAt: now })
            .where(eq(deliveries.id, delivery.id));
          return {
            note: {
              event: 'shipNoticeSent',
              params: {
                documentType: message.documentType,
                controlNumber: message.interchangeControlNumber,
              },
            },
            messageIds: [message.id],
          };
        },
      },
      { actor, now },
    );
    return { sent: true, problems, messageIds: moved.messageIds };
  });
  // Written after the commit: a rolled-back send leaves no file behind. The send is committed
  // whatever happens here: a message left `new` is queued again by the gateway's sweep.
  if (outcome.messageIds.length > 0) {
    try {
      await gateway.deliver(outcome.messageIds);
    } catch (error) {
      log?.error({ err: error, messageIds: outcome.messageIds }, 'ship notice not queued');
    }
  }
  return { sent: outcome.sent, problems: outcome.problems };
}
