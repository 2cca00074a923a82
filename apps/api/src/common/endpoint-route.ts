import {
  envelopeSchema,
  type EndpointBody,
  type EndpointData,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type Envelope,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { App } from './app-types';

/** The request a handler of `E` receives: params, query and body as its schemas output them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * What a handler of `E` returns: the success envelope of its `data` (json and upload), or, for a
 * file, whatever it sent through `reply`.
 */
export type EndpointReturn<E> = E extends { readonly transfer: 'json' | 'upload' }
  ? Envelope<EndpointData<E>> | FastifyReply
  : unknown;

export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReturn<E>>;

/** Fastify options an endpoint may add to its route (a larger body for the partner channel). */
export type EndpointRouteOptions = Pick<RouteOptions, 'bodyLimit'>;

/**
 * Registers the route of an endpoint contract (docs/architecture.md "Endpoint contracts"): its
 * method, path, schemas (validated by the zod type provider, published in the OpenAPI document)
 * and its access, which the access-control hook checks before anything else runs.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: App,
  definition: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const { response } = definition;
  app.route({
    ...options,
    method: definition.method,
    url: definition.path,
    config: { access: definition.access },
    schema: {
      tags: [...definition.tags],
      summary: definition.summary,
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(response ? { response: { 200: envelopeSchema(response) } } : {}),
    },
    // The handler's request type comes from the contract; Fastify's generic route type cannot
    // carry it through `app.route`, so it is widened here, in this one place.
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** One handler for each endpoint of a group, by the same key. */
export type EndpointHandlers<G> = { readonly [K in keyof G]: EndpointHandler<G[K]> };

/** Registers a whole group of endpoint contracts, each with the handler of the same key. */
export function registerEndpoints<G extends Readonly<Record<string, EndpointDefinition>>>(
  app: App,
  group: G,
  handlers: EndpointHandlers<G>,
  options: Partial<Record<keyof G, EndpointRouteOptions>> = {},
): void {
  for (const [key, definition] of Object.entries(group)) {
    registerEndpoint<EndpointDefinition>(
      app,
      definition,
      // The key pairs each contract with its own handler type; the loop cannot express that.
      handlers[key as keyof G] as EndpointHandler<EndpointDefinition>,
      options[key as keyof G],
    );
  }
}
