import { exportFilterSchemas, orderExportEndpoints, type ListFilter } from '@portal/contracts';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { callerOf } from '../access/caller';
import type { App } from '../common/app-types';
import { success } from '../common/envelope';
import { registerEndpoints } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import type { ApiContext } from '../context';
import { sendWorkbook } from '../files/send-workbook';
import { readListFilter } from '../list-filter/matching-rows';
import { OrdersService, type OrderExportSelection } from '../orders/orders.service';
import { OrderExportJobs } from './order-export-jobs';

/** Where the server keeps export files: a directory of its own under DATA_DIR. */
export const exportsDirectory = (dataDir: string): string => join(dataDir, 'exports');

/**
 * What a start call covers. The list's own page query reads the filter, so the export holds the
 * rows the list shows, on all its pages (a filter the list would refuse is refused here).
 */
export function orderExportSelection(body: {
  readonly ids?: readonly number[] | undefined;
  readonly filter?: ListFilter | undefined;
}): OrderExportSelection {
  return body.filter === undefined
    ? { ids: [...new Set(body.ids ?? [])] }
    : { filters: readListFilter(exportFilterSchemas.order, body.filter) };
}

/** /api/order/export/*: order exports as jobs (docs/exports.md). */
export async function orderExportRoutes(app: App, context: ApiContext): Promise<void> {
  const jobs = new OrderExportJobs(
    exportsDirectory(context.settings.dataDir),
    new OrdersService(context.database.db),
    context.clock,
    (error, jobId) => app.log.error({ err: error, jobId }, 'order export failed'),
  );
  await jobs.open();
  app.addHook('onClose', () => jobs.close());

  registerEndpoints(app, orderExportEndpoints, {
    start: async (request) => {
      const selection = orderExportSelection(request.body);
      const job = await jobs.start(callerOf(request).userId, selection, requestLanguage(request));
      return success(request, job);
    },
    status: async (request) =>
      success(request, await jobs.status(callerOf(request).userId, request.params.id)),
    cancel: async (request) =>
      success(request, await jobs.cancel(callerOf(request).userId, request.params.id)),
    file: async (request, reply) => {
      const { path, fileName, bytes } = await jobs.file(
        callerOf(request).userId,
        request.params.id,
      );
      // The length lets the browser show the download's progress.
      reply.header('content-length', bytes);
      return sendWorkbook(reply, createReadStream(path), fileName);
    },
  });
}
