import type {
  OptionDetailInput,
  OptionDetailPageQuery,
  OptionTypeInput,
  OptionTypePageQuery,
  RecordIdParams,
  optionDetailListQuerySchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { success } from '../common/envelope';
import type { OptionsService } from './options.service';

type ById = FastifyRequest<{ Params: RecordIdParams }>;
type Saving<T> = FastifyRequest<{ Body: T }>;
type Updating<T> = FastifyRequest<{ Params: RecordIdParams; Body: T }>;

export function optionsHandlers(options: OptionsService) {
  return {
    typePage: async (request: FastifyRequest<{ Querystring: OptionTypePageQuery }>) =>
      success(request, await options.typePage(request.query)),
    typeList: async (request: FastifyRequest) => success(request, await options.typeList()),
    typeSave: async (request: Saving<OptionTypeInput>) =>
      success(request, await options.createType(request.body)),
    typeInfo: async (request: ById) => success(request, await options.typeInfo(request.params.id)),
    typeUpdate: async (request: Updating<OptionTypeInput>) =>
      success(request, await options.updateType(request.params.id, request.body)),
    typeRemove: async (request: ById) => {
      await options.removeType(request.params.id);
      return success(request, null);
    },

    detailPage: async (request: FastifyRequest<{ Querystring: OptionDetailPageQuery }>) =>
      success(request, await options.detailPage(request.query)),
    detailList: async (
      request: FastifyRequest<{ Querystring: z.output<typeof optionDetailListQuerySchema> }>,
    ) => success(request, await options.detailList(request.query.typeKey, request.query.all)),
    detailSave: async (request: Saving<OptionDetailInput>) =>
      success(request, await options.createDetail(request.body)),
    detailInfo: async (request: ById) =>
      success(request, await options.detailInfo(request.params.id)),
    detailUpdate: async (request: Updating<OptionDetailInput>) =>
      success(request, await options.updateDetail(request.params.id, request.body)),
    detailActive: async (request: Updating<{ active: boolean }>) =>
      success(request, await options.setDetailActive(request.params.id, request.body.active)),
    detailRemove: async (request: ById) => {
      await options.removeDetail(request.params.id);
      return success(request, null);
    },
  };
}
