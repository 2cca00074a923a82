import { multilineMetaKey, textProblem, validationToken } from '@portal/contracts';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * The central text check: every string a request carries in its body, query or path (at any
 * depth, object keys too) is refused with 2001 naming its field when it holds a control character
 * or a lone surrogate, or a line break or tab where the field's schema does not allow several
 * lines (`optionalMultilineText`, `x-multiline` in the OpenAPI document). It runs before the
 * route's own zod schema, so a schema written with a bare `z.string()` is covered too.
 */

/** A path pattern: property names, with `*` for any array index or record key. */
type PathPattern = readonly string[];

const anyKey = '*';
const checkedParts: ReadonlySet<string> = new Set(['body', 'querystring', 'params']);
/** Deeper schemas are not followed (recursive ones); strings below them count as one line. */
const maxSchemaDepth = 32;
/** One request's answer names at most this many fields; the rest adds nothing to fix. */
const maxIssues = 20;

type JsonSchema = { readonly [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sub-schemas of a JSON Schema node and the path segment each one applies at. */
function children(node: JsonSchema): [string | undefined, unknown][] {
  const found: [string | undefined, unknown][] = [];
  if (isObject(node['properties'])) {
    for (const [name, child] of Object.entries(node['properties'])) found.push([name, child]);
  }
  for (const key of ['items', 'additionalProperties']) {
    if (isObject(node[key])) found.push([anyKey, node[key]]);
  }
  for (const key of ['prefixItems']) {
    const list = node[key];
    if (Array.isArray(list)) for (const child of list) found.push([anyKey, child]);
  }
  if (isObject(node['patternProperties'])) {
    for (const child of Object.values(node['patternProperties'])) found.push([anyKey, child]);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const list = node[key];
    if (Array.isArray(list)) for (const child of list) found.push([undefined, child]);
  }
  return found;
}

/** The node a local `$ref` (`#/$defs/…`, `#/definitions/…`, `#`) points to. */
function resolveRef(root: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref
    .slice(1)
    .split('/')
    .filter((part) => part !== '')) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[part] : undefined;
  }
  return node;
}

/** Where a schema lets strings span lines. */
export function multilinePaths(schema: $ZodType): PathPattern[] {
  let root: JsonSchema;
  try {
    root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    // A schema JSON Schema cannot describe: every string in it is held to one line.
    return [];
  }
  const paths: PathPattern[] = [];
  const visit = (node: unknown, path: readonly string[], depth: number): void => {
    if (!isObject(node) || depth > maxSchemaDepth) return;
    if (node[multilineMetaKey] === true) paths.push(path);
    if (typeof node['$ref'] === 'string') visit(resolveRef(root, node['$ref']), path, depth + 1);
    for (const [segment, child] of children(node)) {
      visit(child, segment === undefined ? path : [...path, segment], depth + 1);
    }
  };
  visit(root, [], 0);
  return paths;
}

/** The length of the longest pattern, -1 when there is none: deeper strings are one line. */
const deepestOf = (multiline: readonly PathPattern[]): number =>
  multiline.reduce((deepest, pattern) => Math.max(deepest, pattern.length), -1);

const matches = (pattern: PathPattern, path: readonly string[]): boolean =>
  pattern.length === path.length &&
  pattern.every((segment, index) => segment === anyKey || segment === path[index]);

const pointer = (path: readonly string[]): string =>
  path.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const issue = (
  path: readonly string[],
  problem: 'controlCharacters' | 'singleLine',
): FastifySchemaValidationError => ({
  keyword: 'custom',
  instancePath: pointer(path),
  schemaPath: `#${pointer(path)}`,
  params: {},
  message: validationToken(problem),
});

/** A value met on the walk, linked to its parent so a path is built only when needed. */
interface Visit {
  readonly value: unknown;
  readonly key: string | undefined;
  readonly parent: Visit | undefined;
  readonly depth: number;
}

const pathOf = (visit: Visit | undefined): string[] => {
  const path: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The text problems in a parsed request part, walked without recursion and in linear time (a
 * deeply nested body can neither exhaust the stack nor make the check slow). Bytes (a Buffer
 * body) are not text and are left to their route.
 */
export function findTextProblems(
  value: unknown,
  multiline: readonly PathPattern[],
  deepestPattern: number = deepestOf(multiline),
): FastifySchemaValidationError[] {
  const issues: FastifySchemaValidationError[] = [];
  const stack: Visit[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  while (stack.length > 0 && issues.length < maxIssues) {
    const visit = stack.pop();
    if (visit === undefined) break;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = textProblem(current, false);
      if (problem !== undefined) {
        const path = pathOf(visit);
        // Only a line break or tab depends on the field, and only a shallow field may allow it.
        const allowed =
          problem === 'singleLine' &&
          visit.depth <= deepestPattern &&
          multiline.some((pattern) => matches(pattern, path));
        if (!allowed) issues.push(issue(path, problem));
      }
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        const child: unknown = current[index];
        stack.push({ value: child, key: String(index), parent: visit, depth: visit.depth + 1 });
      }
    } else if (
      typeof current === 'object' &&
      current !== null &&
      !(current instanceof Uint8Array)
    ) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (issues.length >= maxIssues) break;
        // A name is one line; its problem is reported on the object that holds it.
        const problem = textProblem(key, false);
        if (problem !== undefined) issues.push(issue(pathOf(visit), problem));
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] ?? ['', undefined];
        stack.push({ value: child, key, parent: visit, depth: visit.depth + 1 });
      }
    }
  }
  return issues;
}

/**
 * The zod validator compiler with the text check in front of it, for the body, query and path
 * parameters (headers are Latin-1 bytes from the wire, not typed text).
 */
export const textGuardedValidatorCompiler: FastifySchemaCompiler<$ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  if (!checkedParts.has(routeSchema.httpPart ?? '')) return validate;
  // Walked once per route here, not per request.
  const multiline = multilinePaths(routeSchema.schema);
  const deepestPattern = deepestOf(multiline);
  return (data: unknown) => {
    const issues = findTextProblems(data, multiline, deepestPattern);
    return issues.length > 0 ? { error: issues } : validate(data);
  };
};
