import type {
  ProductInput,
  ProductPageQuery,
  ProductSave,
  RecordIdParams,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import { sendWorkbook } from '../files/send-workbook';
import { readUploadedFile } from '../files/uploaded-file';
import type { ProductsService } from './products.service';

type ById = FastifyRequest<{ Params: RecordIdParams }>;
type ForProject = FastifyRequest<{ Querystring: { projectKey: string } }>;

export function productsHandlers(products: ProductsService) {
  return {
    page: async (request: FastifyRequest<{ Querystring: ProductPageQuery }>) =>
      success(request, await products.page(request.query)),
    list: async (request: ForProject) =>
      success(request, await products.list(request.query.projectKey)),
    save: async (request: FastifyRequest<{ Body: ProductSave }>) =>
      success(request, await products.create(request.body, requestLanguage(request))),
    info: async (request: ById) => success(request, await products.info(request.params.id)),
    update: async (request: FastifyRequest<{ Params: RecordIdParams; Body: ProductInput }>) =>
      success(
        request,
        await products.update(request.params.id, request.body, requestLanguage(request)),
      ),
    remove: async (request: ById) => {
      await products.remove(request.params.id);
      return success(request, null);
    },
    template: async (request: FastifyRequest, reply: FastifyReply) => {
      const language = requestLanguage(request);
      const name = language === 'zh-cn' ? '产品导入模板.xlsx' : 'product-import-template.xlsx';
      return sendWorkbook(reply, await products.template(language), name);
    },
    import: async (request: ForProject) => {
      const bytes = await readUploadedFile(request);
      return success(
        request,
        await products.import(request.query.projectKey, bytes, requestLanguage(request)),
      );
    },
  };
}
