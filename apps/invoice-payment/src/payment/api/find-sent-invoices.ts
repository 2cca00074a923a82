import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceSummary } from '@portal/contracts';

/** How many invoices the hand-match search offers at once. */
export const invoiceChoiceCount = 20;

/** The project's sent invoices whose number holds `invoiceNumber`, for a hand match. */
export const findSentInvoices = async (
  projectKey: string,
  invoiceNumber: string,
): Promise<InvoiceSummary[]> => {
  const page = await apiClient().call(invoiceEndpoints.page, {
    query: {
      page: 1,
      size: invoiceChoiceCount,
      project_key: projectKey,
      direction: 'sent',
      ...(invoiceNumber.trim() === '' ? {} : { invoiceNumber: invoiceNumber.trim() }),
    },
  });
  return page.records;
};
