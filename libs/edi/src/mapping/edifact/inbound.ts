/**
 * Inbound EDIFACT messages → canonical documents, by message type (UNH02-1).
 */
import type { EdifactMessage } from '../../edifact-envelope';
import type { EdifactMappingContext, InboundMapping } from '../mapping-types';
import { syntaxErrors } from './common';
import { mapControlMessage } from './contrl';
import { mapInvoice } from './invoic';
import { mapOrderMessage } from './orders';
import { mapRemittanceAdvice } from './remadv';

/** The message types mapped inbound; the portal only sends ORDRSP, DESADV and INVRPT. */
export const inboundEdifactMessages = [
  'ORDERS',
  'ORDCHG',
  'DELFOR',
  'REMADV',
  'INVOIC',
  'CONTRL',
] as const;

/**
 * Maps one message: ORDERS, ORDCHG, DELFOR → order (ORDER, ORDER_CHANGE, ORDER_PLAN), REMADV →
 * payment order, INVOIC → invoice, CONTRL → acknowledgement. Never throws for bad partner data:
 * missing or malformed values and unsupported types are issues with their CONTRL codes.
 */
export function mapEdifactMessage(
  message: EdifactMessage,
  context: EdifactMappingContext,
): InboundMapping {
  switch (message.type) {
    case 'ORDERS':
      return mapOrderMessage(message, context, 'ORDER');
    case 'ORDCHG':
      return mapOrderMessage(message, context, 'ORDER_CHANGE');
    case 'DELFOR':
      return mapOrderMessage(message, context, 'ORDER_PLAN');
    case 'REMADV':
      return mapRemittanceAdvice(message, context);
    case 'INVOIC':
      return mapInvoice(message, context);
    case 'CONTRL':
      return mapControlMessage(message, context);
    default:
      return {
        ok: false,
        issues: [
          {
            segmentTag: 'UNH',
            segmentPosition: 1,
            elementPosition: 2,
            componentPosition: 1,
            code: syntaxErrors.notSupported,
            badValue: message.type,
            message: `Message type '${message.type}' (UNH01 ${message.reference} of interchange ${context.interchange.controlReference}) is not mapped inbound; supported: ${inboundEdifactMessages.join(', ')}`,
          },
        ],
      };
  }
}
