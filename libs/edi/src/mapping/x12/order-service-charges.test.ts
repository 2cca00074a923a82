import { canonicalOrderSchema, type CanonicalOrder } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test-support';
import { briefIssue, documentOf, editFixture, issuesOf, mapOne } from './x12-test-support';

// Positions in x12-004010-850-single.edi (ST = 1): BEG 2, CUR 3, FOB 6; SACs put after FOB
// stand at 7, 8, …
const single = 'x12-004010-850-single.edi';
const fob = 'FOB*PP';
const firstPid = 'PID*F****STAINLESS WATER BOTTLE 750ML';
const freight = 'SAC*C*D240***2500**********FREIGHT';
const discount = 'SAC*A*C310***1250';

const orderOf = (text: string): CanonicalOrder =>
  canonicalOrderSchema.parse(documentOf(mapOne(text)));

describe('850 header SAC: the order’s services, allowances and charges', () => {
  it('leaves serviceCharges out of an order without SAC (the shared fixture)', () => {
    const order = orderOf(fixtureText(single));
    expect(order.orderNumber).toBe('4500012345');
    expect(order).not.toHaveProperty('serviceCharges');
  });

  it('reads a charge and an allowance: SAC01, SAC02, SAC05 in cents, SAC15', () => {
    const order = orderOf(editFixture(single, [[fob, `${fob}~\n${freight}~\n${discount}`]]));
    expect(order.serviceCharges).toEqual([
      { indicator: 'C', type: 'D240', amount: 25, description: 'FREIGHT' },
      { indicator: 'A', type: 'C310', amount: 12.5 },
    ]);
    // Charges are shown on their own: the totals stay those of the lines.
    expect(order.amount).toBe(24 * 12.5 + 12 * 8.75 + 6 * 45);
  });

  it('does not take a SAC inside a PO1 loop for a header one', () => {
    const lineOnly = orderOf(editFixture(single, [[firstPid, `${firstPid}~\nSAC*A*C310***999`]]));
    expect(lineOnly).not.toHaveProperty('serviceCharges');

    const both = orderOf(
      editFixture(single, [
        [fob, `${fob}~\n${freight}`],
        [firstPid, `${firstPid}~\nSAC*A*C310***999`],
      ]),
    );
    expect(both.serviceCharges).toEqual([
      { indicator: 'C', type: 'D240', amount: 25, description: 'FREIGHT' },
    ]);
    expect(both.lines).toHaveLength(3);
  });

  it('takes a CUR right after a SAC as the charge’s, not the order’s currency', () => {
    const order = orderOf(
      editFixture(single, [
        ['CUR*BY*USD', undefined],
        [fob, `${fob}~\n${freight}~\nCUR*BY*CAD`],
      ]),
    );
    expect(order.serviceCharges).toHaveLength(1);
    expect(order.currencyCode).toBeUndefined();
  });

  it('reports an unknown SAC01 as an invalid code (AK4 7), as the 810 does', () => {
    const issues = issuesOf(mapOne(editFixture(single, [[fob, `${fob}~\nSAC*X*D240***2500`]])));
    expect(issues.map(briefIssue)).toEqual([
      { segmentTag: 'SAC', segmentPosition: 7, elementPosition: 1, code: '7', badValue: 'X' },
    ]);
    expect(issues[0]?.message).toMatch(/^SAC01 allowance or charge indicator 'X' is not one of/);
  });

  it('reports a SAC05 that is not in cents and a SAC without a code or amount', () => {
    const issues = issuesOf(
      mapOne(editFixture(single, [[fob, `${fob}~\nSAC*C*D240***25.00~\nSAC*C`]])),
    );
    expect(issues.map(briefIssue)).toEqual([
      { segmentTag: 'SAC', segmentPosition: 7, elementPosition: 5, code: '6', badValue: '25.00' },
      {
        segmentTag: 'SAC',
        segmentPosition: 8,
        elementPosition: 2,
        code: '2',
        badValue: undefined,
      },
      {
        segmentTag: 'SAC',
        segmentPosition: 8,
        elementPosition: 5,
        code: '2',
        badValue: undefined,
      },
    ]);
  });
});

describe('860 header SAC', () => {
  it('reads the change’s charges, not a SAC of a POC loop', () => {
    const bch = 'BCH*04*SA*4500012345***20251120***20251123';
    const poc = 'POC*1*QI*24*12*EA*12.50**UP*012345678905*VN*ACM-1001';
    const change = orderOf(
      editFixture('x12-004010-860-change.edi', [
        [bch, `${bch}~\n${discount}`],
        [poc, `${poc}~\nSAC*C*D240***500`],
      ]),
    );
    expect(change.documentType).toBe('ORDER_CHANGE');
    expect(change.serviceCharges).toEqual([{ indicator: 'A', type: 'C310', amount: 12.5 }]);
  });
});
