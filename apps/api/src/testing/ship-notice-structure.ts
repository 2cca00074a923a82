// An independent structural check of the ship notices we write (docs/ship-notices.md, "The
// structure written"): X12 856 and EDIFACT DESADV interchanges, read here without libs/edi so a
// fault shared by its writer and its reader cannot hide. Tests only. The segment readers and
// count checks are shared with the invoice check (invoice-structure.ts).

/** One segment: its tag and its elements, each split into its components. */
export interface Segment {
  readonly tag: string;
  /** `elements[0]` is the first element after the tag; each is its components. */
  readonly elements: readonly (readonly string[])[];
  /** 1-based position in the interchange, for the messages. */
  readonly position: number;
}

/** The element's first component, '' when absent. */
export const element = (segment: Segment, index: number): string =>
  segment.elements[index]?.[0] ?? '';

/** GS1 mod-10 check over an SSCC's first 17 digits (weights 3, 1, 3, … from the left). */
function ssccValid(value: string): boolean {
  if (!/^\d{18}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += Number(value[index]) * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

/** Says what is wrong with each SSCC of a notice, and which repeat. */
function ssccProblems(labels: readonly { value: string; where: string }[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { value, where } of labels) {
    if (!ssccValid(value)) problems.push(`${where}: "${value}" is not an SSCC-18 (check digit)`);
    const first = seen.get(value);
    if (first === undefined) seen.set(value, where);
    else problems.push(`${where}: SSCC ${value} repeats ${first}`);
  }
  return problems;
}

/** The count element must be a whole number equal to `actual`. */
export function countProblem(
  where: string,
  stated: string,
  actual: number,
  what: string,
): string[] {
  return /^\d+$/.test(stated) && Number(stated) === actual
    ? []
    : [`${where} says ${stated || '(nothing)'}, but there are ${actual} ${what}`];
}

export function referenceProblem(where: string, stated: string, expected: string): string[] {
  return stated === expected ? [] : [`${where} is "${stated}", expected "${expected}"`];
}

// ---------------------------------------------------------------------------------------------
// X12 856

/**
 * Segments of an X12 interchange. ISA is fixed width: the element separator is its 4th
 * character, the component separator ISA16 (its 105th) and the segment terminator the 106th.
 * Line breaks after terminators are not part of the data.
 */
export function x12Segments(text: string): Segment[] | string {
  const start = text.indexOf('ISA');
  if (start < 0 || text.length < start + 106) return 'no ISA segment of 106 characters';
  const isa = text.slice(start, start + 106);
  const elementSeparator = isa[3] ?? '*';
  const componentSeparator = isa[104] ?? '>';
  const terminator = isa[105] ?? '~';
  const fields = isa.slice(0, 105).split(elementSeparator);
  if (fields.length !== 17) return `ISA has ${fields.length - 1} elements, not 16`;
  return text
    .slice(start)
    .split(terminator)
    .map((raw) => raw.replace(/^[\r\n]+/, ''))
    .filter((raw) => raw.trim() !== '')
    .map((raw, index) => {
      const [tag = '', ...rest] = raw.split(elementSeparator);
      return {
        tag,
        // ISA16 is the component separator itself: it is not split.
        elements: rest.map((value) => (tag === 'ISA' ? [value] : value.split(componentSeparator))),
        position: index + 1,
      };
    });
}

/** HL03 codes and the levels each may hang under (pick and pack, BSN05 0001). */
const hlParents: Readonly<Record<string, readonly string[]>> = {
  S: [],
  O: ['S'],
  T: ['O'],
  P: ['O', 'T'],
  I: ['O', 'T', 'P'],
};

interface Hl {
  readonly id: string;
  readonly parent: string;
  readonly level: string;
  readonly childCode: string;
  readonly position: number;
}

/** HL ids, parents, levels, child codes and CTT of one 856 transaction set's body. */
function hierarchyProblems(body: readonly Segment[], where: string): string[] {
  const problems: string[] = [];
  const hls: Hl[] = body
    .filter((segment) => segment.tag === 'HL')
    .map((segment) => ({
      id: element(segment, 0),
      parent: element(segment, 1),
      level: element(segment, 2),
      childCode: element(segment, 3),
      position: segment.position,
    }));
  if (hls.length === 0) problems.push(`${where}: no HL segments`);
  const byId = new Map<string, Hl>();
  /** The path from the shipment to the last HL read: where the next one may hang. */
  const path: Hl[] = [];
  hls.forEach((hl, index) => {
    const at = `${where} HL ${hl.position}`;
    if (byId.has(hl.id)) problems.push(`${at}: HL01 ${hl.id} is used twice`);
    if (hl.id !== String(index + 1)) {
      problems.push(`${at}: HL01 is ${hl.id}, expected ${index + 1} (sequential from 1)`);
    }
    const allowed = hlParents[hl.level];
    if (allowed === undefined)
      problems.push(`${at}: HL03 level "${hl.level}" is not S, O, T, P or I`);
    if (index === 0 && hl.level !== 'S') problems.push(`${at}: the first HL is ${hl.level}, not S`);
    if (hl.parent === '') {
      if (hl.level !== 'S') problems.push(`${at}: HL02 names no parent for level ${hl.level}`);
      if (index > 0) problems.push(`${at}: a second HL without a parent`);
      path.length = 0;
    } else {
      const parent = byId.get(hl.parent);
      if (parent === undefined) {
        problems.push(`${at}: HL02 ${hl.parent} names no earlier HL`);
      } else {
        if (allowed !== undefined && !allowed.includes(parent.level)) {
          problems.push(`${at}: level ${hl.level} under ${parent.level} (HL ${parent.id})`);
        }
        const depth = path.indexOf(parent);
        if (depth < 0) {
          problems.push(
            `${at}: HL02 ${hl.parent} is not on the path above it (children follow their parent)`,
          );
        } else {
          path.length = depth + 1;
        }
      }
    }
    path.push(hl);
    if (!byId.has(hl.id)) byId.set(hl.id, hl);
  });
  const parents = new Set(hls.map((hl) => hl.parent));
  for (const hl of hls) {
    const expected = parents.has(hl.id) ? '1' : '0';
    if (hl.childCode !== expected) {
      problems.push(
        `${where} HL ${hl.position}: HL04 is "${hl.childCode}", expected ${expected} (${expected === '1' ? 'children follow' : 'no children'})`,
      );
    }
  }
  const ctts = body.filter((segment) => segment.tag === 'CTT');
  const [ctt] = ctts;
  if (ctt === undefined || ctts.length > 1) {
    problems.push(`${where}: ${ctts.length} CTT segments, expected 1`);
  }
  if (ctt !== undefined) {
    problems.push(...countProblem(`${where} CTT01`, element(ctt, 0), hls.length, 'HL segments'));
  }
  return problems;
}

function x12Problems(text: string): string[] {
  const segments = x12Segments(text);
  if (typeof segments === 'string') return [segments];
  const problems: string[] = [];
  const [isa] = segments;
  const last = segments[segments.length - 1];
  if (isa?.tag !== 'ISA') return ['the interchange does not start with ISA'];
  if (last?.tag !== 'IEA') problems.push('the interchange does not end with IEA');
  const labels: { value: string; where: string }[] = [];
  let groups = 0;
  let group: { gs: Segment; sets: number } | undefined;
  let set: { st: Segment; from: number } | undefined;
  segments.forEach((segment, index) => {
    switch (segment.tag) {
      case 'GS':
        if (group !== undefined)
          problems.push(`GS ${segment.position}: the group before has no GE`);
        groups += 1;
        group = { gs: segment, sets: 0 };
        break;
      case 'GE':
        if (group === undefined) {
          problems.push(`GE ${segment.position}: no GS before it`);
          break;
        }
        problems.push(
          ...countProblem(
            `GE01 (${segment.position})`,
            element(segment, 0),
            group.sets,
            'ST in the group',
          ),
          ...referenceProblem(
            `GE02 (${segment.position})`,
            element(segment, 1),
            element(group.gs, 5),
          ),
        );
        group = undefined;
        break;
      case 'ST':
        if (set !== undefined) problems.push(`ST ${segment.position}: the set before has no SE`);
        if (group === undefined) problems.push(`ST ${segment.position}: outside a GS / GE group`);
        else group.sets += 1;
        set = { st: segment, from: index };
        if (element(segment, 0) !== '856') {
          problems.push(`ST ${segment.position}: transaction set ${element(segment, 0)}, not 856`);
        }
        break;
      case 'SE': {
        if (set === undefined) {
          problems.push(`SE ${segment.position}: no ST before it`);
          break;
        }
        const where = `set ${element(set.st, 1)}`;
        problems.push(
          ...countProblem(
            `SE01 (${segment.position})`,
            element(segment, 0),
            index - set.from + 1,
            'segments from ST to SE',
          ),
          ...referenceProblem(
            `SE02 (${segment.position})`,
            element(segment, 1),
            element(set.st, 1),
          ),
          ...hierarchyProblems(segments.slice(set.from + 1, index), where),
        );
        set = undefined;
        break;
      }
      case 'MAN':
        if (element(segment, 0) === 'GM') {
          labels.push({ value: element(segment, 1), where: `MAN ${segment.position}` });
        }
        break;
      default:
    }
  });
  if (group !== undefined) problems.push('the last group has no GE');
  if (set !== undefined) problems.push('the last transaction set has no SE');
  if (last?.tag === 'IEA') {
    problems.push(
      ...countProblem('IEA01', element(last, 0), groups, 'GS groups'),
      ...referenceProblem('IEA02', element(last, 1), element(isa, 12)),
    );
  }
  problems.push(...ssccProblems(labels));
  return problems;
}

// ---------------------------------------------------------------------------------------------
// EDIFACT DESADV

/**
 * Segments of an EDIFACT interchange: the delimiters from UNA when it is there (component,
 * element, decimal mark, release, reserved, terminator), else the defaults `:+.? '`. A released
 * character is data; line breaks after terminators are not.
 */
export function edifactSegments(text: string): Segment[] {
  let componentSeparator = ':';
  let elementSeparator = '+';
  let release = '?';
  let terminator = "'";
  let body = text.replace(/^\uFEFF/, '');
  if (body.startsWith('UNA')) {
    componentSeparator = body[3] ?? ':';
    elementSeparator = body[4] ?? '+';
    release = body[6] ?? '?';
    terminator = body[8] ?? "'";
    body = body.slice(9);
  }
  const segments: Segment[] = [];
  let elements: string[][] = [];
  let components: string[] = [];
  let value = '';
  const endComponent = (): void => {
    components.push(value);
    value = '';
  };
  const endElement = (): void => {
    endComponent();
    elements.push(components);
    components = [];
  };
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] ?? '';
    if (char === release && index + 1 < body.length) {
      index += 1;
      value += body[index] ?? '';
    } else if (char === componentSeparator) {
      endComponent();
    } else if (char === elementSeparator) {
      endElement();
    } else if (char === terminator) {
      endElement();
      const [tag = [''], ...rest] = elements;
      segments.push({ tag: tag[0] ?? '', elements: rest, position: segments.length + 1 });
      elements = [];
    } else if (
      (char === '\n' || char === '\r') &&
      value === '' &&
      elements.length === 0 &&
      components.length === 0
    ) {
      // A line break between segments.
    } else {
      value += char;
    }
  }
  return segments;
}

/** CPS ids and parents, LIN count against CNT+2, within one message's segments. */
function desadvBodyProblems(body: readonly Segment[], where: string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  body
    .filter((segment) => segment.tag === 'CPS')
    .forEach((cps, index) => {
      const at = `${where} CPS ${cps.position}`;
      const id = element(cps, 0);
      const parent = element(cps, 1);
      if (id === '') problems.push(`${at}: no hierarchical id`);
      if (ids.has(id)) problems.push(`${at}: id ${id} is used twice`);
      if (parent !== '' && !ids.has(parent)) {
        problems.push(`${at}: parent ${parent} names no earlier CPS`);
      }
      if (parent === '' && index > 0) problems.push(`${at}: only the first CPS may have no parent`);
      ids.add(id);
    });
  if (ids.size === 0) problems.push(`${where}: no CPS segments`);
  const lines = body.filter((segment) => segment.tag === 'LIN').length;
  const totals = body.filter((segment) => segment.tag === 'CNT' && element(segment, 0) === '2');
  const [total] = totals;
  if (total === undefined || totals.length > 1) {
    problems.push(`${where}: ${totals.length} CNT+2 segments, expected 1`);
  }
  if (total !== undefined) {
    problems.push(
      ...countProblem(`${where} CNT+2`, total.elements[0]?.[1] ?? '', lines, 'LIN segments'),
    );
  }
  return problems;
}

function edifactProblems(text: string): string[] {
  const segments = edifactSegments(text);
  const problems: string[] = [];
  const [unb] = segments;
  const last = segments[segments.length - 1];
  if (unb?.tag !== 'UNB') return ['the interchange does not start with UNB'];
  if (last?.tag !== 'UNZ') problems.push('the interchange does not end with UNZ');
  const labels: { value: string; where: string }[] = [];
  let messages = 0;
  let groups = 0;
  let message: { unh: Segment; from: number } | undefined;
  segments.forEach((segment, index) => {
    switch (segment.tag) {
      case 'UNG':
        groups += 1;
        break;
      case 'UNH':
        if (message !== undefined)
          problems.push(`UNH ${segment.position}: the message before has no UNT`);
        messages += 1;
        message = { unh: segment, from: index };
        if (element(segment, 1) !== 'DESADV') {
          problems.push(`UNH ${segment.position}: message type ${element(segment, 1)}, not DESADV`);
        }
        break;
      case 'UNT': {
        if (message === undefined) {
          problems.push(`UNT ${segment.position}: no UNH before it`);
          break;
        }
        const reference = element(message.unh, 0);
        problems.push(
          ...countProblem(
            `UNT01 (${segment.position})`,
            element(segment, 0),
            index - message.from + 1,
            'segments from UNH to UNT',
          ),
          ...referenceProblem(`UNT02 (${segment.position})`, element(segment, 1), reference),
          ...desadvBodyProblems(segments.slice(message.from + 1, index), `message ${reference}`),
        );
        message = undefined;
        break;
      }
      case 'GIN':
        if (element(segment, 0) === 'BJ') {
          // Up to five identities, each the first component of its composite.
          for (const identity of segment.elements.slice(1)) {
            const value = identity[0] ?? '';
            if (value !== '') labels.push({ value, where: `GIN ${segment.position}` });
          }
        }
        break;
      default:
    }
  });
  if (message !== undefined) problems.push('the last message has no UNT');
  if (last?.tag === 'UNZ') {
    problems.push(
      ...countProblem(
        'UNZ01',
        element(last, 0),
        groups > 0 ? groups : messages,
        groups > 0 ? 'groups' : 'messages',
      ),
      ...referenceProblem('UNZ02', element(last, 1), element(unb, 4)),
    );
  }
  problems.push(...ssccProblems(labels));
  return problems;
}

/**
 * What is structurally wrong with an X12 856 or EDIFACT DESADV interchange, one sentence each;
 * empty when nothing is. Envelopes: ISA13 = IEA02 and IEA01 the GS count, GS06 = GE02 and GE01 the
 * ST count, ST02 = SE02 and SE01 the segments from ST to SE; UNB05 = UNZ02 and UNZ01 the message
 * count, UNH01 = UNT02 and UNT01 the segments from UNH to UNT. 856: HL01 unique and sequential
 * from 1, HL02 naming an HL above it on the current path, HL03 levels in order (S first, O under
 * S, T under O, P under O or T, I under O, T or P), HL04 1 exactly when children follow, CTT01 the
 * HL count. DESADV: CPS ids unique, a parent naming an earlier CPS, CNT+2 the LIN count. Both:
 * every package label (MAN*GM, GIN+BJ) an SSCC-18 with a valid check digit, none twice.
 */
export function shipNoticeStructureProblems(text: string): string[] {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('ISA')) return x12Problems(start);
  if (start.startsWith('UNA') || start.startsWith('UNB')) return edifactProblems(start);
  return ['neither an X12 (ISA) nor an EDIFACT (UNA / UNB) interchange'];
}
