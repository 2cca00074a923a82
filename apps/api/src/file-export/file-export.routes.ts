import {
  exportRoles,
  fileExportEndpoints,
  rolesAllow,
  type ExportResource,
  type Language,
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

type Exporter = (ids: readonly number[], language: Language) => Promise<Buffer>;

/**
 * /api/file/export: the selected rows of a master-data, inventory or order list as an Excel
 * workbook. The endpoint admits every exporting role; the role of the list asked for
 * (exportRoles) is checked here.
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

  registerEndpoints(app, fileExportEndpoints, {
    export: async (request, reply) => {
      const { resource, ids } = request.body;
      if (!rolesAllow(callerOf(request).roles, [exportRoles[resource]])) {
        throw new ApiError('NO_PERMISSION');
      }
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
