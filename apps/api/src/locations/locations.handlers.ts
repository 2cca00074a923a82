import type { locationEndpoints } from '@portal/contracts';
import type { EndpointHandlers } from '../common/endpoint-route';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import type { LocationsService } from './locations.service';

export function locationsHandlers(
  locations: LocationsService,
): EndpointHandlers<typeof locationEndpoints> {
  return {
    page: async (request) => success(request, await locations.page(request.query)),
    list: async (request) => success(request, await locations.list(request.query.type)),
    save: async (request) =>
      success(request, await locations.create(request.body, requestLanguage(request))),
    info: async (request) => success(request, await locations.info(request.params.id)),
    update: async (request) =>
      success(
        request,
        await locations.update(request.params.id, request.body, requestLanguage(request)),
      ),
    remove: async (request) => {
      await locations.remove(request.params.id);
      return success(request, null);
    },
  };
}
