import { apiClient } from '@portal/api-client';
import { deliveryFileEndpoints, type ShownData } from '@portal/contracts';

/** A stored workbook or csv as a table: its columns and first rows, and how many rows it has. */
export const showFileData = (id: string): Promise<ShownData> =>
  apiClient().call(deliveryFileEndpoints.show, { query: { id } });
