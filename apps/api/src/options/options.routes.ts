import { optionEndpoints, optionValueEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { optionTypesHandlers, optionValuesHandlers } from './options.handlers';
import { OptionsService } from './options.service';

/** /api/option/* (option types) and /api/optionDetail/* (their values), as libs/contracts declares them. */
export async function optionsRoutes(app: App, context: ApiContext): Promise<void> {
  const options = new OptionsService(context.database.db, context.clock);
  registerEndpoints(app, optionEndpoints, optionTypesHandlers(options));
  registerEndpoints(app, optionValueEndpoints, optionValuesHandlers(options));
}
