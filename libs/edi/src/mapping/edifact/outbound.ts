/**
 * Canonical outbound documents → EDIFACT messages for `writeEdifact`.
 */
import type { OutboundDocument } from '@portal/contracts';
import type { EdifactMessageInput } from '../../edifact-writer';
import type { EdifactBuildOptions } from '../mapping-types';
import { buildControlMessage } from './contrl';
import { buildShipNotice } from './desadv';
import { buildInvoice } from './invoic';
import { buildInventoryReport } from './invrpt';
import { buildOrderResponse } from './ordrsp';

/**
 * orderResponse → ORDRSP, shipNotice → DESADV, invoice → INVOIC, inventoryReport → INVRPT,
 * acknowledgement → CONTRL, in directory D96A or D01B (UNH02; see `messageHeader`). Throws
 * EdiWriteError only for a document the caller should not have passed (a CONTRL without the
 * interchange it answers, a non-finite number).
 */
export function buildEdifactMessage(
  document: OutboundDocument,
  options: EdifactBuildOptions,
): EdifactMessageInput {
  switch (document.kind) {
    case 'orderResponse':
      return buildOrderResponse(document, options);
    case 'shipNotice':
      return buildShipNotice(document, options);
    case 'invoice':
      return buildInvoice(document, options);
    case 'inventoryReport':
      return buildInventoryReport(document, options);
    case 'acknowledgement':
      return buildControlMessage(document, options);
  }
}
