import {
  envelopeSchema,
  projectApiKeySchema,
  projectFieldBatchSchema,
  projectFieldInputSchema,
  projectFieldSchema,
  projectFieldUpdateSchema,
  projectKeyParamsSchema,
  projectListItemSchema,
  projectPageQuerySchema,
  projectPageSchema,
  projectSaveSchema,
  projectSchema,
  projectUpdateConfSchema,
  projectUpdateSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { projectsHandlers } from './projects.handlers';
import { ProjectsService } from './projects.service';

const tags = ['projects'];
const one = envelopeSchema(projectSchema);
const field = envelopeSchema(projectFieldSchema);
const fieldList = envelopeSchema(z.array(projectFieldSchema));
const params = projectKeyParamsSchema;
const admin = allow(['ADMIN']);
/**
 * Business screens of every role choose a project and show its fields: a USER guard admits
 * anyone signed in, whatever their roles (rolesAllow, decisions.md §4).
 */
const everyRole = allow(['USER']);

/** /api/project/*: projects (trading-partner connections) and their custom fields (spec §3). */
export async function projectsRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = projectsHandlers(
    new ProjectsService(context.database.db, context.clock, context.audit),
  );
  app.get(
    '/api/project/config/page',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Projects, paged, filtered by key or name, sorted by sort then key',
        querystring: projectPageQuerySchema,
        response: { 200: envelopeSchema(projectPageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/project/config/list',
    {
      config: { access: everyRole },
      schema: {
        tags,
        summary:
          'Every project, sorted by sort then key, to choose one on business screens: key, ' +
          'names and the switches the screens act on (allowCancel, allowDelete, ' +
          'confirmBeforeAccept); the connection is the admin’s (/project/config/info)',
        response: { 200: envelopeSchema(z.array(projectListItemSchema)) },
      },
    },
    handlers.list,
  );
  app.post(
    '/api/project/config/save',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Create a project',
        body: projectSaveSchema,
        response: { 200: one },
      },
    },
    handlers.save,
  );
  app.get(
    '/api/project/config/info/:key',
    {
      config: { access: admin },
      schema: { tags, summary: 'One project', params, response: { 200: one } },
    },
    handlers.info,
  );
  app.put(
    '/api/project/config/update/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Edit a project's names, description and sort",
        params,
        body: projectUpdateSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.put(
    '/api/project/config/updateConf/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          "Edit a project's connection: standard, version, identifiers, directories, switches",
        params,
        body: projectUpdateConfSchema,
        response: { 200: one },
      },
    },
    handlers.updateConf,
  );
  app.delete(
    '/api/project/config/delete/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'Delete a project and its fields; refused once it has EDI traffic unless allowDelete',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
  app.put(
    '/api/project/config/apiKey/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Make a new inbound HTTP API key (the old one stops working); shown this once',
        params,
        response: { 200: envelopeSchema(projectApiKeySchema) },
      },
    },
    handlers.apiKey,
  );
  app.get(
    '/api/project/field/list/:key',
    {
      config: { access: everyRole },
      schema: {
        tags,
        summary: "A project's custom fields, sorted by sort then key",
        params,
        response: { 200: fieldList },
      },
    },
    handlers.fieldList,
  );
  app.post(
    '/api/project/field/save/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Add a custom field to a project',
        params,
        body: projectFieldInputSchema,
        response: { 200: field },
      },
    },
    handlers.fieldSave,
  );
  app.put(
    '/api/project/field/update/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Edit one custom field of a project, named by its id',
        params,
        body: projectFieldUpdateSchema,
        response: { 200: field },
      },
    },
    handlers.fieldUpdate,
  );
  app.put(
    '/api/project/field/batchUpdate/:key',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Replace a project's whole field list at once",
        params,
        body: projectFieldBatchSchema,
        response: { 200: fieldList },
      },
    },
    handlers.fieldBatchUpdate,
  );
}
