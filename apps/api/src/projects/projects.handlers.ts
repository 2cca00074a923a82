import type {
  projectFieldBatchSchema,
  projectFieldInputSchema,
  projectFieldUpdateSchema,
  projectKeyParamsSchema,
  projectPageQuerySchema,
  projectSaveSchema,
  projectUpdateConfSchema,
  projectUpdateSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { ProjectsService } from './projects.service';

type Params = z.infer<typeof projectKeyParamsSchema>;

export function projectsHandlers(projects: ProjectsService) {
  return {
    async page(request: FastifyRequest<{ Querystring: z.infer<typeof projectPageQuerySchema> }>) {
      return success(request, await projects.page(request.query));
    },

    async list(request: FastifyRequest) {
      return success(request, await projects.list());
    },

    async save(request: FastifyRequest<{ Body: z.infer<typeof projectSaveSchema> }>) {
      return success(request, await projects.create(request.body, actorOf(request)));
    },

    async info(request: FastifyRequest<{ Params: Params }>) {
      return success(request, await projects.info(request.params.key));
    },

    async update(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof projectUpdateSchema> }>,
    ) {
      return success(
        request,
        await projects.update(request.params.key, request.body, actorOf(request)),
      );
    },

    async updateConf(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof projectUpdateConfSchema> }>,
    ) {
      return success(
        request,
        await projects.updateConf(request.params.key, request.body, actorOf(request)),
      );
    },

    async remove(request: FastifyRequest<{ Params: Params }>) {
      await projects.remove(request.params.key, actorOf(request));
      return success(request, null);
    },

    async apiKey(request: FastifyRequest<{ Params: Params }>) {
      return success(request, await projects.newApiKey(request.params.key, actorOf(request)));
    },

    async fieldList(request: FastifyRequest<{ Params: Params }>) {
      return success(request, await projects.fields(request.params.key));
    },

    async fieldSave(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof projectFieldInputSchema> }>,
    ) {
      return success(
        request,
        await projects.createField(request.params.key, request.body, actorOf(request)),
      );
    },

    async fieldUpdate(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof projectFieldUpdateSchema> }>,
    ) {
      return success(
        request,
        await projects.updateField(request.params.key, request.body, actorOf(request)),
      );
    },

    async fieldBatchUpdate(
      request: FastifyRequest<{ Params: Params; Body: z.infer<typeof projectFieldBatchSchema> }>,
    ) {
      return success(
        request,
        await projects.replaceFields(request.params.key, request.body, actorOf(request)),
      );
    },
  };
}
