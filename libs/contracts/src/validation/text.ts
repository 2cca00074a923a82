import { z } from 'zod';
import { validationToken, type MaxLength, type ValidationToken } from './messages';
import { invalidTypeError, numberBody, requiredTypeError, type IssueInput } from './rule-errors';

// Text rules of spec §5: required and optional text, ids, email, phone, numbers as typed, chars,
// country codes.

// ---------------------------------------------------------------------------------------------
// Patterns. Each accepts the empty string: a required rule rejects it with `required` (min 1)
// instead, so an empty value gets one issue, not two.

const idPattern = /^[A-Za-z0-9_-]*$/;
const charsPattern = /^[A-Za-z0-9-]*$/;
const emailPattern =
  /^(?:|admin|[A-Za-z0-9]+(?:[._%+-][A-Za-z0-9]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})$/;
const phonePattern = /^(?:1[3-9]\d{9})?$/;
const numberPattern = new RegExp(`^(?:${numberBody})?$`);
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
