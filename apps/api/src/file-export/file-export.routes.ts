import {
  exportFilterSchemas,
  exportRoles,
  fileExportEndpoints,
  rolesAllow,
  type ExportResource,
  type Language,
  type ListFilter,
} from '@portal/contracts';
import { callerOf } from '../access/caller';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { InventoryService } from '../inventory/inventory.service';
import { OptionsService } from '../options/options.service';
import { LocationsService } from '../locations/locations.service';
import { PackagesService } from '../packages/packages.service';
import { ProductsService } from '../products/products.service';
import { StoresService } from '../stores/stores.service';
import { OrdersService } from '../orders/orders.service';
import { sendWorkbook } from '../files/send-workbook';
import { everyMatchingRow, readListFilter, tooManyRows } from '../list-filter/matching-rows';

type Exporter = (ids: readonly number[], language: Language) => Promise<Buffer>;
/** The ids of the rows a list's filter matches on all its pages (one more than the cap at most). */
type Matcher = (filter: ListFilter) => Promise<readonly number[]>;

const idsOf = (page: { records: readonly { id: number }[] }): number[] =>
  page.records.map((record) => record.id);

/**
 * /api/file/export: the selected rows of a master-data, inventory or order list, or every row its
 * filter matches, as an Excel workbook. The endpoint admits every exporting role; the role of the
 * list asked for (exportRoles) is checked here, before any row is read.
 */
export async function filesRoutes(app: App, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const options = new OptionsService(db, context.clock);
  const products = new ProductsService(db, context.clock);
  const inventory = new InventoryService(db, context.clock, context.gateway);
  const packages = new PackagesService(db, context.clock);
  const locations = new LocationsService(db, context.clock);
  const stores = new StoresService(db, context.clock);
  const orders = new OrdersService(db);
  const exporters: Record<ExportResource, Exporter> = {
    product: (ids, language) => products.export(ids, language),
    package: (ids, language) => packages.export(ids, language),
    location: (ids, language) => locations.export(ids, language),
    store: (ids, language) => stores.export(ids, language),
    optionType: (ids, language) => options.exportTypes(ids, language),
    optionDetail: (ids, language) => options.exportDetails(ids, language),
    inventory: (ids, language) => inventory.export(ids, language),
    order: (ids, language) => orders.export(ids, language),
  };
  // Each list's own page call, so "all rows matching the filter" are the rows the list shows.
  const matchers: Record<ExportResource, Matcher> = {
    product: async (filter) =>
      idsOf(
        await products.page({
          ...readListFilter(exportFilterSchemas.product, filter),
          ...everyMatchingRow,
        }),
      ),
    package: async (filter) =>
      idsOf(
        await packages.page({
          ...readListFilter(exportFilterSchemas.package, filter),
          ...everyMatchingRow,
        }),
      ),
    location: async (filter) =>
      idsOf(
        await locations.page({
          ...readListFilter(exportFilterSchemas.location, filter),
          ...everyMatchingRow,
        }),
      ),
    store: async (filter) =>
      idsOf(
        await stores.page({
          ...readListFilter(exportFilterSchemas.store, filter),
          ...everyMatchingRow,
        }),
      ),
    optionType: async (filter) =>
      idsOf(
        await options.typePage({
          ...readListFilter(exportFilterSchemas.optionType, filter),
          ...everyMatchingRow,
        }),
      ),
    optionDetail: async (filter) =>
      idsOf(
        await options.detailPage({
          ...readListFilter(exportFilterSchemas.optionDetail, filter),
          ...everyMatchingRow,
        }),
      ),
    inventory: async (filter) =>
      idsOf(
        await inventory.page({
          ...readListFilter(exportFilterSchemas.inventory, filter),
          ...everyMatchingRow,
        }),
      ),
    order: async (filter) => {
      const found = await orders.page({
        ...readListFilter(exportFilterSchemas.order, filter),
        ...everyMatchingRow,
        // From the first row, whatever page the list shows.
        after: undefined,
      });
      return found.records.map((order) => order.serialNumber);
    },
  };

  /** The rows asked for: the ticked ones, or every one the filter matches (within the cap). */
  const rowsOf = async (
    resource: ExportResource,
    body: { ids?: readonly number[] | undefined; filter?: ListFilter | undefined },
  ): Promise<readonly number[]> => {
    if (body.filter === undefined) return body.ids ?? [];
    const ids = await matchers[resource](body.filter);
    if (tooManyRows(ids)) throw new ApiError('EXPORT_TOO_MANY_ROWS', { field: 'filter' });
    return ids;
  };

  registerEndpoints(app, fileExportEndpoints, {
    export: async (request, reply) => {
      const { resource } = request.body;
      if (!rolesAllow(callerOf(request).roles, [exportRoles[resource]])) {
        throw new ApiError('NO_PERMISSION');
      }
      const ids = await rowsOf(resource, request.body);
      if (ids.length === 0) throw new ApiError('EXPORT_SELECTION_REQUIRED', { field: 'ids' });
      const exporter = exporters[resource];
      const language = requestLanguage(request);
      let bytes: Buffer;
      try {
        bytes = await exporter([...new Set(ids)], language);
      } catch (cause) {
        throw cause instanceof ApiError ? cause : new ApiError('EXPORT_FAILED', { cause });
      }
      const day = context.clock.now().toISOString().slice(0, 10);
      return sendWorkbook(reply, bytes, `${resource}-${day}.xlsx`);
    },
  });
}
