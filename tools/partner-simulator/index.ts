// The partner simulator as a library: generators, delivery, the answerer and the payer, for tests
// and tools.
export { answerOutboundFile, type AnswerOptions, type AnswerResult } from './answer';
export {
  answerOutboundDirectory,
  payOutboundDirectory,
  sendDocuments,
  watchOutboundDirectory,
  type AnswerCommand,
  type AnsweredFile,
  type PaidFile,
  type PayCommand,
  type SendCommand,
  type SendOutcome,
} from './commands';
export {
  bytesOf,
  deliver,
  deliverOverHttp,
  deliverToDirectory,
  type Delivered,
  type Delivery,
  type HttpTarget,
} from './deliver';
export type { GeneratedDocument, OpenInvoice, OrderedLine, SentOrder } from './documents';
export {
  edifactDocumentTypes,
  makeEdifactInterchanges,
  makeX12Interchanges,
  parseDocumentCounts,
  x12DocumentTypes,
  type ControlNumbers,
  type DocumentCount,
  type EdifactBatchOptions,
  type GeneratedBatch,
  type GeneratedInterchange,
  type PartyIds,
  type X12BatchOptions,
} from './interchanges';
export {
  payInvoices,
  paymentWays,
  type PaidInvoice,
  type PaymentWay,
  type PayOptions,
  type PayResult,
} from './payments';
export { Random, seedOf } from './random';
export { loadState, saveState, withStateLock, type SimulatorState } from './state';
