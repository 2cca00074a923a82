import type {
  InventoryReportRequest,
  RecordIdParams,
  inventoryPageQuerySchema,
  inventoryRecordQuerySchema,
  inventorySaveSchema,
  inventoryUpdateSchema,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import { sendWorkbook } from '../files/send-workbook';
import { readUploadedFile } from '../files/uploaded-file';
import type { InventoryService } from './inventory.service';

type ById = FastifyRequest<{ Params: RecordIdParams }>;

export function inventoryHandlers(inventory: InventoryService) {
  return {
    page: async (
      request: FastifyRequest<{ Querystring: z.output<typeof inventoryPageQuerySchema> }>,
    ) => success(request, await inventory.page(request.query)),
    save: async (request: FastifyRequest<{ Body: z.output<typeof inventorySaveSchema> }>) =>
      success(request, await inventory.create(request.body, actorOf(request).account)),
    get: async (request: ById) => success(request, await inventory.get(request.params.id)),
    update: async (
      request: FastifyRequest<{
        Params: RecordIdParams;
        Body: z.output<typeof inventoryUpdateSchema>;
      }>,
    ) =>
      success(
        request,
        await inventory.update(request.params.id, request.body, actorOf(request).account),
      ),
    remove: async (request: ById) => {
      await inventory.remove(request.params.id, actorOf(request).account);
      return success(request, null);
    },
    record: async (
      request: FastifyRequest<{
        Params: { vendorNumber: string };
        Querystring: z.output<typeof inventoryRecordQuerySchema>;
      }>,
    ) => success(request, await inventory.records(request.params.vendorNumber, request.query)),
    template: async (request: FastifyRequest, reply: FastifyReply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '库存导入模板.xlsx' : 'inventory-import-template.xlsx';
      return sendWorkbook(reply, await inventory.template(language), name);
    },
    import: async (request: FastifyRequest<{ Querystring: { projectKey: string } }>) => {
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
    report: async (request: FastifyRequest<{ Body: InventoryReportRequest }>) =>
      success(
        request,
        await inventory.report(request.body.projectKey, request.body.ids, actorOf(request).account),
      ),
  };
}
