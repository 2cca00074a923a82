import type {
  LocationInput,
  LocationPageQuery,
  RecordIdParams,
  locationListQuerySchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import type { LocationsService } from './locations.service';

type ById = FastifyRequest<{ Params: RecordIdParams }>;

export function locationsHandlers(locations: LocationsService) {
  return {
    page: async (request: FastifyRequest<{ Querystring: LocationPageQuery }>) =>
      success(request, await locations.page(request.query)),
    list: async (
      request: FastifyRequest<{ Querystring: z.output<typeof locationListQuerySchema> }>,
    ) => success(request, await locations.list(request.query.type)),
    save: async (request: FastifyRequest<{ Body: LocationInput }>) =>
      success(request, await locations.create(request.body, requestLanguage(request))),
    info: async (request: ById) => success(request, await locations.info(request.params.id)),
    update: async (request: FastifyRequest<{ Params: RecordIdParams; Body: LocationInput }>) =>
      success(
        request,
        await locations.update(request.params.id, request.body, requestLanguage(request)),
      ),
    remove: async (request: ById) => {
      await locations.remove(request.params.id);
      return success(request, null);
    },
  };
}
