import type { storeEndpoints } from '@portal/contracts';
import type { EndpointHandlers } from '../common/endpoint-route';
import { success } from '../common/envelope';
import type { StoresService } from './stores.service';

export function storesHandlers(stores: StoresService): EndpointHandlers<typeof storeEndpoints> {
  return {
    page: async (request) => success(request, await stores.page(request.query)),
    list: async (request) => success(request, await stores.list()),
    save: async (request) => success(request, await stores.create(request.body)),
    info: async (request) => success(request, await stores.info(request.params.id)),
    update: async (request) =>
      success(request, await stores.update(request.params.id, request.body)),
    remove: async (request) => {
      await stores.remove(request.params.id);
      return success(request, null);
    },
  };
}
