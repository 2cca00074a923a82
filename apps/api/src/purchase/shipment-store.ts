import type {
  OrderLogNote,
  PackingPlan,
  Routing,
  ShipmentDocumentKind,
  ShipmentPackage,
} from '@portal/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  orderLogs,
  shipmentDocuments,
  shipmentPackages,
  shipments,
  type Executor,
} from '../database';
import { logColumns } from '../orders/order-lifecycle';

// Reading and writing a shipment: routing, packages, kept documents (docs/fulfilment.md).

export type ShipmentRow = typeof shipments.$inferSelect;
export type PackageRow = typeof shipmentPackages.$inferSelect;

export async function shipmentOf(
  executor: Executor,
  serialNumber: number,
): Promise<ShipmentRow | undefined> {
  const [row] = await executor
    .select()
    .from(shipments)
    .where(eq(shipments.serialNumber, serialNumber));
  return row;
}

/** The packages of the plan as it stands (voided ones are kept but not part of it). */
export function activePackages(executor: Executor, serialNumber: number): Promise<PackageRow[]> {
  return executor
    .select()
    .from(shipmentPackages)
    .where(and(eq(shipmentPackages.serialNumber, serialNumber), isNull(shipmentPackages.voidedAt)))
    .orderBy(asc(shipmentPackages.sequence), asc(shipmentPackages.id));
}

export const toShipmentPackage = (row: PackageRow): ShipmentPackage => ({
  id: row.id,
  key: row.key,
  level: row.level,
  ...(row.palletKey === null ? {} : { palletKey: row.palletKey }),
  ...(row.packageType === null ? {} : { packageType: row.packageType }),
  ...(row.weight === null ? {} : { weight: Number(row.weight) }),
  contents: row.contents,
  sscc: row.sscc,
  sequence: row.sequence,
});

export function routingOf(row: ShipmentRow | undefined): Routing | null {
  if (row?.carrierName == null || row.scac === null || row.pickupDate === null) return null;
  const optional = <K extends string>(key: K, value: string | null) =>
    value === null ? {} : ({ [key]: value } as Record<K, string>);
  return {
    carrierName: row.carrierName,
    scac: row.scac,
    transportMode: row.transportMode as Routing['transportMode'],
    pickupDate: row.pickupDate,
    ...optional('equipmentNumber', row.equipmentNumber),
    ...optional('billOfLading', row.billOfLading),
    ...optional('trackingNumber', row.trackingNumber),
    ...optional('pickupTime', row.pickupTime),
    ...optional('scheduledDeliveryDate', row.scheduledDeliveryDate),
    ...optional('loadNumber', row.loadNumber),
  };
}

/** Creates the order's shipment row if it has none yet. */
export async function ensureShipment(
  tx: Executor,
  serialNumber: number,
  projectKey: string,
): Promise<void> {
  await tx.insert(shipments).values({ serialNumber, projectKey }).onConflictDoNothing();
}

export async function storeRouting(
  tx: Executor,
  serialNumber: number,
  projectKey: string,
  routing: Routing,
  now: Date,
): Promise<void> {
  await ensureShipment(tx, serialNumber, projectKey);
  await tx
    .update(shipments)
    .set({
      carrierName: routing.carrierName,
      scac: routing.scac,
      transportMode: routing.transportMode,
      equipmentNumber: routing.equipmentNumber || null,
      billOfLading: routing.billOfLading || null,
      trackingNumber: routing.trackingNumber || null,
      pickupDate: routing.pickupDate,
      pickupTime: routing.pickupTime ?? null,
      scheduledDeliveryDate: routing.scheduledDeliveryDate ?? null,
      loadNumber: routing.loadNumber || null,
      routedAt: now,
      updatedAt: now,
    })
    .where(eq(shipments.serialNumber, serialNumber));
}

/**
 * Replaces the plan. A package saved again under the same key and level keeps its row and its
 * SSCC; a labelled package left out is voided (its number is never reused), an unlabelled one is
 * removed. Sequence numbers (carton n of m) follow the plan's order.
 */
export async function storePlan(
  tx: Executor,
  serialNumber: number,
  projectKey: string,
  plan: PackingPlan,
  now: Date,
): Promise<void> {
  await ensureShipment(tx, serialNumber, projectKey);
  const existing = await activePackages(tx, serialNumber);
  const kept = new Map(existing.map((row) => [`${row.level}:${row.key}`, row]));
  const values = plan.packages.map((unit, index) => ({
    serialNumber,
    key: unit.key,
    level: unit.level,
    palletKey: unit.palletKey ?? null,
    packageType: unit.packageType || null,
    weight: unit.weight === undefined ? null : String(unit.weight),
    contents: unit.contents,
    sequence: index + 1,
  }));
  const reused = new Set<number>();
  const inserts: typeof values = [];
  for (const value of values) {
    const row = kept.get(`${value.level}:${value.key}`);
    if (row === undefined) {
      inserts.push(value);
      continue;
    }
    reused.add(row.id);
    await tx.update(shipmentPackages).set(value).where(eq(shipmentPackages.id, row.id));
  }
  for (const row of existing.filter((candidate) => !reused.has(candidate.id))) {
    if (row.sscc === null) {
      await tx.delete(shipmentPackages).where(eq(shipmentPackages.id, row.id));
    } else {
      await tx
        .update(shipmentPackages)
        .set({ voidedAt: now })
        .where(eq(shipmentPackages.id, row.id));
    }
  }
  if (inserts.length > 0) await tx.insert(shipmentPackages).values(inserts);
  await tx
    .update(shipments)
    .set({ planSavedAt: now, updatedAt: now })
    .where(eq(shipments.serialNumber, serialNumber));
}

/** Keeps a printed document, replacing the one of the same kind. */
export async function keepDocument(
  tx: Executor,
  serialNumber: number,
  document: {
    kind: ShipmentDocumentKind;
    fileName: string;
    mediaType: string;
    content: Buffer;
  },
  now: Date,
): Promise<void> {
  await tx
    .insert(shipmentDocuments)
    .values({ serialNumber, ...document, createdAt: now })
    .onConflictDoUpdate({
      target: [shipmentDocuments.serialNumber, shipmentDocuments.kind],
      // `excluded` reuses the inserted row: the bytes travel once, not twice.
      set: {
        fileName: sql`excluded.file_name`,
        mediaType: sql`excluded.media_type`,
        content: sql`excluded.content`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/** A log row for a fulfilment step that is not a status move (routing changed, plan saved…). */
export async function logStep(
  tx: Executor,
  order: { serialNumber: number; status: string },
  note: OrderLogNote,
  context: { actor: string; now: Date },
): Promise<void> {
  await tx.insert(orderLogs).values({
    serialNumber: order.serialNumber,
    at: context.now,
    actor: context.actor,
    fromStatus: order.status,
    toStatus: order.status,
    ...logColumns(note),
  });
}
