import { invoiceEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { invoiceHandlers } from './invoices.handlers';
import { InvoicesService } from './invoices.service';

/** /api/invoice/* and the invoice send action (spec §7): docs/invoices.md. */
export async function invoiceRoutes(app: App, context: ApiContext): Promise<void> {
  // An invoice of thousands of lines is larger than Fastify's default 1 MiB.
  const large = { bodyLimit: 16 * 1024 * 1024 };
  registerEndpoints(
    app,
    invoiceEndpoints,
    invoiceHandlers(new InvoicesService(context.database.db, context.clock, context.gateway)),
    { save: large },
  );
}
