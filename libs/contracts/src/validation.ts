import { z } from 'zod';
import type { Language } from './error-codes';

/**
 * The form validation rules of spec §5 as zod schemas, shared by the server and the browser forms.
 *
 * Every issue these rules raise carries a token (`validation.<key>`) as its message instead of a
 * sentence: the server maps the token to an error code, the client translates it with
 * `validationMessage`. A missing value (undefined or null) of a required rule gives
 * `validation.required`; a present value of the wrong type gives `validation.invalid`.
 */
export const validationMessages = {
  required: { 'zh-cn': '该字段不能为空', 'en-us': 'This field cannot be empty' },
  id: {
    'zh-cn': '只能包含字母、数字、连字符和下划线',
    'en-us': 'Only letters, digits, hyphens and underscores are allowed',
  },
  email: { 'zh-cn': '邮箱格式不正确', 'en-us': 'Email format is incorrect' },
  phone: {
    'zh-cn': '请输入有效的11位手机号码',
    'en-us': 'Please enter a valid 11-digit mobile phone number',
  },
  number: { 'zh-cn': '请输入有效的数字', 'en-us': 'Please enter a valid number' },
  quantity: { 'zh-cn': '值必须大于0', 'en-us': 'Value must be greater than 0' },
  integer: { 'zh-cn': '值必须大于0', 'en-us': 'Value must be greater than 0' },
  chars: {
    'zh-cn': '只能包含字母、数字和连字符',
    'en-us': 'Only letters, digits and hyphens are allowed',
  },
  maxLength: { 'zh-cn': '最多{0}个字符', 'en-us': 'Max {0} characters' },
  password: {
    'zh-cn': '密码须为6到20位非空白字符',
    'en-us': 'The password must be 6 to 20 characters without spaces',
  },
  passwordHash: {
    'zh-cn': '密码数据无效，请刷新后重试',
    'en-us': 'Invalid password data, please refresh and retry',
  },
  passwordSameAsOld: {
    'zh-cn': '新密码不能与旧密码相同',
    'en-us': 'The new password must be different from the old password',
  },
  passwordMismatch: {
    'zh-cn': '两次输入的密码不一致',
    'en-us': 'The two passwords do not match',
  },
  dateRequired: {
    'zh-cn': '开始时间和结束时间不能为空',
    'en-us': 'Start time and end time cannot be empty',
  },
  endBeforeStart: {
    'zh-cn': '结束时间不能早于开始时间',
    'en-us': 'The end time cannot be earlier than the start time',
  },
  countryCode: {
    'zh-cn': '请输入两位大写字母的国家或地区代码，如 CN、US、HK',
    'en-us': 'Enter a two-letter uppercase country or region code, such as CN, US or HK',
  },
  invalid: { 'zh-cn': '信息输入错误', 'en-us': 'Information input error' },
  controlCharacters: {
    'zh-cn': '不能包含控制字符或无效字符',
    'en-us': 'Control characters and broken characters are not allowed',
  },
  singleLine: {
    'zh-cn': '须为一行文字，不能包含换行或制表符',
    'en-us': 'Must be one line, without line breaks or tabs',
  },
  directoryOverlap: {
    'zh-cn': '各目录须互不相同、互不包含，且不能是 processed 或 error',
    'en-us':
      'Each directory must be its own: not the same as, inside or around another, nor processed or error',
  },
  duplicate: {
    'zh-cn': '与文件中前面的行重复',
    'en-us': 'Repeats an earlier row of the file',
  },
  notFound: { 'zh-cn': '不存在或已被删除', 'en-us': 'Does not exist or has been deleted' },
  belowReserved: {
    'zh-cn': '少于已接订单预留的数量',
    'en-us': 'Less than the quantity reserved by accepted orders',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The message a zod issue of these rules carries: `validation.<key>`. */
export type ValidationToken = `validation.${ValidationMessageKey}`;

const tokenPrefix = 'validation.';

/** The token of a message key, e.g. `validation.required`. */
export const validationToken = (key: ValidationMessageKey): ValidationToken => `validation.${key}`;

/** The message key of a token, or undefined when the message is not a token of these rules. */
export function parseValidationToken(message: string): ValidationMessageKey | undefined {
  if (!message.startsWith(tokenPrefix)) return undefined;
  const key = message.slice(tokenPrefix.length);
  return Object.hasOwn(validationMessages, key) ? (key as ValidationMessageKey) : undefined;
}

/** The text of a message key in a language; `{0}` is filled from `maximum` when given. */
export function validationMessage(
  key: ValidationMessageKey,
  language: Language,
  params?: { maximum?: number | bigint },
): string {
  const text: string = validationMessages[key][language];
  const maximum = params?.maximum;
  return maximum === undefined ? text : text.replaceAll('{0}', String(maximum));
}

/** The maximum lengths of spec §5. */
export type MaxLength = 32 | 128;

// ---------------------------------------------------------------------------------------------
// Error functions for the type check of a rule.

interface IssueInput {
  readonly input?: unknown;
}

const isMissing = (input: unknown): boolean => input === undefined || input === null;

/** Required rule: a missing value is `missing` (default `required`), any other type `invalid`. */
const requiredTypeError =
  (missing: ValidationMessageKey = 'required') =>
  (issue: IssueInput): ValidationToken =>
    validationToken(isMissing(issue.input) ? missing : 'invalid');

/** Optional rule: undefined never reaches the type check, so whatever does is `invalid`. */
const invalidTypeError = (): ValidationToken => validationToken('invalid');

// ---------------------------------------------------------------------------------------------
// Patterns. Each but numericTextPattern accepts the empty string: a required rule rejects it
// with `required` (min 1) instead, so an empty value gets one issue, not two.

const idPattern = /^[A-Za-z0-9_-]*$/;
const charsPattern = /^[A-Za-z0-9-]*$/;
const emailPattern =
  /^(?:|admin|[A-Za-z0-9]+(?:[._%+-][A-Za-z0-9]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})$/;
const phonePattern = /^(?:1[3-9]\d{9})?$/;
const numberBody = /[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.source;
const numberPattern = new RegExp(`^(?:${numberBody})?$`);
const numericTextPattern = new RegExp(`^${numberBody}$`);
const passwordPattern = /^(?:\S{6,20})?$/;
const passwordHashPattern = /^(?:[0-9a-f]{64})?$/;
const countryCodePattern = /^(?:[A-Z]{2})?$/;

// ---------------------------------------------------------------------------------------------
// Text rules.

const maxLengthCheck = { error: validationToken('maxLength') };

/**
 * Text is characters a person typed: no C0 or C1 control (NUL among them, which PostgreSQL text
 * cannot hold; DEL; ESC…) and no lone surrogate (not Unicode, cannot be written as UTF-8). Tab,
 * line feed and carriage return are allowed only where a text may span lines (a reason typed in a
 * text area); everywhere else a line break or tab would break lists, exports and EDI elements.
 */
const plainText = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;
const oneLine = /^[^\t\n\r]*$/;
const plainTextCheck = { error: validationToken('controlCharacters') };
const oneLineCheck = { error: validationToken('singleLine') };

/** The metadata key (also in the OpenAPI document) of a text that may span lines. */
export const multilineMetaKey = 'x-multiline';

/**
 * What is wrong with a text, by the rules above, or undefined: the server's central check of every
 * string a request carries (`multiline` from the field's schema). Leading and trailing whitespace
 * do not count, as the text rules trim it.
 */
export function textProblem(
  text: string,
  multiline: boolean,
): 'controlCharacters' | 'singleLine' | undefined {
  const trimmed = text.trim();
  if (!plainText.test(trimmed)) return 'controlCharacters';
  if (!multiline && !oneLine.test(trimmed)) return 'singleLine';
  return undefined;
}

/** A required text: trimmed, not empty (`required`), at most `max` characters (`maxLength`). */
export const requiredText = (max: MaxLength = 128) =>
  z
    .string({ error: requiredTypeError() })
    .trim()
    .min(1, { error: validationToken('required') })
    .max(max, maxLengthCheck)
    .regex(plainText, plainTextCheck)
    .regex(oneLine, oneLineCheck);

const optionalString = (
  max?: MaxLength,
  typeError: (issue: IssueInput) => ValidationToken = invalidTypeError,
) => {
  const text = z
    .string({ error: typeError })
    .trim()
    .regex(plainText, plainTextCheck)
    .regex(oneLine, oneLineCheck);
  return max === undefined ? text : text.max(max, maxLengthCheck);
};

/** A text that must be present but may be empty: trimmed, one line, at most `max` characters. */
export const textRule = (max: MaxLength = 128) => optionalString(max, requiredTypeError());

/** An optional text: trimmed, empty or undefined allowed, at most `max` characters. */
export const optionalText = (max: MaxLength = 128) => optionalString(max).optional();

/**
 * An optional text that may span lines (tabs and line breaks allowed, other controls not), for
 * what is typed in a text area; trimmed, at most `max` characters.
 */
export const optionalMultilineText = (max: MaxLength = 128) =>
  z
    .string({ error: invalidTypeError })
    .trim()
    .max(max, maxLengthCheck)
    .regex(plainText, plainTextCheck)
    .meta({ [multilineMetaKey]: true })
    .optional();

/** An id, empty allowed: letters, digits, hyphen and underscore, at most 32 characters. */
export const idRule = optionalString(32)
  .regex(idPattern, { error: validationToken('id') })
  .optional();

/** A required id: letters, digits, hyphen and underscore, 1 to 32 characters. */
export const requiredId = requiredText(32).regex(idPattern, { error: validationToken('id') });

/** An email, empty allowed (at most 128 characters); the literal `admin` is accepted too. */
export const emailRule = optionalString(128)
  .regex(emailPattern, { error: validationToken('email') })
  .optional();

/** A required email (at most 128 characters); the literal `admin` is accepted too. */
export const requiredEmail = requiredText(128).regex(emailPattern, {
  error: validationToken('email'),
});

/** A mainland China mobile number, empty allowed: 11 digits, `1` then 3 to 9. */
export const phoneRule = optionalString()
  .regex(phonePattern, { error: validationToken('phone') })
  .optional();

/** A number as typed, empty allowed: optional sign, digits, optional decimals and exponent. */
export const numberRule = optionalString()
  .regex(numberPattern, { error: validationToken('number') })
  .optional();

/** Letters, digits and hyphen only, empty allowed. */
export const charsRule = optionalString()
  .regex(charsPattern, { error: validationToken('chars') })
  .optional();

/** A two-letter uppercase country code (ISO 3166 alpha-2 shape), empty allowed. */
export const countryCodeRule = optionalString()
  .regex(countryCodePattern, { error: validationToken('countryCode') })
  .optional();

// ---------------------------------------------------------------------------------------------
// Numeric rules: a number or a numeric string in, a finite number out.

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

// ---------------------------------------------------------------------------------------------
// Passwords.

/** The plain password typed in the browser: 6 to 20 non-space characters. */
export const passwordRule = z
  .string({ error: requiredTypeError() })
  .min(1, { error: validationToken('required') })
  .regex(passwordPattern, { error: validationToken('password') });

/** What the browser sends instead of a password: sha256(sha256(password)), 64 lowercase hex. */
export const passwordHashRule = z
  .string({ error: requiredTypeError() })
  .min(1, { error: validationToken('required') })
  .regex(passwordHashPattern, { error: validationToken('passwordHash') });

const stringField = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
};

/** The change-password form: the new password differs from the old one and is typed twice. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: passwordRule,
    newPassword: passwordRule,
    confirmPassword: z.string({ error: requiredTypeError() }),
  })
  .superRefine(
    (form, ctx) => {
      if (form.newPassword !== '' && form.newPassword === form.oldPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: validationToken('passwordSameAsOld'),
          input: form.newPassword,
        });
      }
      if (form.confirmPassword !== form.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: validationToken('passwordMismatch'),
          input: form.confirmPassword,
        });
      }
    },
    {
      // Also compare when a password breaks its own rule: the form shows every problem at once.
      when: (payload) =>
        ['oldPassword', 'newPassword', 'confirmPassword'].every(
          (key) => stringField(payload.value, key) !== undefined,
        ),
    },
  );

// ---------------------------------------------------------------------------------------------
// Date ranges.

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The time of a date string (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` or an ISO date-time) in ms, or
 * undefined when it is not one. A date alone means local midnight, like a date-time without
 * offset, so the two compare in the same time zone.
 */
function dateTimeOf(text: string): number | undefined {
  const match = dateTimePattern.exec(text);
  if (match === null) return undefined;
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const normalised = match[4] === undefined ? `${text}T00:00:00` : text.replace(' ', 'T');
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? undefined : time;
}

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether `text` is a day of the calendar as `YYYY-MM-DD`, years 1 to 9999: the shape alone lets
 * through days such as 2026-02-30 or 0000-01-01 that PostgreSQL (and the partner) cannot take.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= (lengths[month - 1] ?? 0);
}

const requiredDate = z
  .string({ error: requiredTypeError('dateRequired') })
  .trim()
  .min(1, { error: validationToken('dateRequired') })
  .refine((text) => text === '' || dateTimeOf(text) !== undefined, {
    error: validationToken('invalid'),
  });

/** A start and an end date, both required; the end may not be earlier than the start. */
export const dateRangeSchema = z.object({ start: requiredDate, end: requiredDate }).superRefine(
  (range, ctx) => {
    const start = dateTimeOf(range.start);
    const end = dateTimeOf(range.end);
    if (start !== undefined && end !== undefined && end < start) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: validationToken('endBeforeStart'),
        input: range.end,
      });
    }
  },
  {
    when: (payload) =>
      stringField(payload.value, 'start') !== undefined &&
      stringField(payload.value, 'end') !== undefined,
  },
);

/**
 * An IANA zone name both the browser (Intl) and the database know: `UTC` or `Area/Location`
 * (e.g. `Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`). Offsets such as `+08:00`
 * are refused: PostgreSQL reads them as POSIX zones, with the sign the other way round.
 */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Z][A-Za-z]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*){1,2})$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
