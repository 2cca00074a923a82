import {
  invoiceStatuses,
  messageStatuses,
  orderDocumentTypes,
  orderStatuses,
  paidStates,
  paymentMatchStates,
  userStatuses,
} from '@portal/contracts';

/** Every internal name a status or document type has: none may reach a file a person reads. */
const internalNames: ReadonlySet<string> = new Set<string>([
  ...orderStatuses,
  ...orderDocumentTypes,
  ...messageStatuses,
  ...invoiceStatuses,
  ...paidStates,
  ...paymentMatchStates,
  ...userStatuses,
  'true',
  'false',
]);

/** The cells of a read-back sheet that hold a bare internal name (or a bare boolean). */
export function internalNamesIn(rows: readonly (readonly unknown[])[]): unknown[] {
  return rows.flat().filter((cell) => typeof cell === 'boolean' || internalNames.has(`${cell}`));
}
