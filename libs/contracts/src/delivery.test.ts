import { describe, expect, it } from 'vitest';
import {
  deliveryDataSchema,
  recalculateShipNotice,
  shipNoticeProblems,
  shipNoticeProblemText,
  shipNoticeRules,
  shipNoticeRuleTexts,
  type DeliveryData,
  type DeliveryDataInput,
  type ShipNoticeCheckContext,
} from './delivery';
import { gs1CheckDigit } from './purchase';

/** An SSCC-18 with extension 0, prefix 0614141 and the serial given, check digit computed. */
const sscc = (serial: number): string => {
  const body = `00614141${String(serial).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};

/** A copy of `value` without `keys`: a field the user left empty. */
const omit = <T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> =>
  Object.fromEntries(
    Object.entries(value).filter(([name]) => !(keys as readonly PropertyKey[]).includes(name)),
  ) as Omit<T, K>;

const context: ShipNoticeCheckContext = {
  orderLines: [
    { lineNumber: '1', ordered: 10 },
    { lineNumber: '2', ordered: 4 },
  ],
  switches: {
    hasOuterPackage: true,
    hasInnerPackage: true,
    hasNoPackage: false,
    allowOverShipment: false,
  },
  today: '2026-11-24',
  language: 'en-us',
};

/** A notice every rule passes: one pallet with two cartons, complete shipping info. */
const valid = (): DeliveryDataInput => ({
  shipment: {
    shipmentNumber: 'SH-1',
    carrierName: 'Acme Freight',
    scac: 'ACMF',
    trackingNumber: 'PRO123',
    billOfLading: 'BOL9',
    transportMode: 'M',
    shippedDate: '2026-11-24',
    grossWeight: 30,
    shipFrom: { name: 'Supplier DC' },
    shipTo: { id: '0001', agencyCode: '92' },
  },
  packages: [
    { key: 'P1', level: 'pallet', labelNumber: sscc(1) },
    { key: 'C1', level: 'carton', parentKey: 'P1', labelNumber: sscc(2) },
    { key: 'C2', level: 'carton', parentKey: 'P1', labelNumber: sscc(3) },
  ],
  lines: [
    { key: 'L1', packageKey: 'C1', lineNumber: '1', quantity: 10, unit: 'EA' },
    { key: 'L2', packageKey: 'C2', lineNumber: '2', quantity: 4, unit: 'EA' },
  ],
});

const problemsOf = (input: DeliveryDataInput, over: Partial<ShipNoticeCheckContext> = {}) =>
  shipNoticeProblems(deliveryDataSchema.parse(input), { ...context, ...over });
const rulesOf = (input: DeliveryDataInput, over: Partial<ShipNoticeCheckContext> = {}) =>
  problemsOf(input, over).map((problem) => `${problem.rule}@${problem.field}`);

describe('the checks before sending a ship notice', () => {
  it('finds nothing in a complete notice', () => {
    expect(problemsOf(valid())).toEqual([]);
  });

  it('needs a shipped or scheduled delivery date, and no ship date after today', () => {
    const notice = valid();
    const shipment = omit(notice.shipment, 'shippedDate');
    expect(rulesOf({ ...notice, shipment })).toEqual(['dateRequired@shipment.shippedDate']);
    expect(
      rulesOf({ ...notice, shipment: { ...shipment, scheduledDeliveryDate: '2026-11-30' } }),
    ).toEqual([]);
    expect(rulesOf({ ...notice, shipment: { ...shipment, shippedDate: '2026-11-25' } })).toEqual([
      'shipDateFuture@shipment.shippedDate',
    ]);
  });

  it('refuses a notice whose quantities are all empty or 0', () => {
    const notice = valid();
    const lines = notice.lines.map((line) => ({ ...line, quantity: 0 }));
    expect(rulesOf({ ...notice, lines })).toContain('quantitiesEmpty@lines');
  });

  it('names each SSCC that is missing, malformed, has a wrong check digit or is used twice', () => {
    const notice = valid();
    const wrongDigit = `${sscc(2).slice(0, 17)}${(Number(sscc(2)[17]) + 1) % 10}`;
    const packages = [
      { key: 'P1', level: 'pallet' as const },
      { key: 'C1', level: 'carton' as const, parentKey: 'P1', labelNumber: wrongDigit },
      { key: 'C2', level: 'carton' as const, parentKey: 'P1', labelNumber: '123' },
      { key: 'C3', level: 'carton' as const, parentKey: 'P1', labelNumber: sscc(3) },
      { key: 'C4', level: 'carton' as const, parentKey: 'P1', labelNumber: sscc(3) },
    ];
    const lines = [
      ...notice.lines,
      { key: 'L3', packageKey: 'C3', lineNumber: '2', quantity: 0 },
      { key: 'L4', packageKey: 'C4', lineNumber: '2', quantity: 0 },
    ];
    const found = problemsOf({ ...notice, packages, lines });
    expect(found.map((problem) => `${problem.rule}@${problem.field}`)).toEqual([
      'labelMissing@packages.P1.labelNumber',
      'labelInvalid@packages.C1.labelNumber',
      'labelInvalid@packages.C2.labelNumber',
      'packageEmpty@packages.C3',
      'packageEmpty@packages.C4',
      'labelDuplicate@packages.C4.labelNumber',
    ]);
    const duplicate = found.find((problem) => problem.rule === 'labelDuplicate');
    expect(duplicate && shipNoticeProblemText(duplicate, 'en-us')).toBe(
      `Label ${sscc(3)} is used by more than one package (C3, C4)`,
    );
  });

  it('wants every carton on a pallet when the notice has pallets, and every item in a package', () => {
    const notice = valid();
    const packages = notice.packages.map((pack) =>
      pack.key === 'C2' ? { ...pack, parentKey: undefined } : pack,
    );
    const lines = notice.lines.map((line) =>
      line.key === 'L1' ? { ...line, packageKey: undefined } : line,
    );
    expect(rulesOf({ ...notice, packages, lines })).toEqual([
      'packageEmpty@packages.C1',
      'parentRequired@packages.C2.parentKey',
      'itemWithoutPackage@lines.L1.packageKey',
    ]);
  });

  it('names a parent that is not a pallet and an order line the order lacks', () => {
    const notice = valid();
    const packages = notice.packages.map((pack) =>
      pack.key === 'C2' ? { ...pack, parentKey: 'C1' } : pack,
    );
    const lines = [...notice.lines, { key: 'L9', packageKey: 'C1', lineNumber: '7', quantity: 1 }];
    expect(rulesOf({ ...notice, packages, lines })).toEqual([
      'parentUnknown@packages.C2.parentKey',
      'lineUnknown@lines.L9.lineNumber',
    ]);
  });

  it('refuses more than ordered per order line unless the project allows it', () => {
    const notice = valid();
    const lines = [
      ...notice.lines,
      { key: 'L3', packageKey: 'C2', lineNumber: '1', quantity: 0.5 },
    ];
    const [over] = problemsOf({ ...notice, lines });
    expect(over?.rule).toBe('overShipped');
    expect(over && shipNoticeProblemText(over, 'zh-cn')).toBe('订单行 1：发货 10.5，超过订购的 10');
    const allowed = { switches: { ...context.switches, allowOverShipment: true } };
    expect(problemsOf({ ...notice, lines }, allowed)).toEqual([]);
  });

  it('refuses a package level the project does not use', () => {
    const notice = valid();
    const packages = [
      ...notice.packages,
      { key: 'B1', level: 'bulk' as const, labelNumber: sscc(9) },
    ];
    const lines = [...notice.lines, { key: 'L3', packageKey: 'B1', lineNumber: '2', quantity: 0 }];
    const found = problemsOf({ ...notice, packages, lines });
    expect(found.map((problem) => problem.rule)).toEqual(['packageLevelOff', 'packageEmpty']);
    expect(found[0] && shipNoticeProblemText(found[0], 'en-us')).toBe(
      'Package B1: this project does not use no package (bulk)',
    );
  });

  it('needs ship-from and ship-to, and totals that agree with the packages and lines', () => {
    const notice = valid();
    const shipment = omit(notice.shipment, 'shipFrom', 'shipTo');
    expect(
      rulesOf({ ...notice, shipment: { ...shipment, packageCount: 2, totalQuantity: 15 } }),
    ).toEqual([
      'shipFromMissing@shipment.shipFrom',
      'shipToMissing@shipment.shipTo',
      'packageCountDisagrees@shipment.packageCount',
      'totalQuantityDisagrees@shipment.totalQuantity',
    ]);
  });

  it('asks, without blocking, when the shipping information is incomplete', () => {
    const notice = valid();
    const shipment = omit(notice.shipment, 'carrierName', 'scac');
    const found = problemsOf({ ...notice, shipment });
    expect(found).toHaveLength(1);
    expect(found[0]?.severity).toBe('ask');
    expect(found[0] && shipNoticeProblemText(found[0], 'en-us')).toBe(
      'The shipping information is incomplete (carrier, SCAC). Continue?',
    );
  });

  it('puts the question at the first missing shipping field', () => {
    const notice = valid();
    const shipment = omit(notice.shipment, 'trackingNumber');
    expect(rulesOf({ ...notice, shipment })).toEqual([
      'shippingInfoIncomplete@shipment.trackingNumber',
    ]);
  });

  it('takes a notice without packages, its items at order level (S-O-I)', () => {
    const notice = valid();
    const lines = notice.lines.map((line) => omit(line, 'packageKey'));
    expect(rulesOf({ ...notice, packages: [], lines })).toEqual([]);
  });

  it('has a sentence in both languages for every rule', () => {
    for (const rule of shipNoticeRules) {
      expect(shipNoticeRuleTexts[rule]['zh-cn'].length).toBeGreaterThan(0);
      expect(shipNoticeRuleTexts[rule]['en-us'].length).toBeGreaterThan(0);
    }
  });
});

describe('recalculate', () => {
  const weighed = (): DeliveryData =>
    deliveryDataSchema.parse({
      ...valid(),
      lines: [
        { key: 'L1', packageKey: 'C1', lineNumber: '1', quantity: 10, grossWeight: 0.1 },
        { key: 'L2', packageKey: 'C2', lineNumber: '2', quantity: 4, grossWeight: 0.2 },
      ],
    });

  it('sums weights exactly from lines to cartons to pallet to shipment, and counts', () => {
    const { data, missingWeights } = recalculateShipNotice(weighed());
    expect(missingWeights).toEqual([]);
    expect(data.packages.map((pack) => [pack.key, pack.grossWeight])).toEqual([
      ['P1', 0.3],
      ['C1', 0.1],
      ['C2', 0.2],
    ]);
    expect(data.shipment.grossWeight).toBe(0.3);
    expect(data.shipment.packageCount).toBe(3);
    expect(data.shipment.totalQuantity).toBe(14);
    expect(shipNoticeProblems(data, context)).toEqual([]);
  });

  it('adds pounds and kilograms in the shipment’s unit', () => {
    const base = weighed();
    const mixed: DeliveryData = {
      ...base,
      shipment: { ...base.shipment, weightUnit: 'KG' },
      lines: base.lines.map((line) =>
        line.key === 'L1'
          ? { ...line, grossWeight: 10, weightUnit: 'LB' as const }
          : { ...line, grossWeight: 10, weightUnit: 'KG' as const },
      ),
    };
    const { data } = recalculateShipNotice(mixed);
    expect(data.packages.map((pack) => [pack.key, pack.grossWeight, pack.weightUnit])).toEqual([
      ['P1', 14.536, 'KG'],
      ['C1', 4.536, 'KG'],
      ['C2', 10, 'KG'],
    ]);
    expect(data.shipment.grossWeight).toBe(14.536);
  });

  it('names the lines without a weight and keeps the weights typed in for their packages', () => {
    const base = weighed();
    const input: DeliveryData = {
      ...base,
      packages: base.packages.map((pack) =>
        pack.key === 'C2' ? { ...pack, grossWeight: 7 } : pack,
      ),
      lines: base.lines.map((line) =>
        line.key === 'L2' ? { ...line, grossWeight: undefined } : line,
      ),
    };
    const { data, missingWeights } = recalculateShipNotice(input);
    expect(missingWeights).toEqual(['L2']);
    expect(data.packages.find((pack) => pack.key === 'C2')?.grossWeight).toBe(7);
    expect(data.packages.find((pack) => pack.key === 'P1')?.grossWeight).toBe(7.1);
  });
});
