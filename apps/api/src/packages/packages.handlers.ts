import type {
  PackageInput,
  PackagePageQuery,
  PackageSave,
  RecordIdParams,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import type { PackagesService } from './packages.service';

type ById = FastifyRequest<{ Params: RecordIdParams }>;
type ForProject = FastifyRequest<{ Querystring: { projectKey: string } }>;

export function packagesHandlers(packages: PackagesService) {
  return {
    page: async (request: FastifyRequest<{ Querystring: PackagePageQuery }>) =>
      success(request, await packages.page(request.query)),
    list: async (request: ForProject) =>
      success(request, await packages.list(request.query.projectKey)),
    save: async (request: FastifyRequest<{ Body: PackageSave }>) =>
      success(request, await packages.create(request.body, requestLanguage(request))),
    info: async (request: ById) => success(request, await packages.info(request.params.id)),
    update: async (request: FastifyRequest<{ Params: RecordIdParams; Body: PackageInput }>) =>
      success(
        request,
        await packages.update(request.params.id, request.body, requestLanguage(request)),
      ),
    remove: async (request: ById) => {
      await packages.remove(request.params.id);
      return success(request, null);
    },
  };
}
