/**
 * Paths under the API that are no endpoint contract: the prefix every endpoint path starts with,
 * and the documentation the swagger plugin serves (spec §1), which the server mounts and the
 * shell links to.
 */
export const apiPrefix = '/api';

/** Where Swagger UI and the OpenAPI document live. */
export const swaggerUiPrefix = `${apiPrefix}/swagger-ui` as const;

/** The address spec §1 gives for the API documentation; the server redirects it to the UI. */
export const apiDocsPath = `${swaggerUiPrefix}/index.html` as const;

/** The OpenAPI document as JSON. */
export const openApiDocumentPath = `${swaggerUiPrefix}/json` as const;
