import {
  inventoryEndpoints,
  type InventoryReportRequest,
  type InventoryReportResult,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Sends the selected records, or every record the filter matches, to the project's partner as an 846 / INVRPT. */
export const sendInventoryReport = (
  request: InventoryReportRequest,
): Promise<InventoryReportResult> => apiClient().call(inventoryEndpoints.report, { body: request });
