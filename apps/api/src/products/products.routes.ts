import { productEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { productsHandlers } from './products.handlers';
import { ProductsService } from './products.service';

/** /api/product/*: a project's products and their Excel template, as libs/contracts declares them. */
export async function productsRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    productEndpoints,
    productsHandlers(new ProductsService(context.database.db, context.clock)),
  );
}
