import type { productEndpoints } from '@portal/contracts';
import type { EndpointHandlers } from '../common/endpoint-route';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import { sendWorkbook } from '../files/send-workbook';
import { readUploadedFile } from '../files/uploaded-file';
import type { ProductsService } from './products.service';

export function productsHandlers(
  products: ProductsService,
): EndpointHandlers<typeof productEndpoints> {
  return {
    page: async (request) => success(request, await products.page(request.query)),
    list: async (request) => success(request, await products.list(request.query.projectKey)),
    save: async (request) =>
      success(request, await products.create(request.body, requestLanguage(request))),
    info: async (request) => success(request, await products.info(request.params.id)),
    update: async (request) =>
      success(
        request,
        await products.update(request.params.id, request.body, requestLanguage(request)),
      ),
    remove: async (request) => {
      await products.remove(request.params.id);
      return success(request, null);
    },
    template: async (request, reply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '产品导入模板.xlsx' : 'product-import-template.xlsx';
      return sendWorkbook(reply, await products.template(language), name);
    },
    import: async (request) => {
      const bytes = await readUploadedFile(request);
      return success(
        request,
        await products.import(request.query.projectKey, bytes, requestLanguage(request)),
      );
    },
  };
}
