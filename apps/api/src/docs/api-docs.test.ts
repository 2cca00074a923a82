import {
  allEndpoints,
  apiDocsPath,
  authEndpoints,
  endpointKey,
  healthEndpoints,
  openApiDocumentPath,
  maintenanceEndpoints,
  settingEndpoints,
  swaggerUiPrefix,
  userEndpoints,
  type EndpointDefinition,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../app';
import { testSettings } from '../testing/fixtures';
import { startTestPortal, type TestPortal } from '../testing/test-portal';

/** The parts of an OpenAPI 3.1 document these tests look at. */
const schemaObject: z.ZodType<{ [key: string]: unknown }> = z.record(z.string(), z.unknown());
const parameterSchema = z.object({ name: z.string(), in: z.string() }).loose();
const operationSchema = z
  .object({
    summary: z.string().optional(),
    parameters: z.array(parameterSchema).optional(),
    requestBody: z
      .object({
        content: z.record(z.string(), z.object({ schema: schemaObject }).loose()),
      })
      .loose()
      .optional(),
    responses: z.record(z.string(), z.unknown()).optional(),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  })
  .loose();
const openApiSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), operationSchema)),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
    components: z
      .object({ securitySchemes: z.record(z.string(), z.unknown()).optional() })
      .loose()
      .optional(),
  })
  .loose();
type OpenApiDocument = z.infer<typeof openApiSchema>;

/** The operation the document gives for an endpoint (none of those asked for has a path param). */
const operationOf = (document: OpenApiDocument, definition: EndpointDefinition) =>
  document.paths[definition.path]?.[definition.method.toLowerCase()];

/** The UI's own page, under its prefix. */
const swaggerUiPage = `${swaggerUiPrefix}/`;

const jsonSchemaProperties = (schema: { [key: string]: unknown }): string[] =>
  Object.keys(z.object({ properties: schemaObject }).loose().parse(schema).properties);

/** The URLs of every script and stylesheet an HTML page loads. */
function loadedUrls(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)];
  const links = [...html.matchAll(/<link\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi)];
  return [...scripts, ...links].map((match) => match[1] ?? '');
}

describe('the API documentation without a database', () => {
  let app: App;

  beforeAll(async () => {
    app = buildApp(testSettings({ version: '4.5.6-docs' }));
    await app.ready();
  });
  afterAll(() => app.close());

  it(`redirects ${apiDocsPath} to the UI, which serves HTML`, async () => {
    const redirect = await app.inject({ method: 'GET', url: apiDocsPath });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(swaggerUiPage);

    const page = await app.inject({ method: 'GET', url: swaggerUiPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/swagger-ui/i);
  });

  it('loads every script and stylesheet of the UI from the server itself, not a CDN', async () => {
    const page = await app.inject({ method: 'GET', url: swaggerUiPage });
    const urls = loadedUrls(page.body);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url, url).not.toMatch(/^(https?:)?\/\//i);
    }
    expect(page.body).not.toMatch(/https?:\/\/[^"'\s]*\.(js|css)\b/i);
    // Each of them is actually served.
    for (const url of urls) {
      const absolute = new URL(url, `http://portal.test${swaggerUiPage}`).pathname;
      const asset = await app.inject({ method: 'GET', url: absolute });
      expect(asset.statusCode, absolute).toBe(200);
    }
  });

  it('serves the Swagger UI stylesheet from the installed package', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${swaggerUiPrefix}/static/swagger-ui.css`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toContain('.swagger-ui');
  });

  it('serves an OpenAPI 3.1 document with the build version, needing no token', async () => {
    const response = await app.inject({ method: 'GET', url: openApiDocumentPath });
    expect(response.statusCode).toBe(200);
    const document = openApiSchema.parse(response.json());
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('4.5.6-docs');
    expect(document.components?.securitySchemes).toHaveProperty('bearer');
    expect(Object.keys(document.paths)).toContain(healthEndpoints.health.path);
    // The UI's own routes are not documented as API operations.
    expect(Object.keys(document.paths).filter((path) => path.startsWith(swaggerUiPrefix))).toEqual(
      [],
    );
  });
});

describe('the API documentation of the full portal', () => {
  let portal: TestPortal;
  let document: OpenApiDocument;

  beforeAll(async () => {
    portal = await startTestPortal('pglite');
    const response = await portal.call('GET', openApiDocumentPath);
    expect(response.statusCode).toBe(200);
    document = openApiSchema.parse(response.json());
  }, 60_000);
  afterAll(() => portal.close());

  it('documents exactly the endpoint contracts, each with its summary', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation.summary] as const,
      ),
    );
    // OpenAPI writes a path parameter as {name} where Fastify writes :name.
    const declared = allEndpoints.map(
      (definition) =>
        [
          `${definition.method} ${definition.path.replace(/:(\w+)/g, '{$1}')}`,
          definition.summary,
        ] as const,
    );
    expect(new Map(documented)).toEqual(new Map(declared));
  });

  it('documents the login body: account, password and the captcha', () => {
    const login = operationOf(document, authEndpoints.login);
    expect(login).toBeDefined();
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body).toBeDefined();
    expect(jsonSchemaProperties(body ?? {}).sort()).toEqual(
      ['account', 'captchaCode', 'captchaId', 'password'].sort(),
    );
  });

  it('documents the query parameters of the user list', () => {
    const list = operationOf(document, userEndpoints.list);
    expect(list).toBeDefined();
    const query = (list?.parameters ?? []).filter((parameter) => parameter.in === 'query');
    expect(query.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'size']),
    );
  });

  it('documents the setting change with its name parameter', () => {
    const put = operationOf(document, settingEndpoints.put);
    expect(put).toBeDefined();
    const names = (put?.parameters ?? []).map((parameter) => parameter.name);
    expect(names).toContain('name');
    expect(operationOf(document, settingEndpoints.read)).toBeDefined();
    expect(operationOf(document, maintenanceEndpoints.upgrade)).toBeDefined();
  });

  it('does not claim that the public sign-in routes need a bearer token', () => {
    // The document asks for a bearer token globally; a public operation must lift it.
    expect(document.security).toEqual([{ bearer: [] }]);
    for (const definition of [
      authEndpoints.login,
      authEndpoints.captcha,
      authEndpoints.initialize,
      healthEndpoints.health,
    ]) {
      expect(operationOf(document, definition)?.security, endpointKey(definition)).toEqual([]);
    }
  });
});
