/** 850 purchase order → CanonicalOrder (document type ORDER). */
import type { CanonicalOrder } from '@portal/contracts';
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping, X12MappingContext } from '../mapping-types';
import { defined, readItemIds, SetReader } from './common';
import { groupTime, readOrderBody, type LineStart } from './order-common';

export function mapX12PurchaseOrder(
  set: X12TransactionSet,
  context: X12MappingContext,
): InboundMapping {
  const reader = new SetReader(set);
  const [beg, ...rest] = set.segments;
  if (beg?.tag !== 'BEG') {
    reader.missingSegment('BEG', 2, 'The 850 has no BEG beginning segment after its ST');
    return { ok: false, issues: reader.issues };
  }
  const purposeCode = reader.required(beg, 1, 'transaction set purpose code');
  const purchaseOrderTypeCode = reader.required(beg, 2, 'purchase order type code');
  const orderNumber = reader.required(beg, 3, 'purchase order number');
  const releaseNumber = reader.text(beg, 4);
  const orderDate = reader.date(beg, 5, 'purchase order date', true);

  const body = readOrderBody(reader, rest, 'PO1', (po1, index): LineStart => {
    const ordered = reader.number(po1, 2, 'quantity ordered', true);
    return {
      // PO101 is optional: lines without it are numbered by their order in the set.
      lineNumber: reader.text(po1, 1) ?? String(index + 1),
      ids: readItemIds(reader, po1, 6),
      ordered,
      unit: reader.text(po1, 3),
      unitPrice: reader.number(po1, 4, 'unit price'),
      priceBasisCode: reader.text(po1, 5),
    };
  });
  if (body.lines.length === 0) {
    reader.missingSegment('PO1', reader.trailerPosition, 'The 850 has no PO1 line item');
  }
  if (orderNumber === undefined || !reader.ok) return { ok: false, issues: reader.issues };

  const document: CanonicalOrder = defined({
    kind: 'order',
    documentType: 'ORDER',
    documentNumber: orderNumber,
    orderNumber,
    purposeCode,
    purchaseOrderTypeCode,
    releaseNumber,
    orderDate,
    documentTime: groupTime(context),
    documentVersion: 1,
    ...body,
  });
  return { ok: true, document };
}
