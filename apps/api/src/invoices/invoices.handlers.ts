import type { invoiceEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendDownload, sendWorkbook } from '../files/send-workbook';
import type { InvoicesService } from './invoices.service';

export function invoiceHandlers(
  invoices: InvoicesService,
): EndpointHandlers<typeof invoiceEndpoints> {
  return {
    page: async (request) => success(request, await invoices.page(request.query)),
    info: async (request) => success(request, await invoices.info(request.params.invoice_id)),
    ofOrder: async (request) =>
      success(
        request,
        await invoices.ofOrder(request.params.serial_number, request.query.project_key),
      ),
    orderTabs: async (request) =>
      success(request, await invoices.orderTabs(request.params.serial_number)),
    save: async (request) =>
      success(
        request,
        await invoices.save(request.params.serial_number, request.body, actorOf(request).account),
      ),
    creditMemo: async (request) =>
      success(
        request,
        await invoices.creditMemo(request.params.invoice_id, actorOf(request).account),
      ),
    delete: async (request) => success(request, await invoices.remove(request.params.invoice_id)),
    send: async (request) =>
      success(
        request,
        await invoices.send(
          request.body,
          actorOf(request).account,
          requestLanguage(request),
          request.log,
        ),
      ),
    pdf: async (request, reply) => {
      const file = await invoices.pdf(request.params.invoice_id, request.query.lang);
      return sendDownload(reply, file.content, file.fileName, 'application/pdf');
    },
    export: async (request, reply) => {
      const file = await invoices.export(request.query, requestLanguage(request));
      return sendWorkbook(reply, file.content, file.fileName);
    },
  };
}
