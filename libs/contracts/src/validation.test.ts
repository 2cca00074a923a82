import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { languages } from './error-codes';
import {
  changePasswordFormSchema,
  charsRule,
  countryCodeRule,
  dateRangeSchema,
  emailRule,
  idRule,
  integerRule,
  isCalendarDay,
  numberRule,
  optionalMultilineText,
  optionalText,
  parseValidationToken,
  passwordHashRule,
  passwordRule,
  phoneRule,
  positiveIntegerRule,
  quantityRule,
  requiredEmail,
  requiredId,
  requiredText,
  textProblem,
  textRule,
  validationMessage,
  validationMessages,
  validationToken,
  type ValidationMessageKey,
} from './validation';

type Rejection = readonly [input: unknown, key: ValidationMessageKey];

interface RuleTable {
  readonly name: string;
  readonly schema: z.ZodType;
  /** Inputs the rule accepts (the output is checked only where `outputs` says so). */
  readonly accepted: readonly unknown[];
  /** Inputs the rule refuses, with the token of the first issue. */
  readonly rejected: readonly Rejection[];
}

const repeat = (length: number, char = 'x'): string => char.repeat(length);

/** The messages of the issues of a failed parse, or [] when it succeeds. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** `path: message` of every issue of a failed parse, or [] when it succeeds. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const sha256OfEmpty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const tables: readonly RuleTable[] = [
  {
    name: 'requiredText()',
    schema: requiredText(),
    accepted: ['a', '  padded  ', repeat(128), `  ${repeat(128)}  `],
    rejected: [
      [undefined, 'required'],
      [null, 'required'],
      ['', 'required'],
      ['   ', 'required'],
      [42, 'invalid'],
      [repeat(129), 'maxLength'],
    ],
  },
  {
    name: 'requiredText(32)',
    schema: requiredText(32),
    accepted: ['a', repeat(32)],
    rejected: [
      ['', 'required'],
      [repeat(33), 'maxLength'],
    ],
  },
  {
    name: 'requiredText(128)',
    schema: requiredText(128),
    accepted: [repeat(128)],
    rejected: [[repeat(129), 'maxLength']],
  },
  {
    name: 'optionalText()',
    schema: optionalText(),
    accepted: [undefined, '', '   ', 'text', repeat(128)],
    rejected: [
      [repeat(129), 'maxLength'],
      [null, 'invalid'],
      [7, 'invalid'],
    ],
  },
  {
    name: 'optionalText(32)',
    schema: optionalText(32),
    accepted: [undefined, '', repeat(32)],
    rejected: [[repeat(33), 'maxLength']],
  },
  {
    name: 'idRule',
    schema: idRule,
    accepted: [undefined, '', 'abc', 'A-1_b', 'SUP-0001', '___', repeat(32)],
    rejected: [
      ['a b', 'id'],
      ['a.b', 'id'],
      ['a/b', 'id'],
      ['é', 'id'],
      ['中文', 'id'],
      [repeat(33), 'maxLength'],
      [1, 'invalid'],
    ],
  },
  {
    name: 'requiredId',
    schema: requiredId,
    accepted: ['A-1_b', 'x', repeat(32)],
    rejected: [
      [undefined, 'required'],
      ['', 'required'],
      ['  ', 'required'],
      ['a/b', 'id'],
      [repeat(33), 'maxLength'],
      [false, 'invalid'],
    ],
  },
  {
    name: 'emailRule',
    schema: emailRule,
    accepted: [
      undefined,
      '',
      'a.b@ex-ample.com',
      'admin',
      'x_y+z@a.co',
      'user%tag@mail.example.org',
      'A1-b2@SUB.DOMAIN.COM',
      `${repeat(122, 'a')}@b.com`,
    ],
    rejected: [
      ['a@b', 'email'],
      ['a@b.c', 'email'],
      ['@b.com', 'email'],
      ['a..b@c.com', 'email'],
      ['adminx', 'email'],
      ['.a@b.com', 'email'],
      ['a.@b.com', 'email'],
      ['a b@c.com', 'email'],
      ['a@-b.com', 'email'],
      ['a@b..com', 'email'],
      ['a@b.c0m', 'email'],
      ['a@b.com@c.com', 'email'],
      [`a@b.${repeat(64, 'c')}`, 'email'],
      [`${repeat(123, 'a')}@b.com`, 'maxLength'],
    ],
  },
  {
    name: 'requiredEmail',
    schema: requiredEmail,
    accepted: ['admin', 'a.b@ex-ample.com'],
    rejected: [
      [undefined, 'required'],
      ['', 'required'],
      ['a@b', 'email'],
    ],
  },
  {
    name: 'phoneRule',
    schema: phoneRule,
    accepted: [undefined, '', '13812345678', '15000000000', '19912345678'],
    rejected: [
      ['12812345678', 'phone'],
      ['10812345678', 'phone'],
      ['1381234567', 'phone'],
      ['138123456789', 'phone'],
      ['23812345678', 'phone'],
      ['1381234567a', 'phone'],
      ['+8613812345678', 'phone'],
      [13812345678, 'invalid'],
    ],
  },
  {
    name: 'numberRule',
    schema: numberRule,
    accepted: [undefined, '', '-1.5e10', '+3', '2E-3', '0.5', '42', '-0', '1e+5'],
    rejected: [
      ['1e', 'number'],
      ['.5.', 'number'],
      ['abc', 'number'],
      ['--1', 'number'],
      ['.5', 'number'],
      ['5.', 'number'],
      ['1e1.5', 'number'],
      ['1,000', 'number'],
      [1, 'invalid'],
    ],
  },
  {
    name: 'quantityRule',
    schema: quantityRule,
    accepted: [0, 1.5, '2.25', ' 3 ', '1e3', 0.001, '-0'],
    rejected: [
      [-1, 'quantity'],
      ['-0.5', 'quantity'],
      [Number.NaN, 'quantity'],
      [Number.POSITIVE_INFINITY, 'quantity'],
      ['abc', 'quantity'],
      ['1e', 'quantity'],
      ['', 'required'],
      [undefined, 'required'],
      [null, 'required'],
      [true, 'invalid'],
      [{}, 'invalid'],
    ],
  },
  {
    name: 'integerRule',
    schema: integerRule,
    accepted: [0, 7, '12', '1e3', '3.0'],
    rejected: [
      [1.5, 'integer'],
      ['2.5', 'integer'],
      [-1, 'integer'],
      ['-4', 'integer'],
      [Number.NaN, 'integer'],
      [2 ** 53, 'integer'],
      ['x', 'integer'],
      ['', 'required'],
      [undefined, 'required'],
      [false, 'invalid'],
    ],
  },
  {
    name: 'positiveIntegerRule',
    schema: positiveIntegerRule,
    accepted: [1, '20', 999_999],
    rejected: [
      [0, 'integer'],
      ['0', 'integer'],
      [-3, 'integer'],
      [1.2, 'integer'],
      [undefined, 'required'],
      ['  ', 'required'],
    ],
  },
  {
    name: 'charsRule',
    schema: charsRule,
    accepted: [undefined, '', 'AB-12-cd', '---', 'abc'],
    rejected: [
      ['a_b', 'chars'],
      ['a b', 'chars'],
      ['a.b', 'chars'],
      ['ä', 'chars'],
      [3, 'invalid'],
    ],
  },
  {
    name: 'countryCodeRule',
    schema: countryCodeRule,
    accepted: [undefined, '', 'CN', 'US', 'HK'],
    rejected: [
      ['cn', 'countryCode'],
      ['Cn', 'countryCode'],
      ['CHN', 'countryCode'],
      ['C', 'countryCode'],
      ['C1', 'countryCode'],
      [86, 'invalid'],
    ],
  },
  {
    name: 'passwordRule',
    schema: passwordRule,
    accepted: ['abc123', repeat(20), 'P@ssw0rd!', '密码密码密码'],
    rejected: [
      ['abc12', 'password'],
      [repeat(21), 'password'],
      ['abc 123', 'password'],
      [' abc123', 'password'],
      ['abc123\t', 'password'],
      ['      ', 'password'],
      ['', 'required'],
      [undefined, 'required'],
      [null, 'required'],
      [123456, 'invalid'],
    ],
  },
  {
    name: 'passwordHashRule',
    schema: passwordHashRule,
    accepted: [sha256OfEmpty, repeat(64, '0')],
    rejected: [
      [sha256OfEmpty.toUpperCase(), 'passwordHash'],
      [sha256OfEmpty.slice(1), 'passwordHash'],
      [`${sha256OfEmpty}0`, 'passwordHash'],
      [repeat(64, 'g'), 'passwordHash'],
      ['secret', 'passwordHash'],
      ['', 'required'],
      [undefined, 'required'],
    ],
  },
  {
    name: 'requiredText() and control characters',
    schema: requiredText(),
    accepted: ['中文 名称', 'emoji 😀', 'Ünïcödé', '  trailing line break\n', '\tleading tab'],
    rejected: [
      ['a\u0000b', 'controlCharacters'],
      ['\u0000', 'controlCharacters'],
      ['a\u0007b', 'controlCharacters'],
      ['a\u001bb', 'controlCharacters'],
      ['a\u007fb', 'controlCharacters'],
      ['a\u0085b', 'controlCharacters'],
      ['a\ud800b', 'controlCharacters'],
      ['a\udc00', 'controlCharacters'],
      ['a\nb', 'singleLine'],
      ['a\r\nb', 'singleLine'],
      ['a\tb', 'singleLine'],
    ],
  },
  {
    name: 'optionalText() and control characters',
    schema: optionalText(32),
    accepted: ['', 'a b'],
    rejected: [
      ['a\u0000', 'controlCharacters'],
      ['a\nb', 'singleLine'],
    ],
  },
  {
    name: 'textRule()',
    schema: textRule(32),
    accepted: ['', 'a b', '  '],
    rejected: [
      [undefined, 'required'],
      [1, 'invalid'],
      ['a\u0000', 'controlCharacters'],
      ['a\nb', 'singleLine'],
      [repeat(33), 'maxLength'],
    ],
  },
  {
    name: 'optionalMultilineText()',
    schema: optionalMultilineText(32),
    accepted: [undefined, '', 'line one\nline two', 'a\r\nb', 'col\tcol', '😀\n中文'],
    rejected: [
      ['a\u0000b', 'controlCharacters'],
      ['a\u000bb', 'controlCharacters'],
      ['\u001b[31mred', 'controlCharacters'],
      ['a\ud83d', 'controlCharacters'],
      [repeat(33), 'maxLength'],
      [null, 'invalid'],
    ],
  },
];

describe('isCalendarDay', () => {
  it.each(['2026-11-24', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'takes %s',
    (text) => {
      expect(isCalendarDay(text)).toBe(true);
    },
  );
  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '1350-91-63',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '0000-01-01',
    '2026-1-1',
    '2026-11-24T00:00:00Z',
    '',
  ])('refuses %s', (text) => {
    expect(isCalendarDay(text)).toBe(false);
  });
});

describe('textProblem', () => {
  it.each([
    ['plain', false, undefined],
    ['two\nlines', true, undefined],
    ['two\nlines', false, 'singleLine'],
    ['tab\there', false, 'singleLine'],
    [' surrounded by line breaks \n', false, undefined],
    ['nul\u0000', true, 'controlCharacters'],
    ['del\u007f', false, 'controlCharacters'],
    ['c1\u009b', true, 'controlCharacters'],
    ['lone \ud800 surrogate', true, 'controlCharacters'],
    ['pair \ud83d\ude00', false, undefined],
  ] as const)('%j (multi-line %s): %s', (text, multiline, problem) => {
    expect(textProblem(text, multiline)).toBe(problem);
  });
});

describe.each(tables)('$name', ({ schema, accepted, rejected }) => {
  it.each(accepted.map((input) => [input]))('accepts %j', (input) => {
    expect(messagesOf(schema, input)).toEqual([]);
  });

  it.each(rejected)('rejects %j with validation.%s', (input, key) => {
    const messages = messagesOf(schema, input);
    expect(messages[0]).toBe(validationToken(key));
  });
});

describe('text outputs', () => {
  it('trims required and optional texts', () => {
    expect(requiredText().parse('  a b  ')).toBe('a b');
    expect(optionalText().parse('  ')).toBe('');
    expect(idRule.parse(' A-1 ')).toBe('A-1');
  });

  it('leaves an undefined optional value undefined', () => {
    expect(optionalText().parse(undefined)).toBeUndefined();
    expect(emailRule.parse(undefined)).toBeUndefined();
    expect(countryCodeRule.parse(undefined)).toBeUndefined();
  });

  it('keeps a password as typed', () => {
    expect(passwordRule.parse('abc123')).toBe('abc123');
  });

  it('types the outputs', () => {
    expectTypeOf<z.output<ReturnType<typeof requiredText>>>().toEqualTypeOf<string>();
    expectTypeOf<z.output<ReturnType<typeof optionalText>>>().toEqualTypeOf<string | undefined>();
    expectTypeOf<z.output<typeof quantityRule>>().toEqualTypeOf<number>();
    expectTypeOf<z.input<typeof quantityRule>>().toEqualTypeOf<string | number>();
  });
});

describe('maximum length', () => {
  it.each([
    [32, repeat(32), repeat(33)],
    [128, repeat(128), repeat(129)],
  ] as const)('accepts %i characters and rejects one more', (max, atLimit, overLimit) => {
    const schema = requiredText(max);
    expect(schema.safeParse(atLimit).success).toBe(true);
    const result = schema.safeParse(overLimit);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('too_big');
    expect(issue?.message).toBe('validation.maxLength');
    const maximum = issue?.code === 'too_big' ? issue.maximum : undefined;
    expect(maximum).toBe(max);
    expect(validationMessage('maxLength', 'en-us', { maximum })).toBe(`Max ${max} characters`);
    expect(validationMessage('maxLength', 'zh-cn', { maximum })).toBe(`最多${max}个字符`);
  });

  it('fills {0} in the message', () => {
    expect(validationMessage('maxLength', 'en-us', { maximum: 32 })).toBe('Max 32 characters');
    expect(validationMessage('maxLength', 'en-us', { maximum: 128n })).toBe('Max 128 characters');
  });
});

describe('numeric outputs', () => {
  it.each([
    ['quantityRule', quantityRule, '2.25', 2.25],
    ['quantityRule', quantityRule, ' 3 ', 3],
    ['quantityRule', quantityRule, '-0', 0],
    ['quantityRule', quantityRule, 0, 0],
    ['integerRule', integerRule, '1e3', 1000],
    ['integerRule', integerRule, '3.0', 3],
    ['positiveIntegerRule', positiveIntegerRule, '20', 20],
  ] as const)('%s parses %j into %d', (_name, schema, input, output) => {
    expect(Object.is(schema.parse(input), output)).toBe(true);
  });
});

describe('changePasswordFormSchema', () => {
  const valid = { oldPassword: 'oldPass1', newPassword: 'newPass1', confirmPassword: 'newPass1' };

  it('accepts a new password that differs and is typed twice', () => {
    expect(changePasswordFormSchema.parse(valid)).toEqual(valid);
  });

  it.each<readonly [string, Record<string, unknown>, readonly string[]]>([
    [
      'a new password equal to the old one',
      { ...valid, newPassword: 'oldPass1', confirmPassword: 'oldPass1' },
      ['newPassword: validation.passwordSameAsOld'],
    ],
    [
      'a confirmation that does not match',
      { ...valid, confirmPassword: 'newPass2' },
      ['confirmPassword: validation.passwordMismatch'],
    ],
    [
      'an empty confirmation',
      { ...valid, confirmPassword: '' },
      ['confirmPassword: validation.passwordMismatch'],
    ],
    [
      'a new password breaking its rule, and a mismatch',
      { ...valid, newPassword: 'short', confirmPassword: 'shorter' },
      ['newPassword: validation.password', 'confirmPassword: validation.passwordMismatch'],
    ],
    [
      'a new password with a space',
      { ...valid, newPassword: 'new pass', confirmPassword: 'new pass' },
      ['newPassword: validation.password'],
    ],
    [
      'missing fields',
      {},
      [
        'oldPassword: validation.required',
        'newPassword: validation.required',
        'confirmPassword: validation.required',
      ],
    ],
    [
      'an empty old password, and a mismatch',
      { ...valid, oldPassword: '', confirmPassword: 'other123' },
      ['oldPassword: validation.required', 'confirmPassword: validation.passwordMismatch'],
    ],
    [
      'empty passwords',
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      ['oldPassword: validation.required', 'newPassword: validation.required'],
    ],
  ])('rejects %s', (_label, input, expected) => {
    expect(issuesOf(changePasswordFormSchema, input)).toEqual(expected);
  });
});

describe('dateRangeSchema', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    ['2024-05-01', '2024-05-02'],
    ['2024-05-01 08:00:00', '2024-05-01 08:00:00'],
    ['2024-05-01', '2024-05-01 00:00:00'],
    ['2024-05-01 23:59:59', '2024-05-02'],
    ['2024-05-01T08:00:00Z', '2024-05-01T09:00:00+00:00'],
    ['2024-05-01T10:00:00+08:00', '2024-05-01T02:00:00Z'],
    ['2024-05-01T08:00:00.000Z', '2024-05-01T08:00:00.001Z'],
    ['2024-02-29', '2024-03-01'],
    [' 2024-05-01 ', '2024-05-01'],
  ])('accepts %s to %s', (start, end) => {
    expect(issuesOf(dateRangeSchema, { start, end })).toEqual([]);
  });

  it.each<readonly [unknown, unknown, readonly string[]]>([
    ['2024-05-02', '2024-05-01', ['end: validation.endBeforeStart']],
    ['2024-05-01 10:00:00', '2024-05-01 09:59:59', ['end: validation.endBeforeStart']],
    ['2024-05-01 00:00:01', '2024-05-01', ['end: validation.endBeforeStart']],
    ['2024-05-01T10:00:00+08:00', '2024-05-01T01:00:00Z', ['end: validation.endBeforeStart']],
    ['', '2024-05-01', ['start: validation.dateRequired']],
    ['2024-05-01', '  ', ['end: validation.dateRequired']],
    [undefined, '2024-05-01', ['start: validation.dateRequired']],
    [null, undefined, ['start: validation.dateRequired', 'end: validation.dateRequired']],
    ['2024-05-01', '2024-02-30', ['end: validation.invalid']],
    ['2023-02-29', '2024-05-01', ['start: validation.invalid']],
    ['2024-13-01', '2024-05-01', ['start: validation.invalid']],
    ['2024-05-01 24:00:00', '2024-05-02', ['start: validation.invalid']],
    ['tomorrow', '2024-05-01', ['start: validation.invalid']],
    ['2024/05/01', '2024-05-01', ['start: validation.invalid']],
    [20240501, '2024-05-01', ['start: validation.invalid']],
  ])('rejects %j to %j', (start, end, expected) => {
    expect(issuesOf(dateRangeSchema, { start, end })).toEqual(expected);
  });
});

describe('validationMessages', () => {
  const keys = Object.keys(validationMessages) as ValidationMessageKey[];

  it('has the keys of spec §5', () => {
    expect(keys.sort()).toEqual(
      [
        'required',
        'id',
        'email',
        'phone',
        'number',
        'quantity',
        'integer',
        'chars',
        'maxLength',
        'password',
        'passwordHash',
        'passwordSameAsOld',
        'passwordMismatch',
        'dateRequired',
        'endBeforeStart',
        'countryCode',
        'invalid',
        // Import rows: a repeated row, a reference that does not exist, a count below reserved.
        'duplicate',
        'notFound',
        'belowReserved',
        // Route upload: an order whose status takes no routing.
        'notRoutable',
        // Text that is not typed characters, or a line break where one line is expected.
        'controlCharacters',
        'singleLine',
        // A project's directories that are the same or nested.
        'directoryOverlap',
      ].sort(),
    );
  });

  it.each(keys)('has text for %s in every language', (key) => {
    for (const language of languages) {
      expect(validationMessage(key, language).trim()).not.toBe('');
    }
  });

  it('reads the messages of spec §5', () => {
    expect(validationMessage('required', 'en-us')).toBe('This field cannot be empty');
    expect(validationMessage('required', 'zh-cn')).toBe('该字段不能为空');
    expect(validationMessage('quantity', 'en-us')).toBe('Value must be greater than 0');
    expect(validationMessage('integer', 'zh-cn')).toBe('值必须大于0');
    expect(validationMessage('countryCode', 'en-us')).toContain('CN');
  });

  it.each(keys)('round-trips the token of %s', (key) => {
    const token = validationToken(key);
    expect(token).toBe(`validation.${key}`);
    expect(parseValidationToken(token)).toBe(key);
  });

  it.each(['required', 'validation.', 'validation.nope', 'validation.toString', 'Required', ''])(
    'parses %j as no token',
    (message) => {
      expect(parseValidationToken(message)).toBeUndefined();
    },
  );
});
