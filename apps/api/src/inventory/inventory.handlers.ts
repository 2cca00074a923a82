import type { inventoryEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { sendWorkbook } from '../files/send-workbook';
import { readUploadedFile } from '../files/uploaded-file';
import type { InventoryService } from './inventory.service';

export function inventoryHandlers(
  inventory: InventoryService,
): EndpointHandlers<typeof inventoryEndpoints> {
  return {
    page: async (request) => success(request, await inventory.page(request.query)),
    save: async (request) =>
      success(request, await inventory.create(request.body, actorOf(request).account)),
    get: async (request) => success(request, await inventory.get(request.params.id)),
    update: async (request) =>
      success(
        request,
        await inventory.update(request.params.id, request.body, actorOf(request).account),
      ),
    remove: async (request) => {
      await inventory.remove(request.params.id, actorOf(request).account);
      return success(request, null);
    },
    record: async (request) =>
      success(request, await inventory.records(request.params.vendorNumber, request.query)),
    template: async (request, reply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '库存导入模板.xlsx' : 'inventory-import-template.xlsx';
      return sendWorkbook(reply, await inventory.template(language), name);
    },
    import: async (request) => {
      const bytes = await readUploadedFile(request);
      return success(
        request,
        await inventory.import(
          request.query.projectKey,
          bytes,
          actorOf(request).account,
          requestLanguage(request),
        ),
      );
    },
    report: async (request) =>
      success(
        request,
        await inventory.report(request.body.projectKey, request.body.ids, actorOf(request).account),
      ),
  };
}
