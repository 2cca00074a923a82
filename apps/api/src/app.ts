import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App } from './common/app-types';
import type { Settings } from './config';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './health/health.routes';
import { remotesManifestRoutes } from './web/remotes-manifest.routes';
import { staticFiles } from './web/static-files';

export type { App } from './common/app-types';

export interface BuildAppOptions {
  /** Fastify's logger: pino options (level, stream…) or false. Default: info, silent under test. */
  readonly logger?: FastifyServerOptions['logger'];
}

/**
 * The portal server, not listening: routes under /api answer `{ code, message, data }` envelopes;
 * in production it also serves the built front-end apps from `settings.webRoot`.
 */
export function buildApp(settings: Settings, options: BuildAppOptions = {}): App {
  const fastify = Fastify({
    logger: options.logger ?? (settings.nodeEnv === 'test' ? false : { level: 'info' }),
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(fastify);

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.register(healthRoutes, { version: settings.version });
  app.register(remotesManifestRoutes, {
    webRoot: settings.webRoot,
    remotesManifest: settings.remotesManifest,
  });
  if (settings.nodeEnv === 'production') {
    app.register(staticFiles, { webRoot: settings.webRoot });
  }
  return app;
}
