import type { purchaseEndpoints } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendWorkbook } from '../files/send-workbook';
import { readUploadedFile } from '../files/uploaded-file';
import type { PurchaseService, ShipmentFile } from './purchase.service';

/** Sends a kept shipment document under its own name (ASCII, with an RFC 5987 copy). */
function sendFile(reply: FastifyReply, file: ShipmentFile): FastifyReply {
  const ascii = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', file.mediaType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.content);
}

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
    document: async (request, reply) =>
      sendFile(reply, await purchase.document(request.params.action, request.query.serialNumber)),
    report: async (request, reply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '履约报告.xlsx' : 'fulfilment-report.xlsx';
      return sendWorkbook(reply, await purchase.report(request.query, language), name);
    },
  };
}
