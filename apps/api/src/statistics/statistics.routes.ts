import { statisticEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { statisticsHandlers } from './statistics.handlers';
import { StatisticsService } from './statistics.service';

/** /api/statistic/*: the dashboard's figures, as libs/contracts declares them. */
export async function statisticsRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    statisticEndpoints,
    statisticsHandlers(new StatisticsService(context.database.db, context.clock)),
  );
}
