import { projectEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { projectsHandlers } from './projects.handlers';
import { ProjectsService } from './projects.service';

/** /api/project/*: projects and their custom fields (spec §3), as libs/contracts declares them. */
export async function projectsRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    projectEndpoints,
    projectsHandlers(new ProjectsService(context.database.db, context.clock, context.audit)),
  );
}
