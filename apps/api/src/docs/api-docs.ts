import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsPath, authEndpoints, swaggerUiPrefix } from '@portal/contracts';
import { publicAccess } from '../access/route-access';

/**
 * The OpenAPI 3.1 document, generated from the zod schemas of every route (the ones in
 * libs/contracts), and Swagger UI served from the installed package, so it works offline.
 */
async function apiDocsPlugin(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'EDI supplier portal API',
        description:
          'Every answer is `{ code, message, data }`; code "0000" is success. ' +
          `Send \`Authorization: Bearer <token>\` from ${authEndpoints.login.path}; passwords travel as ` +
          'sha256(sha256(password)) in hex.',
        version: options.version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    // Public routes (sign-in, captcha, health…) need no token: say so per operation.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (access !== undefined && 'public' in access) {
        return { ...output, schema: { ...output.schema, security: [] } };
      }
      return output;
    },
    transformObject: jsonSchemaTransformObject,
  });

  // The UI's own routes (assets, json, yaml) are public documentation.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: publicAccess };
      route.schema = { ...route.schema, hide: true };
    });
    await docs.register(swaggerUi, {
      routePrefix: swaggerUiPrefix,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
    // The spec links exactly this page, which the plugin does not serve itself.
    docs.get(apiDocsPath, (_request, reply) => reply.redirect(`${swaggerUiPrefix}/`));
  });
}

export const apiDocs = fp(apiDocsPlugin, { name: 'api-docs' });
