import {
  canonicalOrderSchema,
  languages,
  orderChangeFieldLabel,
  orderChangeFieldMeanings,
  orderLineSchema,
  partyRoles,
  partySchema,
  type CanonicalOrder,
  type OrderLine,
  type Party,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diffOrders } from './order-changes';

/**
 * A value for every field `schema` allows, recursively (one item per list): variant 0 and 1
 * differ in every leaf, so comparing them makes the change computation name every path it can.
 */
function sample(schema: z.ZodType, variant: 0 | 1): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return sample(schema.unwrap() as z.ZodType, variant);
  }
  if (schema instanceof z.ZodDefault) return sample(schema.unwrap() as z.ZodType, variant);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(shape).map(([key, inner]) => [key, sample(inner, variant)]),
    );
  }
  if (schema instanceof z.ZodArray) return [sample(schema.element as z.ZodType, variant)];
  if (schema instanceof z.ZodEnum) {
    const options = schema.options as readonly string[];
    return options[variant % options.length];
  }
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodNumber) return variant + 1;
  if (schema instanceof z.ZodBoolean) return variant === 1;
  if (schema instanceof z.ZodString) return variant === 0 ? 'before' : 'after';
  throw new Error(`no sample for a ${schema.constructor.name}`);
}

/** An order with every field filled, one party per role and lines 1 (kept), 2 or 3. */
function fullOrder(variant: 0 | 1): CanonicalOrder {
  const order = sample(canonicalOrderSchema, variant) as CanonicalOrder;
  const party = (role: Party['role']): Party => ({
    ...(sample(partySchema, variant) as Party),
    role,
  });
  const line = (lineNumber: string): OrderLine => ({
    ...(sample(orderLineSchema, variant) as OrderLine),
    lineNumber,
  });
  return {
    ...order,
    parties: partyRoles.map(party),
    // Line 1 changes field by field; line 2 is deleted and line 3 added.
    lines: [line('1'), line(variant === 0 ? '2' : '3')],
  };
}

describe('order change fields', () => {
  const changes = diffOrders(fullOrder(0), fullOrder(1));

  it('compares every field of the header, the parties and the lines', () => {
    const fields = new Set(changes.map((change) => `${change.scope} ${change.field}`));
    for (const expected of [
      'header parties.shipTo.city',
      'header saleTerms.typeCode',
      'header transportationTerms',
      'line quantities.ordered',
      'line dates.schedule',
      'line unit',
      'line line',
    ]) {
      expect(fields).toContain(expected);
    }
  });

  it('has a label in both languages for every field path a change can name', () => {
    const missing = changes
      .filter((change) => !Object.hasOwn(orderChangeFieldMeanings[change.scope], change.field))
      .map((change) => `${change.scope} ${change.field}`);
    expect(missing).toEqual([]);
    for (const change of changes) {
      for (const language of languages) {
        const label = orderChangeFieldLabel(change, language);
        expect(label, `${change.field} ${language}`).not.toBe('');
        // Never the path itself: no `parties.shipTo.city` or `quantities.ordered` on screen.
        expect(label, `${change.field} ${language}`).not.toBe(change.field);
        expect(label, `${change.field} ${language}`).not.toMatch(/[a-z]\.[a-z]/i);
      }
    }
  });

  it('reads a path as its place in the order, in either language', () => {
    expect(orderChangeFieldLabel({ scope: 'header', field: 'parties.shipTo.city' }, 'en-us')).toBe(
      'Ship to · City',
    );
    expect(orderChangeFieldLabel({ scope: 'header', field: 'parties.shipTo.city' }, 'zh-cn')).toBe(
      '收货方 · 城市',
    );
    expect(orderChangeFieldLabel({ scope: 'line', field: 'quantities.ordered' }, 'en-us')).toBe(
      'Ordered quantity',
    );
    expect(orderChangeFieldLabel({ scope: 'line', field: 'dates.schedule' }, 'zh-cn')).toBe(
      '计划日期',
    );
  });
});
