/** 860 purchase order change → CanonicalOrder (document type ORDER_CHANGE). */
import type { CanonicalOrder, OrderLine } from '@portal/contracts';
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping, X12MappingContext } from '../mapping-types';
import { defined, readItemIds, SetReader } from './common';
import { groupTime, readOrderBody, type LineStart } from './order-common';

type ChangeType = NonNullable<OrderLine['changeType']>;

/** POC02 change or response type codes → what the change does to the line. */
const changeTypeByCode: Readonly<Record<string, ChangeType>> = {
  AI: 'add', // add additional item(s)
  DI: 'delete', // delete item(s)
  NC: 'unchanged', // concurrent item (no change)
  CA: 'change', // changes to line items
  CB: 'change', // change of price basis
  CT: 'change', // change of dates
  MU: 'change', // multiple unit of measure changes
  PC: 'change', // price change
  PQ: 'change', // unit price / quantity change
  PR: 'change', // unit price / reschedule change
  QD: 'change', // quantity decrease
  QI: 'change', // quantity increase
  RA: 'change', // replacement item
  RE: 'change', // replacement item with modifications
  RQ: 'change', // reschedule / quantity change
  RS: 'change', // reschedule
  RZ: 'change', // replace all values
};

export function mapX12PurchaseOrderChange(
  set: X12TransactionSet,
  context: X12MappingContext,
): InboundMapping {
  const reader = new SetReader(set);
  const [bch, ...rest] = set.segments;
  if (bch?.tag !== 'BCH') {
    reader.missingSegment('BCH', 2, 'The 860 has no BCH beginning segment after its ST');
    return { ok: false, issues: reader.issues };
  }
  const purposeCode = reader.required(bch, 1, 'transaction set purpose code');
  const purchaseOrderTypeCode = reader.required(bch, 2, 'purchase order type code');
  const orderNumber = reader.required(bch, 3, 'purchase order number');
  const releaseNumber = reader.text(bch, 4);
  // BCH05 change order sequence number is free text in X12: a positive integer becomes the
  // document version, anything else (absent, "A", "0") reads as version 1.
  const sequence = reader.text(bch, 5);
  const documentVersion =
    sequence !== undefined && /^\d+$/.test(sequence) && Number(sequence) >= 1
      ? Number(sequence)
      : 1;
  const orderDate = reader.date(bch, 6, 'purchase order date', true);

  const body = readOrderBody(reader, rest, 'POC', (poc, index): LineStart => {
    return {
      lineNumber: reader.text(poc, 1) ?? String(index + 1),
      changeType: reader.code(poc, 2, 'change or response type code', changeTypeByCode, true),
      ordered: reader.number(poc, 3, 'quantity ordered'),
      outstanding: reader.number(poc, 4, 'quantity left to receive'),
      unit: reader.text(poc, 5),
      unitPrice: reader.number(poc, 6, 'unit price'),
      priceBasisCode: reader.text(poc, 7),
      ids: readItemIds(reader, poc, 8),
    };
  });
  if (orderNumber === undefined || !reader.ok) return { ok: false, issues: reader.issues };

  const document: CanonicalOrder = defined({
    kind: 'order',
    documentType: 'ORDER_CHANGE',
    documentNumber: orderNumber,
    orderNumber,
    purposeCode,
    purchaseOrderTypeCode,
    releaseNumber,
    orderDate,
    documentTime: groupTime(context),
    documentVersion,
    ...body,
  });
  return { ok: true, document };
}
