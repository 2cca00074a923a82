import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointKey } from './endpoint';
import { allEndpoints } from './endpoints';
import { errorCatalogue, errorMessage, languages } from './error-codes';
import { requestFieldLabel, requestFieldLabels, requestFieldProblem } from './request-field-labels';

type JsonSchema = { readonly [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every property name a schema accepts as input, at any depth (record keys are data, not names). */
function propertyNames(schema: z.ZodType): Set<string> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const names = new Set<string>();
  const seen = new Set<JsonSchema>();
  const visit = (node: unknown): void => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      let target: unknown = root;
      for (const part of ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
        target = isObject(target) ? target[part] : undefined;
      }
      visit(target);
    }
    const properties = node['properties'];
    if (isObject(properties)) {
      for (const [name, child] of Object.entries(properties)) {
        names.add(name);
        visit(child);
      }
    }
    for (const key of ['items', 'additionalProperties', 'not']) visit(node[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach(visit);
    }
    const patterns = node['patternProperties'];
    if (isObject(patterns)) Object.values(patterns).forEach(visit);
  };
  visit(root);
  return names;
}

/** The input field names of every endpoint, each with the first endpoint that uses it. */
function endpointFieldNames(): Map<string, string> {
  const found = new Map<string, string>();
  for (const definition of allEndpoints) {
    for (const part of [definition.params, definition.query, definition.body]) {
      if (part === undefined) continue;
      for (const name of propertyNames(part)) {
        if (!found.has(name)) found.set(name, endpointKey(definition));
      }
    }
  }
  return found;
}

/** What the server names when a failure is about a whole part of the request. */
const requestParts = ['body', 'querystring', 'params', 'request'];

describe('request field labels', () => {
  const names = endpointFieldNames();

  it('finds the input fields of the endpoints (the walk reaches nested bodies)', () => {
    expect(names.get('project_key')).toBeDefined();
    // invoice/save: data.totals.grandTotal, data.lines.*.unitPrice
    expect(names.get('grandTotal')).toBeDefined();
    expect(names.get('unitPrice')).toBeDefined();
    // delivery/save: data.packages.*.parentKey
    expect(names.get('parentKey')).toBeDefined();
  });

  it('names every input field of every endpoint in words, in both languages', () => {
    const missing = [...names]
      .filter(([name]) => !Object.hasOwn(requestFieldLabels, name))
      .map(([name, where]) => `${name} (${where})`);
    expect(missing, 'add these to requestFieldLabels').toEqual([]);
    for (const [name, labels] of Object.entries(requestFieldLabels)) {
      for (const language of languages) {
        expect(labels[language].trim(), `${name} ${language}`).not.toBe('');
        expect(labels[language], `${name} ${language}`).not.toBe(name);
      }
    }
  });

  it('keeps no label for a name no endpoint takes any more', () => {
    const stale = Object.keys(requestFieldLabels).filter(
      (name) => !names.has(name) && !requestParts.includes(name),
    );
    expect(stale).toEqual([]);
  });

  it('names a field path by its innermost named field, with the row of a list item', () => {
    expect(requestFieldLabel('project_key', 'en-us')).toBe('Project');
    expect(requestFieldLabel('project_key', 'zh-cn')).toBe('项目');
    expect(requestFieldLabel('data.totals.grandTotal', 'en-us')).toBe('Grand total');
    expect(requestFieldLabel('data.lines.1.unitPrice', 'en-us')).toBe('Unit price (row 2)');
    expect(requestFieldLabel('data.lines.1.unitPrice', 'zh-cn')).toBe('单价（第2行）');
    // A record key is data: the field that holds it is named.
    expect(requestFieldLabel('features.someFutureSwitch', 'en-us')).toBe('Feature switches');
    expect(requestFieldLabel('lines.0.qty', 'zh-cn')).toBe('明细行（第1行）');
  });

  it('never shows a name it does not know, and keeps a name already in words', () => {
    expect(requestFieldLabel('qtyOrdered', 'en-us')).toBe('This field');
    expect(requestFieldLabel('qtyOrdered', 'zh-cn')).toBe('该字段');
    expect(requestFieldLabel('邮箱', 'zh-cn')).toBe('邮箱');
    expect(requestFieldLabel('Store ID', 'en-us')).toBe('Store ID');
  });

  it('does not take a name inherited from Object for a field', () => {
    expect(requestFieldLabel('constructor', 'en-us')).toBe('This field');
    expect(requestFieldLabel('toString', 'zh-cn')).toBe('该字段');
  });

  it('puts the reason after the field in words', () => {
    expect(requestFieldProblem('storeCode', 'Max 32 characters', 'en-us')).toBe(
      'Store ID: Max 32 characters',
    );
    expect(requestFieldProblem('storeCode', '最多32个字符', 'zh-cn')).toBe('门店 ID：最多32个字符');
  });
});

describe('error texts that name a field', () => {
  const { FIELD_REQUIRED, FIELD_INVALID, OVER_SHIPMENT_REFUSED, INVOICE_NUMBER_TAKEN } =
    errorCatalogue;

  it('say the field in words, in the language asked for', () => {
    expect(errorMessage(FIELD_REQUIRED.code, 'en-us', 'project_key')).toBe('Project is required');
    expect(errorMessage(FIELD_REQUIRED.code, 'zh-cn', 'project_key')).toBe('项目不能为空');
    expect(errorMessage(FIELD_INVALID.code, 'en-us', 'optionTypeId')).toBe(
      'Option type information input error',
    );
    expect(errorMessage(FIELD_INVALID.code, 'zh-cn', 'data.lines.0.quantity')).toBe(
      '数量（第1行）信息输入错误',
    );
  });

  it('quote a value as it is where the message quotes one', () => {
    expect(errorMessage(OVER_SHIPMENT_REFUSED.code, 'en-us', '2')).toBe(
      'This project does not allow shipping more than was ordered: 2',
    );
    expect(errorMessage(INVOICE_NUMBER_TAKEN.code, 'zh-cn', 'INV-7')).toBe(
      '发票号 INV-7 在本项目中已被使用，请换一个',
    );
  });

  it('leave no placeholder behind in any message given a field', () => {
    for (const entry of Object.values(errorCatalogue)) {
      for (const language of languages) {
        expect(errorMessage(entry.code, language, 'storeId'), entry.code).not.toMatch(/[{}]/);
      }
    }
  });
});
