// EDIFACT (D96A, D01B) mappings between messages and canonical documents.
export { mapEdifactMessage, inboundEdifactMessages } from './inbound';
export { buildEdifactMessage } from './outbound';
export {
  acknowledgeEdifactInterchange,
  acknowledgeParsedEdifactInterchange,
  type EdifactAcknowledgedMessage,
  type EdifactAcknowledgementInput,
} from './acknowledge';
