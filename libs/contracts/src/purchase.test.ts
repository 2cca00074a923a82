import { describe, expect, it } from 'vitest';
import { fulfilmentMoves, orderMoveTarget } from './orders';
import { formatSscc, fulfilmentMoveAllowed, fulfilmentStatuses, routingSchema } from './purchase';

describe('fulfilment moves', () => {
  it('with labels on, an order is delivered only after printing', () => {
    const on = { printLabel: true };
    expect(fulfilmentMoveAllowed('print', 'ACCEPTED', on)).toBe(true);
    expect(fulfilmentMoveAllowed('print', 'ROUTED', on)).toBe(true);
    expect(fulfilmentMoveAllowed('deliver', 'ROUTED', on)).toBe(false);
    expect(fulfilmentMoveAllowed('deliver', 'PRINTED', on)).toBe(true);
  });

  it('with labels off, there is no print and delivery follows acceptance or routing', () => {
    const off = { printLabel: false };
    expect(fulfilmentMoveAllowed('print', 'ACCEPTED', off)).toBe(false);
    expect(fulfilmentMoveAllowed('deliver', 'ACCEPTED', off)).toBe(true);
    expect(fulfilmentMoveAllowed('deliver', 'ROUTED', off)).toBe(true);
  });

  it('never allows what the lifecycle table refuses', () => {
    for (const printLabel of [true, false]) {
      for (const move of fulfilmentMoves) {
        for (const status of [...fulfilmentStatuses, 'RECEIVED', 'CANCELED', 'SENT_ASN']) {
          if (fulfilmentMoveAllowed(move, status, { printLabel })) {
            expect(orderMoveTarget(move, status), `${move} from ${status}`).toBeDefined();
          }
        }
      }
    }
  });
});

describe('routing', () => {
  it('upper-cases the SCAC and refuses one that is not 2 to 4 letters', () => {
    const base = { carrierName: 'UPS', transportMode: 'M', pickupDate: '2025-12-02' };
    expect(routingSchema.parse({ ...base, scac: 'upsn' }).scac).toBe('UPSN');
    expect(routingSchema.safeParse({ ...base, scac: 'U1' }).success).toBe(false);
    expect(routingSchema.safeParse({ ...base, scac: 'UPSNX' }).success).toBe(false);
    expect(
      routingSchema.safeParse({ ...base, scac: 'UPSN', pickupDate: '2025-02-30' }).success,
    ).toBe(false);
  });

  it('shows an SSCC in its readable groups', () => {
    expect(formatSscc('106141411234567897')).toBe('(00) 1 0614141123456789 7');
  });
});
