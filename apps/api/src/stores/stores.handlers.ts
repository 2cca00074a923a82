import type { RecordIdParams, StoreInput, StorePageQuery } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { success } from '../common/envelope';
import type { StoresService } from './stores.service';

type ById = FastifyRequest<{ Params: RecordIdParams }>;

export function storesHandlers(stores: StoresService) {
  return {
    page: async (request: FastifyRequest<{ Querystring: StorePageQuery }>) =>
      success(request, await stores.page(request.query)),
    list: async (request: FastifyRequest) => success(request, await stores.list()),
    save: async (request: FastifyRequest<{ Body: StoreInput }>) =>
      success(request, await stores.create(request.body)),
    info: async (request: ById) => success(request, await stores.info(request.params.id)),
    update: async (request: FastifyRequest<{ Params: RecordIdParams; Body: StoreInput }>) =>
      success(request, await stores.update(request.params.id, request.body)),
    remove: async (request: ById) => {
      await stores.remove(request.params.id);
      return success(request, null);
    },
  };
}
