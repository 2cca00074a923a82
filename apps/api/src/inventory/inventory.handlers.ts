import { inventoryPageQuerySchema, type inventoryEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import { everyMatchingRow, readListFilter, tooManyRows } from '../list-filter/matching-rows';
import { ApiError } from '../errors';
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
    report: async (request) => {
      const { projectKey, ids, filter } = request.body;
      let records = ids ?? [];
      if (filter !== undefined) {
        // Every record of the project the list's filter matches, on all its pages.
        const query = readListFilter(inventoryPageQuerySchema, filter);
        const found = await inventory.page({ ...query, projectKey, ...everyMatchingRow });
        if (tooManyRows(found.records)) {
          throw new ApiError('EXPORT_TOO_MANY_ROWS', { field: 'filter' });
        }
        records = found.records.map((record) => record.id);
      }
      return success(
        request,
        await inventory.report(projectKey, records, actorOf(request).account),
      );
    },
  };
}
