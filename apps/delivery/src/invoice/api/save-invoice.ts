import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceDetail, type InvoiceSave } from '@portal/contracts';

/**
 * Saves the order's draft invoice (creates it when `invoiceId` is null; a project with a prefix
 * numbers it then). The `version` it was edited from guards against overwriting someone else's
 * save (4034).
 */
export const saveInvoice = (serialNumber: number, body: InvoiceSave): Promise<InvoiceDetail> =>
  apiClient().call(invoiceEndpoints.save, { params: { serial_number: serialNumber }, body });
