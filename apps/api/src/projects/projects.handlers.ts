import type { projectEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { ProjectsService } from './projects.service';

export function projectsHandlers(
  projects: ProjectsService,
): EndpointHandlers<typeof projectEndpoints> {
  return {
    page: async (request) => success(request, await projects.page(request.query)),
    list: async (request) => success(request, await projects.list()),
    save: async (request) =>
      success(request, await projects.create(request.body, actorOf(request))),
    info: async (request) => success(request, await projects.info(request.params.key)),
    update: async (request) =>
      success(request, await projects.update(request.params.key, request.body, actorOf(request))),
    updateConf: async (request) =>
      success(
        request,
        await projects.updateConf(request.params.key, request.body, actorOf(request)),
      ),
    remove: async (request) => {
      await projects.remove(request.params.key, actorOf(request));
      return success(request, null);
    },
    apiKey: async (request) =>
      success(request, await projects.newApiKey(request.params.key, actorOf(request))),
    fieldList: async (request) => success(request, await projects.fields(request.params.key)),
    fieldSave: async (request) =>
      success(
        request,
        await projects.createField(request.params.key, request.body, actorOf(request)),
      ),
    fieldUpdate: async (request) =>
      success(
        request,
        await projects.updateField(request.params.key, request.body, actorOf(request)),
      ),
    fieldBatchUpdate: async (request) =>
      success(
        request,
        await projects.replaceFields(request.params.key, request.body, actorOf(request)),
      ),
  };
}
