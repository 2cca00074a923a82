// X12 and EDIFACT codecs: reading (delimiters, envelopes, streams) and writing.
export {
  EdiSyntaxError,
  getElement,
  defaultMaxSegmentLength,
  type EdiSyntaxErrorCode,
  type EdiSyntaxErrorDetails,
  type Element,
  type ElementInput,
  type Segment,
  type SegmentInput,
  type SegmentReaderOptions,
} from './segment';
export {
  defaultEdifactDelimiters,
  defaultX12Delimiters,
  isaLength,
  levelBEdifactDelimiters,
  readEdifactDelimiters,
  readX12Delimiters,
  x12HasRepetitionSeparator,
  type EdifactDelimiters,
  type X12Delimiters,
} from './delimiters';
export { detectFormat, type DocumentFormat } from './detect';
export {
  edifactEncoding,
  edifactSyntaxIds,
  encodeEdifactText,
  isEdifactCharAllowed,
  isEdifactSyntaxId,
  type EdifactSyntaxId,
} from './edifact-syntax';
export { parseX12Segments, readX12Segments, X12SegmentReader } from './x12-reader';
export { EdifactSegmentReader, parseEdifactSegments, readEdifactSegments } from './edifact-reader';
export {
  ak3ErrorCodes,
  ak4ErrorCodes,
  ak5ErrorCodes,
  ak9ErrorCodes,
  contrlActionCodes,
  contrlSyntaxErrorCodes,
  ta1NoteCodes,
  type Ak3ErrorCode,
  type Ak4ErrorCode,
  type Ak5ErrorCode,
  type Ak9ErrorCode,
  type ContrlActionCode,
  type ContrlCodes,
  type ContrlSyntaxErrorCode,
  type EdifactEnvelopeError,
  type EnvelopeErrorBase,
  type EnvelopeErrorCode,
  type EnvelopeLevel,
  type Ta1NoteCode,
  type X12AckCodes,
  type X12EnvelopeError,
} from './envelope-error';
export {
  isSupportedEdifactMessage,
  isSupportedX12TransactionSet,
  supportedEdifactMessages,
  supportedX12TransactionSets,
  type SupportedEdifactMessage,
  type SupportedX12TransactionSet,
} from './transaction-sets';
export {
  parseX12,
  readX12,
  X12EnvelopeValidator,
  type X12FunctionalGroup,
  type X12GroupHeader,
  type X12GroupSummary,
  type X12Interchange,
  type X12InterchangeHeader,
  type X12InterchangeSummary,
  type X12ParseResult,
  type X12ReadOptions,
  type X12StreamEvent,
  type X12StreamSummary,
  type X12SummaryEvent,
  type X12TransactionEvent,
  type X12TransactionSet,
} from './x12-envelope';
export {
  EdifactEnvelopeValidator,
  parseEdifact,
  readEdifact,
  type EdifactGroup,
  type EdifactGroupHeader,
  type EdifactGroupSummary,
  type EdifactInterchange,
  type EdifactInterchangeHeader,
  type EdifactInterchangeSummary,
  type EdifactMessage,
  type EdifactMessageEvent,
  type EdifactParseResult,
  type EdifactReadOptions,
  type EdifactStreamEvent,
  type EdifactStreamSummary,
  type EdifactSummaryEvent,
} from './edifact-envelope';
export { EdiWriteError } from './writer-common';
export {
  createX12Writer,
  writeX12,
  X12Writer,
  type X12GroupHeaderInput,
  type X12GroupInput,
  type X12InterchangeHeaderInput,
  type X12InterchangeInput,
  type X12TransactionSetInput,
  type X12WriteOptions,
} from './x12-writer';
export {
  writeEdifact,
  type EdifactGroupHeaderInput,
  type EdifactGroupInput,
  type EdifactInterchangeHeaderInput,
  type EdifactInterchangeInput,
  type EdifactMessageInput,
  type EdifactWriteOptions,
} from './edifact-writer';
export {
  edifactOrderSegments,
  generateEdifactOrders,
  generateX12PurchaseOrders,
  type EdifactOrdersGeneratorOptions,
  utf8Chunks,
  x12PurchaseOrderSegments,
  type X12PurchaseOrderGeneratorOptions,
} from './generate';
export type {
  EdifactBuildOptions,
  EdifactMappingContext,
  InboundMapping,
  MappingIssue,
  X12BuildOptions,
  X12MappingContext,
} from './mapping/mapping-types';
export * from './mapping/x12';
export {
  writableAcknowledgement,
  writableValue,
  type AcknowledgementTarget,
} from './mapping/writable-acknowledgement';
export * from './mapping/edifact';
