import { isSscc, type CanonicalShipNotice, type ProjectConnection } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderOutboundDocument } from '../gateway/outbound/outbound-documents';
import { edifactConnection, x12Connection } from '../gateway/testing/gateway-fixtures';
import { composeSscc } from '../purchase/sscc';
import { shipNoticeStructureProblems } from './ship-notice-structure';

type ShipOrder = CanonicalShipNotice['orders'][number];
type Item = ShipOrder['items'][number];

let serial = 0;
/** A fresh SSCC from the portal's own composer (not the checker's arithmetic). */
const nextSscc = (): string => {
  serial += 1;
  return composeSscc('0614141', serial);
};

/** EDIFACT's delimiters and release character in the data: the reader must honour `?`. */
const item = (lineNumber: string, special: boolean): Item => ({
  lineNumber,
  buyerItemNumber: `B-${lineNumber}`,
  vendorItemNumber: `V-${lineNumber}`,
  description: special ? "Widget 10?+ 'A:B'" : 'Widget',
  quantityShipped: 6,
  quantityOrdered: 12,
  unit: 'EA',
  batchNumber: `LOT-${lineNumber}`,
});

type Shape = 'S-O-T-P-I' | 'S-O-P-I' | 'S-O-I';

/**
 * Pallets holding cartons and loose items, cartons off pallets, bulk items, two orders (S-O-T-P-I);
 * cartons only (S-O-P-I); bulk items only (S-O-I).
 */
function noticeOf(shape: Shape, special: boolean): CanonicalShipNotice {
  const pack = (...lines: string[]) => ({
    sscc: nextSscc(),
    packageType: 'CTN',
    weight: 4.5,
    weightUnit: 'KG',
    items: lines.map((line) => item(line, special)),
  });
  const order = (orderNumber: string): ShipOrder => ({
    orderNumber,
    orderDate: '2025-11-28',
    tares: [],
    packs: [],
    items: [],
  });
  const orders: ShipOrder[] =
    shape === 'S-O-T-P-I'
      ? [
          {
            ...order('PO-1'),
            tares: [
              {
                sscc: nextSscc(),
                packageType: 'PLT',
                weight: 120,
                weightUnit: 'KG',
                packs: [pack('1'), pack('2', '3')],
                items: [item('4', special)],
              },
              { sscc: nextSscc(), packs: [pack('5')], items: [] },
            ],
            packs: [pack('6')],
            items: [item('7', special)],
          },
          { ...order('PO-2'), packs: [pack('1')] },
        ]
      : shape === 'S-O-P-I'
        ? [{ ...order('PO-3'), packs: [pack('1', '2'), pack('3')] }]
        : [{ ...order('PO-4'), items: [item('1', special), item('2', special)] }];
  return {
    kind: 'shipNotice',
    shipmentNumber: 'SHP-1',
    noticeDate: '2025-12-02',
    noticeTime: '10:15',
    shippedDate: '2025-12-02',
    scheduledDeliveryDate: '2025-12-05',
    billOfLading: 'BOL-778',
    trackingNumber: '1Z999AA10123456784',
    carrierName: 'UPS Ground',
    scac: 'UPSN',
    transportMode: 'M',
    grossWeight: 250,
    weightUnit: 'KG',
    packageCount: 4,
    parties: [
      { role: 'shipFrom', name: 'ACME SUPPLY', id: 'WH1', agencyCode: '92' },
      { role: 'shipTo', name: 'RETAIL CO DC 7', id: 'DC7', agencyCode: '92' },
    ],
    orders,
  };
}

const written = (connection: ProjectConnection, shape: Shape): string =>
  renderOutboundDocument(
    connection,
    noticeOf(shape, connection.standard === 'EDIFACT'),
    { interchange: 123, group: 45, transaction: 6789 },
    new Date('2025-12-02T10:15:00Z'),
  );

/** The parent → child level pairs of an 856's HL tree, read with a plain pattern. */
function levelPairs(text: string): string[] {
  const levels = new Map<string, string>();
  const pairs = new Set<string>();
  for (const [, id = '', parent = '', level = ''] of text.matchAll(/HL\*(\d+)\*(\d*)\*([A-Z])/g)) {
    levels.set(id, level);
    pairs.add(`${levels.get(parent) ?? ''}-${level}`);
  }
  return [...pairs].sort();
}

const shapePairs: Record<Shape, string[]> = {
  'S-O-T-P-I': ['-S', 'O-I', 'O-P', 'O-T', 'P-I', 'S-O', 'T-I', 'T-P'],
  'S-O-P-I': ['-S', 'O-P', 'P-I', 'S-O'],
  'S-O-I': ['-S', 'O-I', 'S-O'],
};

const connections: Record<string, ProjectConnection> = {
  'X12 004010': x12Connection,
  'X12 005010': { ...x12Connection, version: '005010' },
  'EDIFACT D96A': edifactConnection,
  'EDIFACT D01B': { ...edifactConnection, version: 'D01B' },
};

describe('what the writers make passes the structural check', () => {
  const cases = Object.keys(connections).flatMap((name) =>
    (Object.keys(shapePairs) as Shape[]).map((shape) => [name, shape] as const),
  );
  it.each(cases)('%s, %s', (name, shape) => {
    const connection = connections[name] ?? x12Connection;
    const text = written(connection, shape);
    expect(shipNoticeStructureProblems(text)).toEqual([]);
    if (connection.standard === 'X12') {
      expect(levelPairs(text)).toEqual(shapePairs[shape]);
      expect(text).toMatch(connection.version === '005010' ? /\*00501\*/ : /\*00401\*/);
    } else {
      expect(text).toContain(connection.version === 'D01B' ? 'DESADV:D:01B' : 'DESADV:D:96A');
      // Packages as CPS with their parents, bulk items under CPS 1.
      expect(text.match(/CPS\+/g)?.length).toBe(
        { 'S-O-T-P-I': 8, 'S-O-P-I': 3, 'S-O-I': 1 }[shape],
      );
    }
  });
});

/** Replaces `from` with `to` once; a pattern that misses would plant nothing, so it throws. */
function plant(text: string, from: string | RegExp, to: string): string {
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`nothing planted for ${String(from)}`);
  return changed;
}

describe('faults planted in a valid 856 are each reported', () => {
  const valid = written(x12Connection, 'S-O-T-P-I');
  const labels = [...valid.matchAll(/MAN\*GM\*(\d+)/g)].map((match) => match[1] ?? '');
  const [first = '', second = ''] = labels;
  const badCheck = `${first.slice(0, 17)}${(Number(first[17]) + 1) % 10}`;

  it('finds nothing in the valid one, whose labels are SSCCs', () => {
    expect(labels).toHaveLength(7);
    expect(labels.every(isSscc)).toBe(true);
    expect(shipNoticeStructureProblems(valid)).toEqual([]);
  });

  const faults: [string, (text: string) => string, RegExp][] = [
    [
      'ISA13 ≠ IEA02',
      (t) => plant(t, 'IEA*1*000000123', 'IEA*1*000000124'),
      /^IEA02 is "000000124", expected "000000123"$/,
    ],
    [
      'IEA01 not the GS count',
      (t) => plant(t, 'IEA*1*', 'IEA*2*'),
      /^IEA01 says 2, but there are 1 GS groups$/,
    ],
    ['GS06 ≠ GE02', (t) => plant(t, 'GE*1*45~', 'GE*1*46~'), /^GE02 .* is "46", expected "45"$/],
    [
      'GE01 not the ST count',
      (t) => plant(t, 'GE*1*45~', 'GE*3*45~'),
      /^GE01 .* says 3, but there are 1 ST in the group$/,
    ],
    [
      'ST02 ≠ SE02',
      (t) => plant(t, /SE\*(\d+)\*6789~/, 'SE*$1*6790~'),
      /^SE02 .* is "6790", expected "6789"$/,
    ],
    [
      'SE01 not the segment count',
      (t) => plant(t, /PID\*F\*\*\*\*Widget~\n/, ''),
      /^SE01 .* but there are \d+ segments from ST to SE$/,
    ],
    ['HL01 repeated', (t) => plant(t, 'HL*3*2*T*1~', 'HL*2*2*T*1~'), /HL01 2 is used twice/],
    [
      'HL01 out of sequence',
      (t) => plant(t, /HL\*9\*(\d+)\*/, 'HL*19*$1*'),
      /HL01 is 19, expected 9/,
    ],
    [
      'HL02 naming a later HL',
      (t) => plant(t, 'HL*3*2*T*1~', 'HL*3*5*T*1~'),
      /HL02 5 names no earlier HL/,
    ],
    [
      'HL03 tare under the shipment',
      (t) => plant(t, 'HL*3*2*T*1~', 'HL*3*1*T*1~'),
      /level T under S/,
    ],
    ['HL03 not S first', (t) => plant(t, 'HL*1**S*1~', 'HL*1**O*1~'), /the first HL is O, not S/],
    ['HL03 unknown level', (t) => plant(t, 'HL*3*2*T*1~', 'HL*3*2*X*1~'), /HL03 level "X"/],
    [
      'HL04 1 without children',
      (t) => plant(t, /HL\*(\d+)\*(\d+)\*I\*0~/, 'HL*$1*$2*I*1~'),
      /HL04 is "1", expected 0 \(no children\)/,
    ],
    [
      'HL04 0 with children',
      (t) => plant(t, 'HL*2*1*O*1~', 'HL*2*1*O*0~'),
      /HL04 is "0", expected 1 \(children follow\)/,
    ],
    [
      'CTT01 not the HL count',
      (t) => plant(t, /CTT\*(\d+)~/, 'CTT*3~'),
      /CTT01 says 3, but there are \d+ HL segments/,
    ],
    [
      'MAN*GM with a wrong check digit',
      (t) => plant(t, `MAN*GM*${first}`, `MAN*GM*${badCheck}`),
      /is not an SSCC-18 \(check digit\)/,
    ],
    [
      'MAN*GM not 18 digits',
      (t) => plant(t, `MAN*GM*${first}`, `MAN*GM*${first.slice(1)}`),
      /is not an SSCC-18/,
    ],
    [
      'MAN*GM repeated',
      (t) => plant(t, `MAN*GM*${second}`, `MAN*GM*${first}`),
      new RegExp(`SSCC ${first} repeats MAN \\d+`),
    ],
  ];

  it.each(faults)('%s', (_, fault, reported) => {
    const problems = shipNoticeStructureProblems(fault(valid));
    expect(
      problems.some((problem) => reported.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('HL02 naming an HL whose branch is closed (its children must follow it)', () => {
    // The bulk item of PO-1 moved under the first carton, long after that carton's branch ended.
    const firstCarton = /HL\*(\d+)\*3\*P\*1~/.exec(valid)?.[1] ?? '';
    const bulk = /HL\*(\d+)\*2\*I\*0~/.exec(valid);
    expect(firstCarton).not.toBe('');
    const moved = plant(valid, bulk?.[0] ?? 'missing', `HL*${bulk?.[1] ?? ''}*${firstCarton}*I*0~`);
    expect(shipNoticeStructureProblems(moved)).toEqual([
      expect.stringMatching(new RegExp(`HL02 ${firstCarton} is not on the path above it`)),
    ]);
  });
});

describe('faults planted in a valid DESADV are each reported', () => {
  const valid = written(edifactConnection, 'S-O-T-P-I');
  const labels = [...valid.matchAll(/GIN\+BJ\+(\d+)/g)].map((match) => match[1] ?? '');
  const [first = '', second = ''] = labels;
  const badCheck = `${first.slice(0, 17)}${(Number(first[17]) + 1) % 10}`;

  it('finds nothing in the valid one, whose released delimiters are data', () => {
    expect(labels).toHaveLength(7);
    expect(valid).toContain("?'");
    expect(shipNoticeStructureProblems(valid)).toEqual([]);
  });

  const faults: [string, (text: string) => string, RegExp][] = [
    [
      'UNB05 ≠ UNZ02',
      (t) => plant(t, "UNZ+1+123'", "UNZ+1+124'"),
      /^UNZ02 is "124", expected "123"$/,
    ],
    [
      'UNZ01 not the message count',
      (t) => plant(t, "UNZ+1+123'", "UNZ+2+123'"),
      /^UNZ01 says 2, but there are 1 messages$/,
    ],
    [
      'UNH01 ≠ UNT02',
      (t) => plant(t, /UNT\+(\d+)\+6789'/, "UNT+$1+6788'"),
      /^UNT02 .* is "6788", expected "6789"$/,
    ],
    [
      'UNT01 not the segment count',
      (t) => plant(t, /PCI\+33E'\n/, ''),
      /^UNT01 .* but there are \d+ segments from UNH to UNT$/,
    ],
    ['CPS id repeated', (t) => plant(t, "CPS+3+2'", "CPS+2+2'"), /id 2 is used twice/],
    [
      'CPS parent naming a later CPS',
      (t) => plant(t, "CPS+3+2'", "CPS+3+5'"),
      /parent 5 names no earlier CPS/,
    ],
    [
      'CPS without a parent below the first',
      (t) => plant(t, "CPS+3+2'", "CPS+3'"),
      /only the first CPS may have no parent/,
    ],
    [
      'GIN+BJ with a wrong check digit',
      (t) => plant(t, `GIN+BJ+${first}`, `GIN+BJ+${badCheck}`),
      /is not an SSCC-18 \(check digit\)/,
    ],
    [
      'GIN+BJ repeated',
      (t) => plant(t, `GIN+BJ+${second}`, `GIN+BJ+${first}`),
      new RegExp(`SSCC ${first} repeats GIN \\d+`),
    ],
    [
      'CNT+2 not the LIN count',
      (t) => plant(t, /CNT\+2:(\d+)'/, "CNT+2:99'"),
      /CNT\+2 says 99, but there are \d+ LIN segments/,
    ],
  ];

  it.each(faults)('%s', (_, fault, reported) => {
    const problems = shipNoticeStructureProblems(fault(valid));
    expect(
      problems.some((problem) => reported.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });
});

it('says when the text is no interchange it knows', () => {
  expect(shipNoticeStructureProblems('hello')).toEqual([
    'neither an X12 (ISA) nor an EDIFACT (UNA / UNB) interchange',
  ]);
});
