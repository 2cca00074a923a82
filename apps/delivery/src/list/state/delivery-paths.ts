import { screenPaths, type DeliverySummary } from '@portal/contracts';

/** A saved ship notice in the ASN builder. */
export const noticePath = (deliveryId: number): string =>
  `${screenPaths.delivery}/notice/${deliveryId}`;

/** A new ship notice for an order, prefilled from its fulfilment. */
export const orderNoticePath = (serialNumber: number, projectKey: string): string =>
  `${screenPaths.delivery}/order/${serialNumber}?project=${encodeURIComponent(projectKey)}`;

/** Where a row of the list opens: its notice (a draft too), or a new one for the order. */
export const deliveryRecordPath = (row: DeliverySummary): string =>
  row.deliveryId === null
    ? orderNoticePath(row.serialNumber, row.projectKey)
    : noticePath(row.deliveryId);
