import { auditEvents } from './audit';
import { captchas, sessions, users } from './auth-users';
import { documents, inboundFiles, interchanges } from './gateway-inbound';
import { controlNumbers, messages } from './gateway-outbound';
import { deliveries, deliveryUploads } from './delivery';
import { shipmentDocuments, shipmentPackages, shipments, ssccCounters } from './fulfilment';
import { invoices, invoiceSequences, paymentLines, paymentOrders } from './invoicing';
import { inventories, inventoryLogs, inventoryReservations } from './inventory';
import { locations, optionDetails, optionTypes, packages, products, stores } from './master-data';
import { orderLogs, orders } from './orders';
import { projectFields, projects } from './projects';
import { systemSettings } from './settings';

/**
 * The one database schema (drizzle pg-core), one file per domain. `npm run db:generate` reads
 * this barrel and turns changes into a new SQL migration under ../migrations; the server applies
 * pending migrations at start. A new domain's tables go in their own file, exported here.
 */
export * from './audit';
export * from './auth-users';
export * from './gateway-inbound';
export * from './delivery';
export * from './fulfilment';
export * from './gateway-outbound';
export * from './inventory';
export * from './invoicing';
export * from './master-data';
export * from './orders';
export * from './projects';
export * from './settings';

export const schema = {
  users,
  sessions,
  captchas,
  systemSettings,
  auditEvents,
  projects,
  projectFields,
  controlNumbers,
  inboundFiles,
  interchanges,
  documents,
  orders,
  orderLogs,
  messages,
  products,
  packages,
  locations,
  stores,
  optionTypes,
  optionDetails,
  inventories,
  inventoryLogs,
  inventoryReservations,
  shipments,
  shipmentPackages,
  ssccCounters,
  shipmentDocuments,
  deliveries,
  deliveryUploads,
  invoices,
  invoiceSequences,
  paymentOrders,
  paymentLines,
};
