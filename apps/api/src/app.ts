import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccessControl } from './access/access-control';
import type { RegisteredRoute } from './access/route-access';
import { authRoutes } from './auth/auth.routes';
import type { App } from './common/app-types';
import { systemClock, type Clock } from './common/clock';
import type { Settings } from './config';
import { createContext, type ApiContext } from './context';
import type { DatabaseHandle } from './database';
import { apiDocs } from './docs/api-docs';
import { registerErrorHandling } from './errors';
import {
  answerClientError,
  answerFrameworkError,
  answerNodeServerErrors,
} from './errors/http-errors';
import { textGuardedValidatorCompiler } from './errors/text-guard';
import { healthRoutes } from './health/health.routes';
import { maintenanceRoutes } from './maintenance/maintenance.routes';
import { projectsRoutes } from './projects/projects.routes';
import { systemSettingsRoutes } from './system-settings/system-settings.routes';
import { usersRoutes } from './users/users.routes';
import { messagesRoutes } from './messages/messages.routes';
import { inboundHttpRoutes } from './gateway/inbound/inbound-http.routes';
import { registerUploads } from './files/uploaded-file';
import { optionsRoutes } from './options/options.routes';
import { productsRoutes } from './products/products.routes';
import { packagesRoutes } from './packages/packages.routes';
import { locationsRoutes } from './locations/locations.routes';
import { storesRoutes } from './stores/stores.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { filesRoutes } from './file-export/file-export.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { ordersRoutes } from './orders/orders.routes';
import { orderExportRoutes } from './exports/order-exports.routes';
import { purchaseRoutes } from './purchase/purchase.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { deliveryFileRoutes } from './delivery-files/delivery-files.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { remotesManifestRoutes } from './web/remotes-manifest.routes';
import { staticFiles } from './web/static-files';

export type { App } from './common/app-types';

export interface BuildAppOptions {
  /** Fastify's logger: pino options (level, stream…) or false. Default: info, silent under test. */
  readonly logger?: FastifyServerOptions['logger'];
  /** A ready pino logger (the server's, writing to stdout and the log file); wins over `logger`. */
  readonly loggerInstance?: FastifyBaseLogger;
  /**
   * The open, migrated database. Without one only the health, documentation and web routes exist
   * (the tests of those parts); the server always passes one.
   */
  readonly database?: DatabaseHandle;
  readonly clock?: Clock;
}

export interface PortalApp {
  readonly app: App;
  /** Every route with the access it declared, in registration order. */
  readonly routes: readonly RegisteredRoute[];
  readonly context: ApiContext | undefined;
}

/**
 * The portal server, not listening: routes under /api answer `{ code, message, data }` envelopes
 * and check the caller's roles before anything else; in production it also serves the built
 * front-end apps from `settings.webRoot`.
 */
export function buildPortalApp(settings: Settings, options: BuildAppOptions = {}): PortalApp {
  const fastify = Fastify({
    ...(options.loggerInstance === undefined
      ? { logger: options.logger ?? (settings.nodeEnv === 'test' ? false : { level: 'info' }) }
      : { loggerInstance: options.loggerInstance }),
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits, audit).
    trustProxy: settings.nodeEnv === 'production',
    // Every refusal is an envelope: routing errors, Node's parser errors, the missing Host check
    // and the 503 while closing are answered by src/errors instead of Fastify's or Node's bodies.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    return503OnClosing: false,
  });
  answerNodeServerErrors(fastify.server, fastify.log);
  // zod validates every route's input, after the central check of every string in it.
  fastify.setValidatorCompiler(textGuardedValidatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(fastify);

  const context =
    options.database === undefined
      ? undefined
      : createContext(settings, options.database, options.clock ?? systemClock, fastify.log);
  const routes = registerAccessControl(fastify, context?.sessions);

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.register(apiDocs, { version: settings.version });
  app.register(healthRoutes, { version: settings.version });
  if (context !== undefined) {
    app.register(authRoutes, context);
    app.register(usersRoutes, context);
    app.register(systemSettingsRoutes, context);
    app.register(maintenanceRoutes, context);
    app.register(projectsRoutes, context);
    app.register(messagesRoutes, context);
    app.register(inboundHttpRoutes, context);
    registerUploads(app);
    app.register(optionsRoutes, context);
    app.register(productsRoutes, context);
    app.register(packagesRoutes, context);
    app.register(locationsRoutes, context);
    app.register(storesRoutes, context);
    app.register(inventoryRoutes, context);
    app.register(filesRoutes, context);
    app.register(statisticsRoutes, context);
    app.register(ordersRoutes, context);
    app.register(orderExportRoutes, context);
    app.register(purchaseRoutes, context);
    app.register(deliveryRoutes, context);
    app.register(deliveryFileRoutes, context);
    app.register(invoiceRoutes, context);
    app.register(paymentsRoutes, context);
  }
  app.register(remotesManifestRoutes, {
    webRoot: settings.webRoot,
    remotesManifest: settings.remotesManifest,
  });
  if (settings.serveWeb) {
    app.register(staticFiles, {
      webRoot: settings.webRoot,
      refuseSourceMaps: settings.nodeEnv === 'production',
    });
  }
  return { app, routes, context };
}

export function buildApp(settings: Settings, options: BuildAppOptions = {}): App {
  return buildPortalApp(settings, options).app;
}
