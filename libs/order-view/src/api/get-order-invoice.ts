import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceDetail } from '@portal/contracts';

/** The invoice sent for the order, as its invoice tabs show it; null while it has none. */
export const getOrderInvoice = (serialNumber: number): Promise<InvoiceDetail | null> =>
  apiClient().call(invoiceEndpoints.orderTabs, { params: { serial_number: serialNumber } });
