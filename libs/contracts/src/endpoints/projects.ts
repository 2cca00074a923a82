import { z } from 'zod';
import { allow, endpoint } from '../endpoint';
import {
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
} from '../projects';

const tags = ['projects'];
const params = projectKeyParamsSchema;
const admin = allow(['ADMIN']);
/**
 * Business screens of every role choose a project and show its fields: a USER guard admits
 * anyone signed in, whatever their roles (rolesAllow, decisions.md §4).
 */
const everyRole = allow(['USER']);

/** /api/project/*: projects (trading-partner connections) and their custom fields (spec §3). */
export const projectEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/project/config/page',
    summary: 'Projects, paged, filtered by key or name, sorted by sort then key',
    tags,
    access: admin,
    transfer: 'json',
    query: projectPageQuerySchema,
    response: projectPageSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/project/config/list',
    summary:
      'Every project, sorted by sort then key, to choose one on business screens: key, ' +
      'names and the switches the screens act on (allowCancel, allowDelete, ' +
      'confirmBeforeAccept); the connection is the admin’s (/project/config/info)',
    tags,
    access: everyRole,
    transfer: 'json',
    response: z.array(projectListItemSchema),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/project/config/save',
    summary: 'Create a project',
    tags,
    access: admin,
    transfer: 'json',
    body: projectSaveSchema,
    response: projectSchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/project/config/info/:key',
    summary: 'One project',
    tags,
    access: admin,
    transfer: 'json',
    params,
    response: projectSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/project/config/update/:key',
    summary: "Edit a project's names, description and sort",
    tags,
    access: admin,
    transfer: 'json',
    params,
    body: projectUpdateSchema,
    response: projectSchema,
  }),
  updateConf: endpoint({
    method: 'PUT',
    path: '/api/project/config/updateConf/:key',
    summary: "Edit a project's connection: standard, version, identifiers, directories, switches",
    tags,
    access: admin,
    transfer: 'json',
    params,
    body: projectUpdateConfSchema,
    response: projectSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/project/config/delete/:key',
    summary: 'Delete a project and its fields; refused once it has EDI traffic unless allowDelete',
    tags,
    access: admin,
    transfer: 'json',
    params,
    response: z.null(),
  }),
  apiKey: endpoint({
    method: 'PUT',
    path: '/api/project/config/apiKey/:key',
    summary: 'Make a new inbound HTTP API key (the old one stops working); shown this once',
    tags,
    access: admin,
    transfer: 'json',
    params,
    response: projectApiKeySchema,
  }),
  fieldList: endpoint({
    method: 'GET',
    path: '/api/project/field/list/:key',
    summary: "A project's custom fields, sorted by sort then key",
    tags,
    access: everyRole,
    transfer: 'json',
    params,
    response: z.array(projectFieldSchema),
  }),
  fieldSave: endpoint({
    method: 'POST',
    path: '/api/project/field/save/:key',
    summary: 'Add a custom field to a project',
    tags,
    access: admin,
    transfer: 'json',
    params,
    body: projectFieldInputSchema,
    response: projectFieldSchema,
  }),
  fieldUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/field/update/:key',
    summary: 'Edit one custom field of a project, named by its id',
    tags,
    access: admin,
    transfer: 'json',
    params,
    body: projectFieldUpdateSchema,
    response: projectFieldSchema,
  }),
  fieldBatchUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/field/batchUpdate/:key',
    summary: "Replace a project's whole field list at once",
    tags,
    access: admin,
    transfer: 'json',
    params,
    body: projectFieldBatchSchema,
    response: z.array(projectFieldSchema),
  }),
} as const;
