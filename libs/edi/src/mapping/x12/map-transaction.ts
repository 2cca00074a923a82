/** Inbound X12: one transaction set → its canonical document, by ST01. */
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping, X12MappingContext } from '../mapping-types';
import { mapX12FunctionalAcknowledgment } from './acknowledgement-997';
import { mapX12Invoice } from './invoice-810';
import { mapX12PurchaseOrderChange } from './order-change-860';
import { mapX12PurchaseOrder } from './order-850';
import { mapX12Remittance } from './payment-820';
import { mapX12PlanningSchedule } from './plan-830';

/** Transaction sets `mapX12Transaction` reads (855, 856 and 846 are only written). */
export const inboundX12TransactionSets = ['850', '860', '830', '820', '810', '997'] as const;

/**
 * Maps an inbound transaction set (850, 860, 830, 820, 810, 997) to a canonical document, or to
 * the issues that keep it from being one. Never throws for what the partner sent.
 *
 * Any other ST01 gives one issue on the ST itself (segment position 1, element 1) with code '1'.
 * An issue on ST is about the set as a whole, so its code is an AK5 code: '1', transaction set
 * not supported (acknowledgeX12Group reports it in AK5, not as an AK3/AK4).
 */
export function mapX12Transaction(
  set: X12TransactionSet,
  context: X12MappingContext,
): InboundMapping {
  switch (set.setId) {
    case '850':
      return mapX12PurchaseOrder(set, context);
    case '860':
      return mapX12PurchaseOrderChange(set, context);
    case '830':
      return mapX12PlanningSchedule(set, context);
    case '820':
      return mapX12Remittance(set);
    case '810':
      return mapX12Invoice(set);
    case '997':
      return mapX12FunctionalAcknowledgment(set);
    default:
      return {
        ok: false,
        issues: [
          {
            segmentTag: 'ST',
            segmentPosition: 1,
            elementPosition: 1,
            code: '1',
            badValue: set.setId,
            message: `Transaction set ${set.setId || '(empty)'} (ST02 ${set.controlNumber}) has no inbound mapping; the gateway reads ${inboundX12TransactionSets.join(', ')}`,
          },
        ],
      };
  }
}
