import type { SegmentInput } from './segment';

/** Why a writer refused its input; `field` names the element at fault (e.g. `ISA06`, `BEG03`). */
export class EdiWriteError extends Error {
  override readonly name = 'EdiWriteError';
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** UTC date and time parts of a timestamp, in the forms envelopes use. */
export function timestampParts(date: Date): {
  yymmdd: string;
  ccyymmdd: string;
  hhmm: string;
} {
  const pad = (value: number): string => String(value).padStart(2, '0');
  const ccyymmdd = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  return {
    ccyymmdd,
    yymmdd: ccyymmdd.slice(2),
    hhmm: `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`,
  };
}

/** `ref('BEG', 3)` → `BEG03`, `ref('NAD', 2, 3)` → `NAD02-3`. */
export const fieldRef = (tag: string, element: number, component = 1): string =>
  `${tag}${String(element).padStart(2, '0')}${component > 1 ? `-${component}` : ''}`;

/** Drops trailing empty values: EDI syntax omits trailing separators. At least one is kept. */
export function trimTrailingEmpty<T>(values: readonly T[], isEmpty: (value: T) => boolean): T[] {
  let length = values.length;
  while (length > 1 && isEmpty(values[length - 1] as T)) length -= 1;
  return values.slice(0, length);
}

/**
 * Formats one segment's elements with `formatValue` doing each value's checks and escaping.
 * Repetitions come from `segment.repetitions` when present.
 */
export function formatElements(
  segment: SegmentInput,
  separators: { element: string; component: string; repetition: string | undefined },
  formatValue: (value: string, field: () => string) => string,
): string {
  const formatted: string[] = [];
  segment.elements.forEach((element, index) => {
    const occurrences = segment.repetitions?.[index] ?? [element];
    if (occurrences.length > 1 && separators.repetition === undefined) {
      throw new EdiWriteError(
        `${fieldRef(segment.tag, index + 1)} repeats, but no repetition separator is in use`,
        fieldRef(segment.tag, index + 1),
      );
    }
    const texts = occurrences.map((occurrence) => {
      if (typeof occurrence === 'string') {
        return formatValue(occurrence, () => fieldRef(segment.tag, index + 1));
      }
      const components = trimTrailingEmpty(occurrence, (value) => value === '');
      // The field name is built only for an error message, not for every value.
      return components
        .map((value, component) =>
          formatValue(value, () => fieldRef(segment.tag, index + 1, component + 1)),
        )
        .join(separators.component);
    });
    formatted.push(texts.join(separators.repetition ?? ''));
  });
  const elements = trimTrailingEmpty(formatted, (value) => value === '');
  return elements.length === 1 && elements[0] === '' ? '' : elements.join(separators.element);
}

const printable = (char: string): string =>
  char === '\n' ? '\\n' : char === '\r' ? '\\r' : char === '\t' ? '\\t' : char;

/** Checks that delimiters are single, distinct characters and not letters, digits or spaces. */
export function checkDelimiters(named: readonly [name: string, char: string | undefined][]): void {
  const seen = new Map<string, string>();
  for (const [name, char] of named) {
    if (char === undefined) continue;
    if (char.length !== 1) {
      throw new EdiWriteError(`The ${name} must be a single character, not '${char}'`);
    }
    if (/^[A-Za-z0-9 ]$/.test(char)) {
      throw new EdiWriteError(`The ${name} '${char}' must not be a letter, digit or space`);
    }
    const clash = seen.get(char);
    if (clash !== undefined) {
      throw new EdiWriteError(`The ${name} '${printable(char)}' is also the ${clash}`);
    }
    seen.set(char, name);
  }
}

export { printable as printableChar };
