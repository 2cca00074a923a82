/**
 * Transaction sets and messages the portal handles. The envelope readers flag the others as
 * UNSUPPORTED_TRANSACTION_SET; pass a different list in their options to widen or narrow this.
 */
export const supportedX12TransactionSets = [
  '850', // purchase order
  '860', // purchase order change
  '830', // planning schedule
  '820', // remittance advice
  '810', // invoice
  '997', // functional acknowledgment
  '855', // purchase order acknowledgment
  '856', // ship notice
  '846', // inventory advice
] as const;
export type SupportedX12TransactionSet = (typeof supportedX12TransactionSets)[number];

export const supportedEdifactMessages = [
  'ORDERS',
  'ORDCHG',
  'DELFOR',
  'REMADV',
  'INVOIC',
  'CONTRL',
  'ORDRSP',
  'DESADV',
  'INVRPT',
] as const;
export type SupportedEdifactMessage = (typeof supportedEdifactMessages)[number];

export const isSupportedX12TransactionSet = (id: string): id is SupportedX12TransactionSet =>
  (supportedX12TransactionSets as readonly string[]).includes(id);

export const isSupportedEdifactMessage = (type: string): type is SupportedEdifactMessage =>
  (supportedEdifactMessages as readonly string[]).includes(type);
