import type { EndpointDefinition } from '../endpoint';
import { authEndpoints } from './auth';
import { userEndpoints } from './users';
import { settingEndpoints } from './system-settings';
import { maintenanceEndpoints } from './maintenance';
import { healthEndpoints } from './health';
import { optionEndpoints } from './options';
import { optionValueEndpoints } from './option-values';
import { productEndpoints } from './products';
import { packageEndpoints } from './packages';
import { locationEndpoints } from './locations';
import { storeEndpoints } from './stores';
import { projectEndpoints } from './projects';
import { inventoryEndpoints } from './inventory';
import { statisticEndpoints } from './statistics';
import { messageEndpoints } from './messages';
import { fileExportEndpoints } from './file-export';
import { ediInboundEndpoints } from './edi-inbound';
import { orderEndpoints } from './orders';
import { orderExportEndpoints } from './order-exports';
import { purchaseEndpoints } from './purchase';
import { deliveryEndpoints, deliveryFileEndpoints } from './delivery';
import { invoiceEndpoints } from './invoice';
import { paymentEndpoints } from './payment';

export { authEndpoints } from './auth';
export { userEndpoints } from './users';
export { settingEndpoints } from './system-settings';
export { maintenanceEndpoints } from './maintenance';
export { healthEndpoints } from './health';
export { optionEndpoints } from './options';
export { optionValueEndpoints } from './option-values';
export { productEndpoints } from './products';
export { packageEndpoints } from './packages';
export { locationEndpoints } from './locations';
export { storeEndpoints } from './stores';
export { projectEndpoints } from './projects';
export { inventoryEndpoints } from './inventory';
export { statisticEndpoints } from './statistics';
export { messageEndpoints } from './messages';
export { exportFilterSchemas, fileExportEndpoints } from './file-export';
export { ediInboundEndpoints } from './edi-inbound';
export { orderEndpoints } from './orders';
export { orderExportEndpoints } from './order-exports';
export { purchaseEndpoints } from './purchase';
export { deliveryEndpoints, deliveryFileEndpoints } from './delivery';
export { invoiceEndpoints } from './invoice';
export { paymentEndpoints } from './payment';
export * from './api-paths';

/**
 * Every endpoint of the API, by area. The server registers each one (a test proves that the two
 * lists agree), the OpenAPI document is generated from them, and the browser calls them.
 */
export const endpointGroups = {
  auth: authEndpoints,
  user: userEndpoints,
  setting: settingEndpoints,
  maintenance: maintenanceEndpoints,
  health: healthEndpoints,
  option: optionEndpoints,
  optionValue: optionValueEndpoints,
  product: productEndpoints,
  package: packageEndpoints,
  location: locationEndpoints,
  store: storeEndpoints,
  project: projectEndpoints,
  inventory: inventoryEndpoints,
  statistic: statisticEndpoints,
  message: messageEndpoints,
  fileExport: fileExportEndpoints,
  ediInbound: ediInboundEndpoints,
  order: orderEndpoints,
  orderExport: orderExportEndpoints,
  purchase: purchaseEndpoints,
  delivery: deliveryEndpoints,
  deliveryFile: deliveryFileEndpoints,
  invoice: invoiceEndpoints,
  payment: paymentEndpoints,
} as const satisfies Readonly<Record<string, Readonly<Record<string, EndpointDefinition>>>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointGroups).flatMap(
  (group): EndpointDefinition[] => Object.values(group),
);
