import { userEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { usersHandlers } from './users.handlers';

/** /api/user/*: the current user and the admin's user management (spec §6). */
export async function usersRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(app, userEndpoints, usersHandlers(context));
}
