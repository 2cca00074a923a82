import type { deliveryFileEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendDownload, sendWorkbook } from '../files/send-workbook';
import type { DeliveryFilesService } from './delivery-files.service';
import { readUpload } from './stored-uploads';

export function deliveryFileHandlers(
  files: DeliveryFilesService,
): EndpointHandlers<typeof deliveryFileEndpoints> {
  return {
    uploadItems: async (request) => {
      const file = await readUpload(request, 'IMPORT_EMPTY');
      return success(
        request,
        await files.uploadItems(
          request.query,
          file,
          actorOf(request).account,
          requestLanguage(request),
        ),
      );
    },
    template: async (request, reply) => {
      const language = requestLanguage(request);
      const { content, poNumber } = await files.template(
        request.query.project_key,
        request.query.serial_number,
        language,
      );
      const subject = poNumber ?? request.query.project_key;
      const name =
        language === 'zh-cn' ? `发货明细模板-${subject}.xlsx` : `asn-line-items-${subject}.xlsx`;
      return sendWorkbook(reply, content, name);
    },
    uploadReport: async (request) => {
      const file = await readUpload(request, 'FILE_UPLOAD_FAILED');
      return success(
        request,
        await files.uploadReport(request.query.serial_number, file, actorOf(request).account),
      );
    },
    download: async (request, reply) => {
      const file = await files.download(request.query.id);
      // An uploaded text or image is saved, never rendered as something else by the browser.
      reply.header('x-content-type-options', 'nosniff');
      return sendDownload(reply, file.content, file.name, file.mediaType);
    },
    show: async (request) => success(request, await files.show(request.query.id)),
    page: async (request) => success(request, await files.page(request.query)),
  };
}
