import type { packageEndpoints } from '@portal/contracts';
import type { EndpointHandlers } from '../common/endpoint-route';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import type { PackagesService } from './packages.service';

export function packagesHandlers(
  packages: PackagesService,
): EndpointHandlers<typeof packageEndpoints> {
  return {
    page: async (request) => success(request, await packages.page(request.query)),
    list: async (request) => success(request, await packages.list(request.query.projectKey)),
    save: async (request) =>
      success(request, await packages.create(request.body, requestLanguage(request))),
    info: async (request) => success(request, await packages.info(request.params.id)),
    update: async (request) =>
      success(
        request,
        await packages.update(request.params.id, request.body, requestLanguage(request)),
      ),
    remove: async (request) => {
      await packages.remove(request.params.id);
      return success(request, null);
    },
  };
}
