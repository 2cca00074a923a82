import {
  endpointKey,
  errorEnvelopeSchema,
  openApiDocumentPath,
  optionalMultilineText,
  orderEndpoints,
  requiredText,
  validationMessage,
  type ValidationMessageKey,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  minimalValue,
  operationsOf,
  stringLeaves,
  urlOf,
  withValueAt,
  type Operation,
} from '../testing/openapi';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { findTextProblems, multilinePaths } from './text-guard';

describe('the central text check', () => {
  it('finds where a schema lets strings span lines, through optional, arrays and records', () => {
    const note = optionalMultilineText();
    const schema = z.object({
      name: requiredText(),
      reason: note,
      lines: z.array(z.object({ note, qty: z.number() })),
      byKey: z.record(z.string(), note),
      either: z.union([note, z.number()]),
    });
    expect(multilinePaths(schema)).toEqual([
      ['reason'],
      ['lines', '*', 'note'],
      ['byKey', '*'],
      ['either'],
    ]);
  });

  it('names every string with a control character, and keys, at any depth', () => {
    const found = findTextProblems(
      {
        name: 'a\u0000b',
        ok: 'plain 中文 😀',
        lines: [{ note: 'two\nlines' }, { note: 'esc\u001b' }],
        'bad\nkey': 1,
        bytes: Buffer.from([0, 1, 2]),
      },
      [['lines', '*', 'note']],
    );
    expect(found.map((issue) => [issue.instancePath, issue.message])).toEqual([
      ['', 'validation.singleLine'],
      ['/name', 'validation.controlCharacters'],
      ['/lines/1/note', 'validation.controlCharacters'],
    ]);
  });

  it('walks a deeply nested value without recursion, and stops after 20 problems', () => {
    let deep: unknown = 'nul\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(findTextProblems(deep, [])).toHaveLength(1);
    expect(
      findTextProblems(
        Array.from({ length: 1000 }, () => '\u0000'),
        [],
      ),
    ).toHaveLength(20);
  });
});

interface Probe {
  readonly operation: Operation;
  /** Where the text goes: a path or query parameter, or a place in the body. */
  readonly part: 'path' | 'query' | 'body';
  readonly path: readonly string[];
  readonly multiline: boolean;
}

/** A value each path parameter accepts, so that only the probed part is at fault. */
const pathValues = (operation: Operation): Record<string, string> =>
  Object.fromEntries(
    operation.pathParameters.map((parameter) => {
      const choices = parameter.schema['enum'];
      // A path naming an action (/purchase/action/{action}) takes one of its own words.
      if (Array.isArray(choices) && choices.length > 0) return [parameter.name, String(choices[0])];
      return [
        parameter.name,
        ['integer', 'number'].includes(String(parameter.schema['type'])) ? '1' : 'x1',
      ];
    }),
  );

/** Every string place of every operation: path and query parameters, and body strings. */
function probesOf(operations: readonly Operation[]): Probe[] {
  return operations.flatMap((operation) => [
    ...operation.pathParameters.map((parameter) => ({
      operation,
      part: 'path' as const,
      path: [parameter.name],
      multiline: false,
    })),
    ...operation.queryParameters.map((parameter) => ({
      operation,
      part: 'query' as const,
      path: [parameter.name],
      multiline: parameter.schema['x-multiline'] === true,
    })),
    ...(operation.body === undefined ? [] : stringLeaves(operation.body)).map((leaf) => ({
      operation,
      part: 'body' as const,
      path: leaf.path,
      multiline: leaf.multiline,
    })),
  ]);
}

describe('every endpoint refuses control characters in every string it takes', () => {
  let portal: TestPortal;
  let token: string;
  let probes: Probe[];

  beforeAll(async () => {
    // The check answers before any handler runs, so one database kind is enough.
    portal = await startTestPortal('pglite');
    const admin = await portal.createUser({ account: 'text-admin', roles: ['ADMIN'] });
    token = await portal.tokenFor(admin.id);
    const document = await portal.call('GET', openApiDocumentPath);
    probes = probesOf(operationsOf(document.json()));
  }, 60_000);
  afterAll(() => portal.close());

  /** Sends `text` at the probed place, every other part valid, and returns the answer. */
  async function send(probe: Probe, text: string) {
    const { operation, part, path } = probe;
    const values = pathValues(operation);
    if (part === 'path') values[path[0] ?? ''] = text;
    const query: [string, string][] = part === 'query' ? [[path[0] ?? '', text]] : [];
    const body =
      operation.body === undefined
        ? undefined
        : part === 'body'
          ? withValueAt(minimalValue(operation.body), path, text)
          : minimalValue(operation.body);
    return portal.app.inject({
      method: operation.method,
      url: urlOf(operation, values, query),
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  const fieldOf = (probe: Probe): string =>
    probe.path.length === 0 ? 'body' : probe.path.join('.');

  it('covers every documented operation that takes a string', () => {
    expect(probes.length).toBeGreaterThan(300);
    const withBody = new Set(probes.filter((probe) => probe.part === 'body'));
    expect(withBody.size).toBeGreaterThan(150);
    // The one text area of the portal: the reason of an order answer.
    expect(
      probes
        .filter((probe) => probe.multiline)
        .map((probe) => `${probe.operation.key} ${probe.path.join('.')}`),
    ).toEqual([`${endpointKey(orderEndpoints.operate)} reason`]);
  });

  it('answers 2001 naming the field, in the caller’s language, for each one', async () => {
    const cases: readonly (readonly [string, ValidationMessageKey, (probe: Probe) => boolean])[] = [
      ['a\u0000b', 'controlCharacters', () => true],
      ['esc\u001b[31m', 'controlCharacters', () => true],
      ['del\u007f', 'controlCharacters', () => true],
      // Lone surrogates cannot be percent-encoded: JSON bodies carry them.
      ['half \ud800', 'controlCharacters', (probe) => probe.part === 'body'],
      ['two\nlines', 'singleLine', (probe) => !probe.multiline],
      ['tab\there', 'singleLine', (probe) => !probe.multiline],
    ];
    const mismatches: string[] = [];
    let sent = 0;
    for (const probe of probes) {
      for (const [text, problem, applies] of cases) {
        if (!applies(probe)) continue;
        const response = await send(probe, text);
        sent += 1;
        const body = errorEnvelopeSchema.safeParse(response.json<unknown>());
        const want = {
          status: 422,
          code: '2001',
          field: fieldOf(probe),
          message: validationMessage(problem, 'zh-cn'),
        };
        const got = {
          status: response.statusCode,
          code: body.data?.code,
          field: body.data?.data?.field,
          message: body.data?.data?.issues?.[0]?.message,
        };
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          mismatches.push(
            `${probe.operation.key} ${probe.part} ${fieldOf(probe)} ${JSON.stringify(text)}: ` +
              `${JSON.stringify(got)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);

  it('lets line breaks through where the field may span lines', async () => {
    for (const probe of probes.filter((candidate) => candidate.multiline)) {
      const response = await send(probe, 'first line\nsecond line\tand a tab');
      const body = errorEnvelopeSchema.parse(response.json<unknown>());
      const named = (body.data?.issues ?? []).filter((issue) => issue.field === fieldOf(probe));
      expect(named, probe.operation.key).toEqual([]);
    }
  });
});
