import { z } from 'zod';

/**
 * The parts of the server's OpenAPI 3.1 document (GET /api/swagger-ui/json) the request tests read:
 * every operation with its path and query parameters and its JSON body schema.
 */

export type JsonSchema = { readonly [key: string]: unknown };

const jsonSchema: z.ZodType<JsonSchema> = z.record(z.string(), z.unknown());
const parameterSchema = z
  .object({
    name: z.string(),
    in: z.enum(['path', 'query', 'header', 'cookie']),
    required: z.boolean().optional(),
    schema: jsonSchema.optional(),
  })
  .loose();
const operationSchema = z
  .object({
    parameters: z.array(parameterSchema).optional(),
    requestBody: z
      .object({ content: z.record(z.string(), z.object({ schema: jsonSchema }).loose()) })
      .loose()
      .optional(),
    responses: z.record(z.string(), z.object({ content: z.unknown().optional() }).loose()),
  })
  .loose();
export const openApiDocumentSchema = z
  .object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) })
  .loose();

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Parameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

export interface Operation {
  readonly method: HttpMethod;
  /** The OpenAPI path, with `{name}` for path parameters. */
  readonly path: string;
  /** `METHOD /path` as the role matrix writes it (`:name`). */
  readonly key: string;
  readonly pathParameters: readonly Parameter[];
  readonly queryParameters: readonly Parameter[];
  /** The JSON body schema, when the operation takes one. */
  readonly body: JsonSchema | undefined;
  /** A success is a file (no JSON content documented for 200), not an envelope. */
  readonly download: boolean;
}

const methods: ReadonlySet<string> = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = openApiDocumentSchema.parse(document);
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!methods.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? parameter.in === 'path',
        schema: parameter.schema ?? {},
      }));
      const upper = method.toUpperCase() as HttpMethod;
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema,
        download: operation.responses['200']?.content === undefined,
      });
    }
  }
  return operations;
}

/** The URL of an operation with its path parameters filled (each value percent-encoded). */
export function urlOf(
  operation: Pick<Operation, 'path'>,
  pathValues: Readonly<Record<string, string>>,
  query: readonly (readonly [string, string])[] = [],
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(pathValues[name] ?? ''),
  );
  const search = query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
}

export const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON types a schema names (`type` as one string or a list), or none. */
export const typesOf = (schema: JsonSchema): string[] => {
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
};

/** The branches of a union or intersection (anyOf, oneOf, allOf), or none. */
export const branchesOf = (schema: JsonSchema): JsonSchema[] =>
  ['anyOf', 'oneOf', 'allOf'].flatMap((key) => {
    const list = schema[key];
    return Array.isArray(list) ? list.filter(isObject) : [];
  });

/** The properties of an object schema (its own and its branches'). */
export function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  const own = isObject(schema['properties'])
    ? Object.entries(schema['properties']).filter((entry): entry is [string, JsonSchema] =>
        isObject(entry[1]),
      )
    : [];
  return [...own, ...branchesOf(schema).flatMap(propertiesOf)];
}

export const requiredOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema['required'])
    ? schema['required'].filter((name): name is string => typeof name === 'string')
    : [];

/** A place in a body where a string may go: its path and whether it may span lines. */
export interface StringLeaf {
  /** Property names and `0` for the first item of an array. */
  readonly path: readonly string[];
  readonly multiline: boolean;
}

/**
 * Every place in a JSON body schema where a string is, or may be (an enum of strings, or a schema
 * without a type: a value of each kind), with the flag `optionalMultilineText` sets.
 */
export function stringLeaves(schema: JsonSchema, path: readonly string[] = []): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  const types = typesOf(schema);
  const hasChildren =
    isObject(schema['properties']) || isObject(schema['items']) || branchesOf(schema).length > 0;
  const mayBeString =
    types.includes('string') ||
    (Array.isArray(schema['enum']) && schema['enum'].some((value) => typeof value === 'string')) ||
    (types.length === 0 && !hasChildren && !Array.isArray(schema['enum']));
  if (mayBeString) leaves.push({ path, multiline: schema['x-multiline'] === true });
  for (const [name, property] of isObject(schema['properties'])
    ? Object.entries(schema['properties'])
    : []) {
    if (isObject(property)) leaves.push(...stringLeaves(property, [...path, name]));
  }
  if (isObject(schema['items'])) leaves.push(...stringLeaves(schema['items'], [...path, '0']));
  if (isObject(schema['additionalProperties'])) {
    leaves.push(...stringLeaves(schema['additionalProperties'], [...path, 'key']));
  }
  for (const branch of branchesOf(schema)) leaves.push(...stringLeaves(branch, path));
  // A union lists the same place once per branch; it spans lines if any branch says so.
  const byPath = new Map<string, StringLeaf>();
  for (const leaf of leaves) {
    const id = leaf.path.join('\u0000');
    const known = byPath.get(id);
    byPath.set(id, { path: leaf.path, multiline: leaf.multiline || known?.multiline === true });
  }
  return [...byPath.values()];
}

/** A value `schema` accepts, as small as it gets (required properties only). */
export function minimalValue(schema: JsonSchema): unknown {
  if ('default' in schema) return schema['default'];
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  const branches = branchesOf(schema);
  const types = typesOf(schema);
  if (types.length === 0 && branches.length > 0) {
    const nonNull = branches.find((branch) => !typesOf(branch).includes('null'));
    return minimalValue(nonNull ?? branches[0] ?? {});
  }
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = new Map(propertiesOf(schema));
      return Object.fromEntries(
        requiredOf(schema).map((name) => [name, minimalValue(properties.get(name) ?? {})]),
      );
    }
    case 'array': {
      const items = isObject(schema['items']) ? schema['items'] : {};
      const minimum = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      return Array.from({ length: minimum }, () => minimalValue(items));
    }
    case 'integer':
    case 'number': {
      const minimum = schema['minimum'] ?? schema['exclusiveMinimum'];
      return typeof minimum === 'number' ? Math.max(1, Math.ceil(minimum)) : 1;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 1;
      return 'x'.repeat(Math.max(1, minLength));
    }
    default:
      return 0;
  }
}

/** Puts `value` at `path` in a copy of `base`, making objects and arrays on the way. */
export function withValueAt(base: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[Number(head)] = withValueAt(list[Number(head)], rest, value);
    return list;
  }
  const object = isObject(base) ? { ...base } : {};
  return { ...object, [head]: withValueAt(object[head], rest, value) };
}
