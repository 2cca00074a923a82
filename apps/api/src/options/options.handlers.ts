import type { optionEndpoints, optionValueEndpoints } from '@portal/contracts';
import type { EndpointHandlers } from '../common/endpoint-route';
import { success } from '../common/envelope';
import type { OptionsService } from './options.service';

export function optionTypesHandlers(
  options: OptionsService,
): EndpointHandlers<typeof optionEndpoints> {
  return {
    page: async (request) => success(request, await options.typePage(request.query)),
    list: async (request) => success(request, await options.typeList()),
    save: async (request) => success(request, await options.createType(request.body)),
    info: async (request) => success(request, await options.typeInfo(request.params.id)),
    update: async (request) =>
      success(request, await options.updateType(request.params.id, request.body)),
    remove: async (request) => {
      await options.removeType(request.params.id);
      return success(request, null);
    },
  };
}

export function optionValuesHandlers(
  options: OptionsService,
): EndpointHandlers<typeof optionValueEndpoints> {
  return {
    page: async (request) => success(request, await options.detailPage(request.query)),
    list: async (request) =>
      success(request, await options.detailList(request.query.typeKey, request.query.all)),
    save: async (request) => success(request, await options.createDetail(request.body)),
    info: async (request) => success(request, await options.detailInfo(request.params.id)),
    update: async (request) =>
      success(request, await options.updateDetail(request.params.id, request.body)),
    active: async (request) =>
      success(request, await options.setDetailActive(request.params.id, request.body.active)),
    remove: async (request) => {
      await options.removeDetail(request.params.id);
      return success(request, null);
    },
  };
}
