import type { EndpointDefinition } from '../endpoint';
import { orderEndpoints } from './orders';

export { orderEndpoints } from './orders';

/**
 * Every endpoint of the API, by area. The server registers each one (a test proves that the two
 * lists agree), the OpenAPI document is generated from them, and the browser calls them.
 */
export const endpointGroups = {
  orders: orderEndpoints,
} as const satisfies Readonly<Record<string, Readonly<Record<string, EndpointDefinition>>>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group),
);
