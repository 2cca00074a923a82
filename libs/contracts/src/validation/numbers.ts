import { z } from 'zod';
import { validationToken, type ValidationMessageKey } from './messages';
import { isMissing, numberBody, type IssueInput } from './rule-errors';

// Numeric rules: a number or a numeric string in, a finite number out.

const numericTextPattern = new RegExp(`^${numberBody}$`);

const numericRule = (key: ValidationMessageKey, accepts: (value: number) => boolean) =>
  z
    .union([z.number(), z.string()], {
      // z.number() refuses NaN and ±Infinity: those are numbers, but not acceptable values.
      error: (issue: IssueInput) =>
        validationToken(
          isMissing(issue.input) ? 'required' : typeof issue.input === 'number' ? key : 'invalid',
        ),
    })
    .transform((input, ctx): number => {
      const text = typeof input === 'string' ? input.trim() : undefined;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: validationToken('required'), input });
        return z.NEVER;
      }
      const value =
        text === undefined ? input : numericTextPattern.test(text) ? Number(text) : Number.NaN;
      if (typeof value !== 'number' || !Number.isFinite(value) || !accepts(value)) {
        ctx.addIssue({ code: 'custom', message: validationToken(key), input });
        return z.NEVER;
      }
      // -0 becomes 0.
      return value === 0 ? 0 : value;
    });

/** A non-negative rational quantity (0 allowed), number or numeric string; output a number. */
export const quantityRule = numericRule('quantity', (value) => value >= 0);

/** A non-negative integer, number or numeric string; output a number. */
export const integerRule = numericRule(
  'integer',
  (value) => Number.isSafeInteger(value) && value >= 0,
);

/** An integer greater than 0 (inventory and next-available quantities); output a number. */
export const positiveIntegerRule = numericRule(
  'integer',
  (value) => Number.isSafeInteger(value) && value > 0,
);
