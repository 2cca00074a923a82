import { allow } from '../endpoint';
import {
  packageInputSchema,
  packagePageQuerySchema,
  packagePageSchema,
  packageSaveSchema,
  packageSchema,
  projectKeyQuerySchema,
} from '../master-data';
import { recordEndpoints } from './records';

/** /api/package/*: a project's package kinds (spec §3, §7). */
export const packageEndpoints = recordEndpoints('package', {
  tags: ['packages'],
  access: allow(['PACKAGE']),
  record: packageSchema,
  page: {
    summary: 'Packages, paged, filtered by project, type or name',
    query: packagePageQuerySchema,
    response: packagePageSchema,
  },
  list: {
    summary: 'Every package of a project, by type and name (for dropdowns)',
    /** Screens that pick a package: delivery and purchase. */
    access: allow(['PACKAGE', 'DELIVERY', 'PURCHASE']),
    query: projectKeyQuerySchema,
  },
  save: { summary: 'Create a package', body: packageSaveSchema },
  info: { summary: 'One package' },
  update: { summary: 'Edit a package (its project does not change)', body: packageInputSchema },
  remove: { summary: 'Delete a package' },
});
