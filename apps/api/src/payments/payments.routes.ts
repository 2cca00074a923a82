import { paymentEndpoints } from '@portal/contracts';
import type { App } from '../common/app-types';
import { registerEndpoints } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { paymentsHandlers } from './payments.handlers';
import { PaymentsService } from './payments.service';

/** /api/payment/* (spec §7 /payment/orders): payment orders, docs/payments.md. */
export async function paymentsRoutes(app: App, context: ApiContext): Promise<void> {
  registerEndpoints(
    app,
    paymentEndpoints,
    paymentsHandlers(new PaymentsService(context.database.db, context.clock, context.audit)),
  );
}
