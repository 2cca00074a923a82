import { EdiSyntaxError } from './segment';

/** X12 delimiters, all single characters, as declared by the ISA segment. */
export interface X12Delimiters {
  /** ISA character 4. */
  readonly element: string;
  /** ISA11 from version 00402 on; `undefined` before (ISA11 is then the standards id `U`). */
  readonly repetition: string | undefined;
  /** ISA16, the component (sub-element) separator. */
  readonly component: string;
  /** The character right after ISA16. */
  readonly segment: string;
}

/** EDIFACT service characters, from UNA or the defaults. */
export interface EdifactDelimiters {
  readonly component: string;
  readonly element: string;
  /** Decimal mark, `.` or `,`: recorded only, values are not converted. */
  readonly decimal: string;
  /** Release (escape) character; `undefined` when UNA4 is a space. */
  readonly release: string | undefined;
  /** Repetition separator (syntax 4); `undefined` when UNA5 is a space (reserved, syntax 3). */
  readonly repetition: string | undefined;
  readonly segment: string;
}

export const defaultX12Delimiters: X12Delimiters = {
  element: '*',
  repetition: '^',
  component: '>',
  segment: '~',
};

/** `:+.? '` — what applies when an interchange has no UNA. */
export const defaultEdifactDelimiters: EdifactDelimiters = {
  component: ':',
  element: '+',
  decimal: '.',
  release: '?',
  repetition: undefined,
  segment: "'",
};

/** The ISA is fixed-width: 106 characters including its segment terminator. */
export const isaLength = 106;

// Offsets of the 16 element separators in a fixed-width ISA, with the element each one precedes.
const isaSeparatorOffsets = [3, 6, 17, 20, 31, 34, 50, 53, 69, 76, 81, 83, 89, 99, 101, 103];

/** 1-based element position in the ISA an offset belongs to, for error messages. */
function isaElementAt(offset: number): number {
  let element = 0;
  for (const separator of isaSeparatorOffsets) {
    if (separator < offset) element += 1;
  }
  return element;
}

const printable = (char: string): string =>
  char === '\n' ? '\\n' : char === '\r' ? '\\r' : char === '\t' ? '\\t' : char;

const isAlphanumeric = (char: string): boolean => /^[A-Za-z0-9]$/.test(char);

/** X12 ISA12 as a number: 401 for 00401, 501 for 00501; NaN when not numeric. */
export function x12VersionNumber(isa12: string): number {
  return /^\d{5}$/.test(isa12) ? Number(isa12) : Number.NaN;
}

/** Version 00402 introduced the repetition separator in ISA11. */
export const x12HasRepetitionSeparator = (isa12: string): boolean => x12VersionNumber(isa12) >= 402;

/**
 * The delimiters an ISA declares. `isa` is the input from `ISA` on (at least 106 characters);
 * `offset` is where it starts in the input, for error details.
 */
export function readX12Delimiters(isa: string, offset = 0): X12Delimiters {
  const fail = (message: string, at = 0): never => {
    throw new EdiSyntaxError('INVALID_HEADER', message, {
      offset: offset + at,
      segmentPosition: 1,
      segmentTag: 'ISA',
      ...(at > 3 ? { elementPosition: isaElementAt(at) } : {}),
    });
  };
  if (!isa.startsWith('ISA')) {
    throw new EdiSyntaxError(
      'NOT_EDI',
      `Input is not an X12 interchange: expected ISA at byte ${offset}, found '${printable(isa.slice(0, 3))}'`,
      { offset },
    );
  }
  if (isa.length < isaLength) {
    fail(
      `ISA segment is ${isa.length} characters long; a fixed-width ISA needs ${isaLength} (16 elements and the segment terminator)`,
    );
  }
  const element = isa.charAt(3);
  if (isAlphanumeric(element) || element === ' ') {
    fail(`ISA element separator '${printable(element)}' must not be a letter, digit or space`, 3);
  }
  for (const at of isaSeparatorOffsets) {
    const found = isa.charAt(at);
    if (found !== element) {
      fail(
        `ISA is malformed: expected the element separator '${element}' at character ${at + 1}` +
          ` (before ISA${String(isaElementAt(at + 1)).padStart(2, '0')}), found '${printable(found)}'`,
        at,
      );
    }
  }
  const component = isa.charAt(104);
  const segment = isa.charAt(105);
  const version = isa.slice(84, 89);
  const repetition = x12HasRepetitionSeparator(version) ? isa.charAt(82) : undefined;
  const checks: readonly [name: string, char: string | undefined, at: number][] = [
    ['ISA16 component separator', component, 104],
    ['segment terminator', segment, 105],
    ['ISA11 repetition separator', repetition, 82],
  ];
  const seen = new Map<string, string>([[element, 'element separator']]);
  for (const [name, char, at] of checks) {
    if (char === undefined) continue;
    if (isAlphanumeric(char) || char === ' ') {
      fail(
        `ISA is malformed: ${name} '${printable(char)}' must not be a letter, digit or space` +
          (at === 82 ? ` (ISA12 version ${version} uses ISA11 as the repetition separator)` : ''),
        at,
      );
    }
    const clash = seen.get(char);
    if (clash !== undefined) {
      fail(`ISA is malformed: ${name} '${printable(char)}' is also the ${clash}`, at);
    }
    seen.set(char, name);
  }
  return { element, repetition, component, segment };
}

/**
 * EDIFACT delimiters from a UNA service string advice (`UNA:+.? '`, at least 9 characters), or
 * the defaults when there is none.
 */
export function readEdifactDelimiters(una?: string, offset = 0): EdifactDelimiters {
  if (una === undefined) return defaultEdifactDelimiters;
  const fail = (message: string, at = 0): never => {
    throw new EdiSyntaxError('INVALID_HEADER', message, { offset: offset + at, segmentTag: 'UNA' });
  };
  if (!una.startsWith('UNA')) fail(`Expected UNA at byte ${offset}`);
  if (una.length < 9) {
    fail(`UNA service string advice is ${una.length} characters long; 9 are required`);
  }
  const [component, element, decimal, release, repetition, segment] = una.slice(3, 9);
  const delimiters: EdifactDelimiters = {
    component: component ?? '',
    element: element ?? '',
    decimal: decimal ?? '',
    release: release === ' ' ? undefined : release,
    repetition: repetition === ' ' ? undefined : repetition,
    segment: segment ?? '',
  };
  if (delimiters.decimal !== '.' && delimiters.decimal !== ',') {
    fail(`UNA3 decimal mark '${printable(delimiters.decimal)}' must be '.' or ','`, 5);
  }
  const named: readonly [name: string, char: string | undefined, at: number][] = [
    ['UNA1 component separator', delimiters.component, 3],
    ['UNA2 element separator', delimiters.element, 4],
    ['UNA4 release character', delimiters.release, 6],
    ['UNA5 repetition separator', delimiters.repetition, 7],
    ['UNA6 segment terminator', delimiters.segment, 8],
  ];
  const seen = new Map<string, string>();
  for (const [name, char, at] of named) {
    if (char === undefined) continue;
    if (isAlphanumeric(char) || char === ' ') {
      fail(
        `UNA is malformed: ${name} '${printable(char)}' must not be a letter, digit or space`,
        at,
      );
    }
    const clash = seen.get(char);
    if (clash !== undefined) {
      fail(`UNA is malformed: ${name} '${printable(char)}' is also the ${clash}`, at);
    }
    seen.set(char, name);
  }
  return delimiters;
}

/** EDIFACT syntax level B's default separators (IS1, IS3, IS4), used when UNB is followed by IS3. */
export const levelBEdifactDelimiters: EdifactDelimiters = {
  component: '\u001f',
  element: '\u001d',
  decimal: '.',
  release: undefined,
  repetition: undefined,
  segment: '\u001c',
};
