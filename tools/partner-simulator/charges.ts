/**
 * The header allowances and charges a customer puts on an order (spec §3 SPAC info): always a
 * freight charge, now and then a promotional discount. The X12 and EDIFACT generators write them
 * with their own codes (SAC D240 / C310, ALC FC / DI).
 */
import { orderAmount, round2, type OrderedLine } from './documents';
import type { Random } from './random';

export interface OrderCharge {
  /** A allowance, C charge (X12 SAC01, EDIFACT ALC01). */
  readonly indicator: 'A' | 'C';
  readonly kind: 'freight' | 'discount';
  readonly amount: number;
  /** X12 SAC15, EDIFACT ALC05-4. */
  readonly description: string;
}

/** Freight of 15.00 to 150.00; in about a third of the orders a discount of 1 to 3 % too. */
export function orderCharges(random: Random, lines: readonly OrderedLine[]): OrderCharge[] {
  const charges: OrderCharge[] = [
    {
      indicator: 'C',
      kind: 'freight',
      amount: random.int(1_500, 15_000) / 100,
      description: 'FREIGHT',
    },
  ];
  if (random.chance(0.35)) {
    const percent = random.int(1, 3);
    // Never 0: a discount too small to write in cents would not be an allowance.
    const amount = Math.max(0.01, round2((orderAmount(lines) * percent) / 100));
    charges.push({ indicator: 'A', kind: 'discount', amount, description: 'PROMOTIONAL DISCOUNT' });
  }
  return charges;
}
