import fc from 'fast-check';
import {
  branchesOf,
  isObject,
  propertiesOf,
  requiredOf,
  typesOf,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi';

/**
 * fast-check arbitraries of whole HTTP requests for one OpenAPI operation: path and query
 * parameters and a JSON body shaped by their schemas, mixed at every place with hostile values
 * (control characters, huge and broken strings, wrong types, deep nesting, `..`), and now and
 * then a body that is not JSON at all or a content type the route does not take.
 */

export interface GeneratedRequest {
  /** Path parameters by name: `raw` ones go into the URL as they are, the others encoded. */
  readonly path: Readonly<Record<string, { readonly value: string; readonly raw: boolean }>>;
  /** Query parameters in order; a name may repeat. */
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent, or none. */
  readonly payload: string | undefined;
}

/**
 * `valid`: values in the shape of the schemas (and the hints), every required property present,
 * so that requests get past validation into the handlers. `hostile`: hostile values anywhere,
 * properties left out or added, broken bodies and raw path segments.
 */
export type RequestMode = 'valid' | 'hostile';

export interface RequestHints {
  /** Plausible values of a parameter or property, by name (known keys, existing ids…). */
  readonly byName: (name: string) => fc.Arbitrary<unknown> | undefined;
  /** Values for the request headers an operation reads (e.g. an API key). */
  readonly headers: (operation: Operation) => Readonly<Record<string, fc.Arbitrary<string>>>;
  /** Operations whose body is someone else's to fuzz: they get none. */
  readonly withoutBody: (operation: Operation) => boolean;
}

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Strings no form would send. */
const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001f',
  'line\nbreak',
  'tab\there',
  'crlf\r\nX-Injected: 1',
  '\u007f',
  '\u0085',
  '\u009b31m',
  '\ud800',
  'x\udfff',
  '\u202eevil',
  '\u200b',
  '\ufeffbom',
  '\u2028',
  '..',
  '.',
  '../../etc/passwd',
  '..\\..\\windows',
  '/etc/passwd',
  'a/b',
  '%00',
  '%zz',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '${7*7}',
  '😀👩‍👩‍👧‍👦',
  '中文名称',
  'İıß',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  ' 12 ',
  '__proto__',
  'constructor',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 100_000).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000).map((length) => '字'.repeat(length)) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }) },
);

const hostileNumbers: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  9_007_199_254_740_993,
  1e308,
  -1e308,
  5e-324,
];

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

/** Values of the wrong shape for any place. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      nested(2_000, 1),
      Array.from({ length: 10_000 }, (_, index) => index),
      Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`k${index}`, index])),
      { __proto__: { polluted: true } },
      JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The patterns that describe a string's shape (not the text rules every string has). */
function shapePatterns(schema: JsonSchema): string[] {
  const own = typeof schema['pattern'] === 'string' ? [schema['pattern']] : [];
  const fromAllOf = branchesOf(schema).flatMap((branch) =>
    typeof branch['pattern'] === 'string' ? [branch['pattern']] : [],
  );
  return [...own, ...fromAllOf].filter(
    (pattern) => !pattern.includes('\\p{') && pattern !== '^[^\\t\\n\\r]*$',
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberOf(schema['minLength']) ?? 0;
  const maxLength = Math.min(numberOf(schema['maxLength']) ?? 40, 40);
  const free = fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) }),
  );
  const shaped = shapePatterns(schema).flatMap((pattern) => {
    try {
      return [fc.stringMatching(new RegExp(pattern), { maxLength: Math.max(minLength, 40) })];
    } catch {
      // A pattern fast-check cannot generate from: free text will do.
      return [];
    }
  });
  const lines =
    schema['x-multiline'] === true
      ? [fc.constantFrom('first line\nsecond line', 'a\r\nb', 'col\tcol')]
      : [];
  return fc.oneof(...shaped, ...shaped, free, ...lines);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const floor = numberOf(schema['minimum']) ?? numberOf(schema['exclusiveMinimum']);
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    floor === undefined
      ? -1_000
      : schema['exclusiveMinimum'] === floor
        ? Math.floor(floor) + 1
        : Math.ceil(floor),
  );
  const max = Math.min(Number.MAX_SAFE_INTEGER, numberOf(schema['maximum']) ?? 1_000_000);
  if (max < min) return fc.constant(min);
  // Small values find existing rows; the whole range finds the edges.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 8) }), fc.integer({ min, max }));
}

/** A value in the shape of `schema` (types, enums, patterns, required properties). */
function shaped(
  schema: JsonSchema,
  hints: RequestHints,
  mode: RequestMode,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) {
    return fc.constantFrom(...(schema['enum'] as unknown[]));
  }
  const types = typesOf(schema);
  const branches = branchesOf(schema).filter((branch) => typesOf(branch).length > 0);
  if (types.length === 0 && branches.length > 0) {
    return fc.oneof(
      ...branches.map((branch) => valueOf(branch, undefined, hints, mode, depth + 1)),
    );
  }
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArbitrary(schema);
        case 'integer':
          return integerArbitrary(schema);
        case 'number':
          return fc.oneof(
            integerArbitrary(schema),
            fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
          );
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const items = isObject(schema['items']) ? schema['items'] : {};
          const maxLength = Math.min(numberOf(schema['maxItems']) ?? 4, 4);
          return fc.array(valueOf(items, undefined, hints, mode, depth + 1), { maxLength });
        }
        case 'object':
          return objectArbitrary(schema, hints, mode, depth);
        default:
          return fc.constant(null);
      }
    }),
  );
}

function objectArbitrary(
  schema: JsonSchema,
  hints: RequestHints,
  mode: RequestMode,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = propertiesOf(schema);
  const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
    properties.map(([name, property]) => [name, valueOf(property, name, hints, mode, depth + 1)]),
  );
  const required = requiredOf(schema).filter((name) => name in model);
  const record = fc.record(model, { requiredKeys: required });
  if (mode === 'valid' && !isObject(schema['additionalProperties'])) return record;
  const extra = isObject(schema['additionalProperties'])
    ? fc.dictionary(
        fc.string({ maxLength: 8 }),
        valueOf(schema['additionalProperties'], undefined, hints, mode, depth + 1),
        { maxKeys: 3 },
      )
    : fc.option(fc.dictionary(fc.constantFrom('unknown', 'id', '__proto__'), hostileValue), {
        freq: 4,
        nil: {},
      });
  // A required property is left out now and then, as a careless client would.
  return fc
    .tuple(
      record,
      extra,
      fc.option(fc.constantFrom(...(required.length > 0 ? required : [''])), { freq: 8 }),
    )
    .map(([values, more, dropped]) =>
      Object.fromEntries(
        Object.entries({ ...more, ...values }).filter(([name]) => name !== dropped),
      ),
    );
}

/** A value for one place: shaped by its schema, a hint by its name, or (hostile) anything. */
export function valueOf(
  schema: JsonSchema,
  name: string | undefined,
  hints: RequestHints,
  mode: RequestMode,
  depth = 0,
): fc.Arbitrary<unknown> {
  const hint = name === undefined ? undefined : hints.byName(name);
  return fc.oneof(
    { weight: hint === undefined ? 6 : 2, arbitrary: shaped(schema, hints, mode, depth) },
    ...(hint === undefined ? [] : [{ weight: 6, arbitrary: hint }]),
    ...(mode === 'hostile' ? [{ weight: 2, arbitrary: hostileValue }] : []),
  );
}

/** A parameter value as it travels in a URL: text. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Path segments that mean something to a router or a file system, sent unencoded. */
const rawSegments = ['..', '.', '%2e%2e', '%zz', '%00', '%2F', '%E0%A4%A', '%', '%u0000'];

function pathValue(parameter: Parameter, hints: RequestHints, mode: RequestMode) {
  const encoded = valueOf(parameter.schema, parameter.name, hints, mode).map((value) => ({
    value: asText(value).slice(0, 400),
    raw: false,
  }));
  if (mode === 'valid') return encoded;
  return fc.oneof(
    { weight: 9, arbitrary: encoded },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...rawSegments).map((value) => ({ value, raw: true })),
    },
  );
}

function queryPairs(
  parameter: Parameter,
  hints: RequestHints,
  mode: RequestMode,
): fc.Arbitrary<[string, string][]> {
  const value = valueOf(parameter.schema, parameter.name, hints, mode).map(asText);
  const one = value.map((text): [string, string][] => [[parameter.name, text]]);
  if (mode === 'valid') {
    return parameter.required ? one : fc.oneof(fc.constant([] as [string, string][]), one, one);
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, string][]) },
    { weight: 6, arbitrary: one },
    {
      weight: 1,
      arbitrary: fc
        .array(value, { minLength: 2, maxLength: 3 })
        .map((texts) => texts.map((text): [string, string] => [parameter.name, text])),
    },
  );
}

/** Bodies that are not what any JSON route expects. */
const brokenBodies: readonly string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":"${'x'.repeat(1_200_000)}"}`,
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
];

const acceptLanguages = ['zh-CN', 'en-US,en;q=0.9', 'fr', '*', 'en;q=abc', '', 'zh;q=0, en;q=0'];

/** Requests for one operation; the caller's Authorization header is added by the test. */
export function requestArbitrary(
  operation: Operation,
  hints: RequestHints,
  mode: RequestMode,
): fc.Arbitrary<GeneratedRequest> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParameters.map((parameter) => [
        parameter.name,
        pathValue(parameter, hints, mode),
      ]),
    ),
  );
  const unknownParameter =
    mode === 'valid'
      ? fc.constant([] as [string, string][])
      : fc
          .option(fc.tuple(fc.constantFrom('unknown', 'page', '__proto__'), hostileString), {
            freq: 5,
          })
          .map((pair): [string, string][] => (pair === null ? [] : [pair]));
  const query = fc
    .tuple(...operation.queryParameters.map((parameter) => queryPairs(parameter, hints, mode)))
    .chain((parts) => unknownParameter.map((extra) => [...parts.flat(), ...extra]));
  const schema = operation.body;
  const json = (value: unknown) => ({ type: 'application/json', payload: JSON.stringify(value) });
  const body: fc.Arbitrary<{ type: string | undefined; payload: string | undefined }> =
    hints.withoutBody(operation) || (mode === 'valid' && schema === undefined)
      ? fc.constant({ type: undefined, payload: undefined })
      : mode === 'valid' && schema !== undefined
        ? valueOf(schema, undefined, hints, mode).map(json)
        : schema === undefined
          ? fc.oneof(
              { weight: 8, arbitrary: fc.constant({ type: undefined, payload: undefined }) },
              { weight: 1, arbitrary: hostileValue.map(json) },
              {
                weight: 1,
                arbitrary: fc.record({
                  type: fc.constantFrom(...contentTypes),
                  payload: fc.constantFrom(...brokenBodies),
                }),
              },
            )
          : fc.oneof(
              { weight: 12, arbitrary: valueOf(schema, undefined, hints, mode).map(json) },
              {
                weight: 1,
                arbitrary: fc.constantFrom(...brokenBodies).map((payload) => ({
                  type: 'application/json',
                  payload,
                })),
              },
              {
                weight: 1,
                arbitrary: fc.record({
                  type: fc.constantFrom(...contentTypes),
                  payload: fc.constantFrom('a=1', '--fuzz--', '<a/>', '{}', ''),
                }),
              },
            );
  const extraHeaders = fc.record(hints.headers(operation), { requiredKeys: [] });
  return fc
    .tuple(path, query, body, fc.constantFrom(...acceptLanguages), extraHeaders)
    .map(([pathValues, queryValues, { type, payload }, language, headers]) => ({
      path: pathValues,
      query: queryValues,
      headers: {
        ...(language === '' ? {} : { 'accept-language': language }),
        ...(type === undefined ? {} : { 'content-type': type }),
        ...headers,
      },
      payload,
    }));
}

const loneSurrogate = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** The URL of a generated request: path values encoded unless raw, query values encoded. */
export function urlOfRequest(operation: Operation, request: GeneratedRequest): string {
  const encode = (text: string): string =>
    text
      .split(loneSurrogate)
      .map((part, index) =>
        // A lone surrogate has no UTF-8 form: send the bytes a careless client would.
        index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part),
      )
      .join('');
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = request.path[name];
    if (value === undefined) return '';
    return value.raw ? value.value : encode(value.value);
  });
  const search = request.query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return search === '' ? path : `${path}?${search}`;
}
