import {
  envelopeSchema,
  packageInputSchema,
  packagePageQuerySchema,
  packagePageSchema,
  packageSaveSchema,
  packageSchema,
  projectKeyQuerySchema,
  recordIdParamsSchema as params,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { packagesHandlers } from './packages.handlers';
import { PackagesService } from './packages.service';

const tags = ['packages'];
const packageRole = allow(['PACKAGE']);
/** Screens that pick a package: delivery and purchase. */
const pickers = allow(['PACKAGE', 'DELIVERY', 'PURCHASE']);
const one = envelopeSchema(packageSchema);

/** /api/package/*: a project's package kinds (spec §3, §7). */
export async function packagesRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = packagesHandlers(new PackagesService(context.database.db, context.clock));
  app.get(
    '/api/package/page',
    {
      config: { access: packageRole },
      schema: {
        tags,
        summary: 'Packages, paged, filtered by project, type or name',
        querystring: packagePageQuerySchema,
        response: { 200: envelopeSchema(packagePageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/package/list',
    {
      config: { access: pickers },
      schema: {
        tags,
        summary: 'Every package of a project, by type and name (for dropdowns)',
        querystring: projectKeyQuerySchema,
        response: { 200: envelopeSchema(z.array(packageSchema)) },
      },
    },
    handlers.list,
  );
  app.post(
    '/api/package/save',
    {
      config: { access: packageRole },
      schema: {
        tags,
        summary: 'Create a package',
        body: packageSaveSchema,
        response: { 200: one },
      },
    },
    handlers.save,
  );
  app.get(
    '/api/package/info/:id',
    {
      config: { access: packageRole },
      schema: { tags, summary: 'One package', params, response: { 200: one } },
    },
    handlers.info,
  );
  app.put(
    '/api/package/update/:id',
    {
      config: { access: packageRole },
      schema: {
        tags,
        summary: 'Edit a package (its project does not change)',
        params,
        body: packageInputSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.delete(
    '/api/package/delete/:id',
    {
      config: { access: packageRole },
      schema: {
        tags,
        summary: 'Delete a package',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
}
