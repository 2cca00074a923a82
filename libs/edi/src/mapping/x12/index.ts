// X12 mappings between transaction sets and the canonical documents of @portal/contracts.
export { mapX12Transaction, inboundX12TransactionSets } from './map-transaction';
export { buildX12Transaction, outboundX12TransactionSets } from './build-transaction';
export {
  acknowledgeX12Group,
  x12InterchangeAcknowledgement,
  type X12AcknowledgedSet,
  type X12AcknowledgeOptions,
  type X12GroupToAcknowledge,
} from './acknowledge';
