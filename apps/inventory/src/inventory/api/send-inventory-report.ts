import {
  inventoryReportResultSchema,
  type InventoryReportRequest,
  type InventoryReportResult,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/inventory/report: the selected records go to the project's partner as an 846 / INVRPT. */
export const sendInventoryReport = (
  request: InventoryReportRequest,
): Promise<InventoryReportResult> =>
  apiClient().post('/inventory/report', inventoryReportResultSchema, request);
