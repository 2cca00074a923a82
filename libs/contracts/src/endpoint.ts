import type { z } from 'zod';
import type { Role } from './roles';

/**
 * One API call, described once (issue 16): its method, path, schemas and the roles allowed. The
 * server registers its route from it, the OpenAPI document and the role-matrix test read it, and
 * the browser calls it through `call(endpoint, input)` in libs/api-client. See
 * docs/architecture.md "Endpoint contracts".
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call (decisions.md §4): anyone, or the holders of one of `roles` (ADMIN and ALL pass
 * every role check). A caller who must still change their initial password is refused everywhere
 * except where `duringPasswordChange` says so.
 */
export type EndpointAccess =
  | { readonly public: true }
  | { readonly roles: readonly Role[]; readonly duringPasswordChange?: boolean };

export const publicAccess = { public: true } as const satisfies EndpointAccess;

export const allow = <const R extends readonly Role[]>(
  roles: R,
  options: { readonly duringPasswordChange?: boolean } = {},
): { readonly roles: R; readonly duringPasswordChange?: boolean } => ({ roles, ...options });

/**
 * How the answer travels:
 * - `json`: an envelope `{ code, message, data }`, `data` checked against `response`;
 * - `upload`: the request is one multipart file (part `file`), the answer an envelope;
 * - `download`: the answer is a file (a failure is still an envelope).
 */
export type EndpointTransfer = 'json' | 'upload' | 'download';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/order/info/:serial_number`. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: EndpointAccess;
  readonly transfer: EndpointTransfer;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The schema of `data` in a success envelope (json and upload). */
  readonly response?: z.ZodType;
}

/** Declares an endpoint and keeps its literal types (path, method, schemas) for inference. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type SchemaOf<E, K extends 'params' | 'query' | 'body' | 'response'> = E extends {
  readonly [key in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a handler reads after validation. */
export type EndpointParams<E> =
  SchemaOf<E, 'params'> extends z.ZodType ? z.output<SchemaOf<E, 'params'>> : unknown;
export type EndpointQuery<E> =
  SchemaOf<E, 'query'> extends z.ZodType ? z.output<SchemaOf<E, 'query'>> : unknown;
export type EndpointBody<E> =
  SchemaOf<E, 'body'> extends z.ZodType ? z.output<SchemaOf<E, 'body'>> : unknown;

/** What a handler puts in `data` (before the response schema serialises it). */
export type EndpointData<E> =
  SchemaOf<E, 'response'> extends z.ZodType ? z.input<SchemaOf<E, 'response'>> : never;

/** What a caller gets back in `data`, after the response schema parsed it. */
export type EndpointResult<E> =
  SchemaOf<E, 'response'> extends z.ZodType ? z.output<SchemaOf<E, 'response'>> : never;

/** What a caller passes: only the parts the endpoint declares, in their input form. */
export type EndpointInput<E> = (SchemaOf<E, 'params'> extends z.ZodType
  ? { readonly params: z.input<SchemaOf<E, 'params'>> }
  : unknown) &
  (SchemaOf<E, 'query'> extends z.ZodType
    ? { readonly query: z.input<SchemaOf<E, 'query'>> }
    : unknown) &
  (SchemaOf<E, 'body'> extends z.ZodType
    ? { readonly body: z.input<SchemaOf<E, 'body'>> }
    : unknown);

/** The input as a tuple: callers of an endpoint without params, query or body pass nothing. */
export type EndpointArgs<E> = keyof EndpointInput<E> extends never ? [] : [EndpointInput<E>];

/** `route` in a key of the role table, as the role-matrix test and the OpenAPI check name it. */
export const endpointKey = (definition: Pick<EndpointDefinition, 'method' | 'path'>): string =>
  `${definition.method} ${definition.path}`;

const paramPattern = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * The concrete path of a call: every `:name` replaced by its value, URI-encoded. A missing value
 * is a programming error, not a user's: it throws.
 */
export function pathOf(
  definition: Pick<EndpointDefinition, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return definition.path.replace(paramPattern, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${definition.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A query string from the input form of a query schema: absent values are left out, and a list
 * is sent comma-separated (the schemas split it again, decisions.md §5).
 */
export function searchOf(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** A path with its query, for tests and tools that call the API directly (`app.inject`, fetch). */
export function urlOf(
  definition: Pick<EndpointDefinition, 'path'>,
  input: {
    readonly params?: Readonly<Record<string, string | number>>;
    readonly query?: Readonly<Record<string, QueryValue>>;
  } = {},
): string {
  return pathOf(definition, input.params) + searchOf(input.query);
}
