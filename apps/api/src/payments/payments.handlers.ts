import type { paymentEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendWorkbook } from '../files/send-workbook';
import type { PaymentsService } from './payments.service';

export function paymentsHandlers(
  payments: PaymentsService,
): EndpointHandlers<typeof paymentEndpoints> {
  return {
    orders: async (request) => success(request, await payments.page(request.query)),
    info: async (request) => success(request, await payments.info(request.params.payment_id)),
    match: async (request) =>
      success(
        request,
        await payments.match(request.params.line_id, request.body.invoiceId, actorOf(request)),
      ),
    candidates: async (request) =>
      success(request, await payments.candidates(request.params.line_id, request.query)),
    export: async (request, reply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '付款单.xlsx' : 'payment-orders.xlsx';
      return sendWorkbook(reply, await payments.export(request.query, language), name);
    },
  };
}
