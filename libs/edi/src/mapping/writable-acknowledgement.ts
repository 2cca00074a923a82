/**
 * Values a 997 / CONTRL copies from the partner's interchange (control numbers, set ids, segment
 * tags, a bad value) made writable: the partner's bytes may hold our delimiters, line breaks,
 * control characters or more characters than the element allows, and the acknowledgement writer
 * rightly refuses those. An acknowledgement must never fail on partner data
 * (docs/architecture.md, "Failure model"), so each copied value keeps only the characters our
 * writer can put in that element, cut to the element's maximum length. What we generate ourselves
 * (status, codes, counts, positions) is left as it is.
 */
import type { CanonicalAcknowledgement } from '@portal/contracts';
import { defaultX12Delimiters } from '../delimiters';
import { isEdifactCharAllowed, type EdifactSyntaxId } from '../edifact-syntax';

export type AcknowledgementTarget =
  | { readonly standard: 'X12' }
  | { readonly standard: 'EDIFACT'; readonly syntaxId: EdifactSyntaxId };

/** Maximum lengths: X12 997 (AK1, AK2, AK3, AK4) and EDIFACT CONTRL (UCI, UCF, UCM, UCS). */
const limits = {
  X12: {
    functionalId: 2,
    groupControlNumber: 9,
    interchangeControlNumber: 9,
    party: 15,
    setId: 3,
    controlNumber: 9,
    segmentTag: 3,
    badValue: 99,
  },
  EDIFACT: {
    functionalId: 6,
    groupControlNumber: 14,
    interchangeControlNumber: 14,
    party: 35,
    setId: 6,
    controlNumber: 14,
    segmentTag: 3,
    badValue: 35,
  },
} as const;

const x12Delimiters = new Set(
  Object.values(defaultX12Delimiters).filter((value): value is string => value !== undefined),
);

/** Whether our writer can put the character (a code point) in an element of the target. */
function writable(target: AcknowledgementTarget, code: number, char: string): boolean {
  // No control characters in either standard; none of X12's delimiters (X12 cannot escape).
  if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  if (target.standard === 'X12') return !x12Delimiters.has(char);
  // EDIFACT's writer escapes its service characters itself; the character set is the limit.
  return isEdifactCharAllowed(target.syntaxId, code);
}

/** `value` with only the characters the target can write, cut to `max` characters. */
export function writableValue(target: AcknowledgementTarget, value: string, max: number): string {
  let result = '';
  let length = 0;
  for (const char of value) {
    if (length >= max) break;
    if (!writable(target, char.codePointAt(0) ?? 0, char)) continue;
    result += char;
    length += 1;
  }
  return result;
}

/** The acknowledgement with every copied value writable in the target's standard. */
export function writableAcknowledgement(
  acknowledgement: CanonicalAcknowledgement,
  target: AcknowledgementTarget,
): CanonicalAcknowledgement {
  const limit = limits[target.standard];
  const clean = (value: string, max: number): string => writableValue(target, value, max);
  const result: CanonicalAcknowledgement = {
    ...acknowledgement,
    transactions: acknowledgement.transactions.map((transaction) => ({
      ...transaction,
      setId: clean(transaction.setId, limit.setId),
      controlNumber: clean(transaction.controlNumber, limit.controlNumber),
      errors: transaction.errors.map((error) => {
        const cleaned = { ...error };
        if (error.segmentTag !== undefined) {
          cleaned.segmentTag = clean(error.segmentTag, limit.segmentTag);
        }
        if (error.badValue !== undefined) cleaned.badValue = clean(error.badValue, limit.badValue);
        return cleaned;
      }),
    })),
  };
  const copied = [
    ['interchangeControlNumber', limit.interchangeControlNumber],
    ['interchangeSender', limit.party],
    ['interchangeRecipient', limit.party],
    ['functionalId', limit.functionalId],
    ['groupControlNumber', limit.groupControlNumber],
  ] as const;
  for (const [field, max] of copied) {
    const value = acknowledgement[field];
    if (value !== undefined) result[field] = clean(value, max);
  }
  return result;
}
