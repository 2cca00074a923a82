import { endpoint, publicAccess } from '../endpoint';
import { inboundParamsSchema, inboundQuerySchema, inboundReceiptSchema } from '../edi-gateway';

/**
 * The partner's HTTP channel. The request body is one interchange as bytes, not JSON
 * (the server reads it raw, so no `body` schema); the answer is an envelope holding the receipt.
 */
export const ediInboundEndpoints = {
  receive: endpoint({
    method: 'POST',
    path: '/api/edi/inbound/:key',
    summary: 'Deliver one X12 or EDIFACT interchange to a project (API key in x-api-key)',
    tags: ['edi'],
    access: publicAccess,
    transfer: 'json',
    params: inboundParamsSchema,
    query: inboundQuerySchema,
    response: inboundReceiptSchema,
  }),
} as const;
