import {
  formatMinor,
  minorUnitOf,
  rolesAllow,
  type InvoiceDetail,
  type invoiceEndpoints,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf, callerOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendDownload, sendWorkbook } from '../files/send-workbook';
import type { InvoicesService } from './invoices.service';

/**
 * The payments matched to an invoice and the amount they pay are finance data, the INVOICE
 * role's (decisions.md §4). DELIVERY builds, sends and prints invoices too: for a caller without
 * INVOICE the invoice comes without them (no payments, paid 0); its paid state stays, as the
 * order's status tells as much.
 */
function forCaller(request: FastifyRequest, detail: InvoiceDetail): InvoiceDetail {
  if (rolesAllow(callerOf(request).roles, ['INVOICE'])) return detail;
  return {
    ...detail,
    payments: [],
    paidAmount: formatMinor(0n, minorUnitOf(detail.data.currencyCode)),
  };
}

export function invoiceHandlers(
  invoices: InvoicesService,
): EndpointHandlers<typeof invoiceEndpoints> {
  return {
    page: async (request) => success(request, await invoices.page(request.query)),
    info: async (request) =>
      success(request, forCaller(request, await invoices.info(request.params.invoice_id))),
    ofOrder: async (request) =>
      success(
        request,
        forCaller(
          request,
          await invoices.ofOrder(request.params.serial_number, request.query.project_key),
        ),
      ),
    orderTabs: async (request) => {
      const latest = await invoices.orderTabs(request.params.serial_number);
      return success(request, latest === null ? null : forCaller(request, latest));
    },
    save: async (request) =>
      success(
        request,
        forCaller(
          request,
          await invoices.save(request.params.serial_number, request.body, actorOf(request).account),
        ),
      ),
    creditMemo: async (request) =>
      success(
        request,
        forCaller(
          request,
          await invoices.creditMemo(request.params.invoice_id, actorOf(request).account),
        ),
      ),
    delete: async (request) => success(request, await invoices.remove(request.params.invoice_id)),
    send: async (request) => {
      const result = await invoices.send(
        request.body,
        actorOf(request).account,
        requestLanguage(request),
        request.log,
      );
      return success(request, { ...result, invoice: forCaller(request, result.invoice) });
    },
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
