import type { purchaseEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendDownload, sendWorkbook } from '../files/send-workbook';
import { readUploadedFile } from '../files/uploaded-file';
import type { PurchaseService } from './purchase.service';

export function purchaseHandlers(
  purchase: PurchaseService,
): EndpointHandlers<typeof purchaseEndpoints> {
  return {
    orders: async (request) => success(request, await purchase.page(request.query)),
    detail: async (request) =>
      success(
        request,
        await purchase.detail(
          request.params.po_number,
          request.query.project_key,
          request.query.timeZone,
        ),
      ),
    record: async (request) =>
      success(request, await purchase.record(request.params.po_number, request.query.project_key)),
    action: async (request) =>
      success(
        request,
        await purchase.act(
          request.params.action,
          request.body,
          actorOf(request).account,
          requestLanguage(request),
        ),
      ),
    delivery: async (request) =>
      success(
        request,
        await purchase.confirm(request.body, actorOf(request).account, requestLanguage(request)),
      ),
    routeUpload: async (request) => {
      const bytes = await readUploadedFile(request);
      return success(
        request,
        await purchase.routeUpload(
          request.query.project_key,
          bytes,
          actorOf(request).account,
          requestLanguage(request),
        ),
      );
    },
    routeTemplate: async (request, reply) => {
      const language = requestLanguage(request);
      const name =
        language === 'zh-cn'
          ? `路由上传模板-${request.query.project_key}.xlsx`
          : `route-upload-${request.query.project_key}.xlsx`;
      return sendWorkbook(
        reply,
        await purchase.routeTemplate(request.query.project_key, language),
        name,
      );
    },
    document: async (request, reply) => {
      const file = await purchase.document(request.params.action, request.query.serialNumber);
      return sendDownload(reply, file.content, file.fileName, file.mediaType);
    },
    report: async (request, reply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '履约报告.xlsx' : 'fulfilment-report.xlsx';
      return sendWorkbook(reply, await purchase.report(request.query, language), name);
    },
  };
}
