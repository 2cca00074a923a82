import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test-support';
import { inboundX12TransactionSets } from './map-transaction';
import { briefIssue, editFixture, issuesOf, mapOne, writeSets } from './x12-test-support';

// Positions in x12-004010-850-single.edi (ST = 1): BEG 2, DTM 8 and 9, PO1 18, 21 and 24.
const single = 'x12-004010-850-single.edi';
const po1Line2 = 'PO1*2*12*EA*8.75**UP*012345678912*VN*ACM-1002*IN*883412';
const po1Line3 = 'PO1*3*6*CA*45.00**UP*012345678929*VN*ACM-2001*IN*883413';

const issuesFor = (name: string, edits: readonly (readonly [string, string | undefined])[]) =>
  issuesOf(mapOne(editFixture(name, edits)));

describe('850 issues', () => {
  it('BEG missing: AK3 code 3 at position 2', () => {
    const issues = issuesFor(single, [['BEG*00*SA*4500012345**20251120', undefined]]);
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'BEG',
        segmentPosition: 2,
        elementPosition: undefined,
        code: '3',
        badValue: undefined,
      },
    ]);
  });

  it('BEG03 empty: AK4 code 1 on BEG03', () => {
    const issues = issuesFor(single, [['BEG*00*SA*4500012345**20251120', 'BEG*00*SA***20251120']]);
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'BEG',
        segmentPosition: 2,
        elementPosition: 3,
        code: '1',
        badValue: undefined,
      },
    ]);
    expect(issues[0]?.message).toMatch(/^BEG03 purchase order number is missing/);
  });

  it.each(['20251131', '2025112', '2025-11-20', '20250229'])(
    'BEG05 %s is not a date CCYYMMDD: AK4 code 8',
    (value) => {
      const issues = issuesFor(single, [
        ['BEG*00*SA*4500012345**20251120', `BEG*00*SA*4500012345**${value}`],
      ]);
      expect(issues.map(briefIssue)).toEqual([
        { segmentTag: 'BEG', segmentPosition: 2, elementPosition: 5, code: '8', badValue: value },
      ]);
    },
  );

  it('accepts 29 February of a leap year', () => {
    const result = mapOne(
      editFixture(single, [['BEG*00*SA*4500012345**20251120', 'BEG*00*SA*4500012345**20240229']]),
    );
    expect(result.ok).toBe(true);
  });

  it('a PO1 without quantity: AK4 code 1 on PO102 at the PO1’s position', () => {
    const issues = issuesFor(single, [
      [po1Line2, 'PO1*2**EA*8.75**UP*012345678912*VN*ACM-1002*IN*883412'],
    ]);
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'PO1',
        segmentPosition: 21,
        elementPosition: 2,
        code: '1',
        badValue: undefined,
      },
    ]);
  });

  it('a quantity that is not a number: AK4 code 6 with the bad value', () => {
    const issues = issuesFor(single, [
      [po1Line3, 'PO1*3*6X*CA*45.00**UP*012345678929*VN*ACM-2001*IN*883413'],
    ]);
    expect(issues.map(briefIssue)).toEqual([
      { segmentTag: 'PO1', segmentPosition: 24, elementPosition: 2, code: '6', badValue: '6X' },
    ]);
  });

  it('reports every issue of the set, in segment order', () => {
    const issues = issuesFor(single, [
      ['BEG*00*SA*4500012345**20251120', 'BEG*00*SA***20251120'],
      ['DTM*001*20251215', 'DTM*001*20251232'],
      [po1Line2, 'PO1*2**EA*8.75'],
      [po1Line3, 'PO1*3*6*CA*4,50'],
    ]);
    expect(issues.map((issue) => [issue.segmentTag, issue.segmentPosition, issue.code])).toEqual([
      ['BEG', 2, '1'],
      ['DTM', 9, '8'],
      ['PO1', 21, '1'],
      ['PO1', 24, '6'],
    ]);
  });

  it('no PO1 at all: AK3 code 3 where SE stands', () => {
    const lines = fixtureText(single)
      .split('~\n')
      .filter((segment) => !/^(PO1|PID|PO4)\*/.test(segment))
      .join('~\n');
    const issues = issuesOf(mapOne(lines));
    // 26 segments between ST and SE, less 9: SE is at 17 + 2.
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'PO1',
        segmentPosition: 19,
        elementPosition: undefined,
        code: '3',
        badValue: undefined,
      },
    ]);
  });
});

describe('issues of the other sets', () => {
  it('860: a POC02 outside the change codes is AK4 code 7; BCH06 missing is code 1', () => {
    const issues = issuesFor('x12-004010-860-change.edi', [
      ['BCH*04*SA*4500012345***20251120***20251123', 'BCH*04*SA*4500012345******20251123'],
      [
        'POC*1*QI*24*12*EA*12.50**UP*012345678905*VN*ACM-1001',
        'POC*1*XX*24*12*EA*12.50**UP*012345678905*VN*ACM-1001',
      ],
    ]);
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'BCH',
        segmentPosition: 2,
        elementPosition: 6,
        code: '1',
        badValue: undefined,
      },
      { segmentTag: 'POC', segmentPosition: 4, elementPosition: 2, code: '7', badValue: 'XX' },
    ]);
  });

  it('830: neither BFR02 nor BFR03 is code 2; a bad FST date is code 8', () => {
    const issues = issuesFor('x12-004010-830-plan.edi', [
      [
        'BFR*05**REL-2025-48*DL*A*20251201*20260301*20251124',
        'BFR*05***DL*A*20251201*20260301*20251124',
      ],
      ['FST*360*D*W*20251208', 'FST*360*D*W*20251308'],
    ]);
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'BFR',
        segmentPosition: 2,
        elementPosition: 2,
        code: '2',
        badValue: undefined,
      },
      {
        segmentTag: 'FST',
        segmentPosition: 7,
        elementPosition: 4,
        code: '8',
        badValue: '20251308',
      },
    ]);
  });

  it('820: a credit/debit flag other than C or D is code 7, an amount with letters code 6, no TRN code 3', () => {
    const issues = issuesFor('x12-004010-820-remittance.edi', [
      [
        'BPR*C*537.00*C*ACH*CCP*01*071000013*DA*123456789*1234567890**01*011000015*DA*987654321*20251230',
        'BPR*C*537.O0*X*ACH*CCP*01*071000013*DA*123456789*1234567890**01*011000015*DA*987654321*20251230',
      ],
      ['TRN*1*PAY-998877', undefined],
    ]);
    expect(issues.map(briefIssue)).toEqual([
      { segmentTag: 'BPR', segmentPosition: 2, elementPosition: 2, code: '6', badValue: '537.O0' },
      { segmentTag: 'BPR', segmentPosition: 2, elementPosition: 3, code: '7', badValue: 'X' },
      {
        segmentTag: 'TRN',
        segmentPosition: 3,
        elementPosition: undefined,
        code: '3',
        badValue: undefined,
      },
    ]);
  });

  it('997: an AK2 without AK5 is code 3 where the AK5 should stand', () => {
    const issues = issuesFor('x12-004010-997-accepts-856.edi', [['AK5*A', undefined]]);
    expect(issues.map(briefIssue)).toEqual([
      {
        segmentTag: 'AK5',
        segmentPosition: 4,
        elementPosition: undefined,
        code: '3',
        badValue: undefined,
      },
    ]);
  });

  it.each(inboundX12TransactionSets)(
    '%s: an empty or garbled set gives issues, never an exception',
    (setId) => {
      for (const segments of [
        [],
        [{ tag: 'ZZZ', elements: ['?'] }],
        [{ tag: 'N1', elements: [] }],
      ]) {
        const result = mapOne(writeSets('PO', [{ setId, controlNumber: 1, segments }]));
        expect(issuesOf(result).map((issue) => [issue.segmentPosition, issue.code])).toEqual([
          [2, '3'],
        ]);
      }
    },
  );
});
