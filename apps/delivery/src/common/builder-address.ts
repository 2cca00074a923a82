import { useParams, useSearchParams } from 'react-router';

/** An order whose record (ship notice, invoice) a builder opens, or prefills when there is none. */
export interface OrderAddress {
  readonly kind: 'order';
  readonly serialNumber: number;
  readonly projectKey: string;
}

const positiveInteger = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * What a builder's route names: a saved record by its id parameter (`notice/:deliveryId`,
 * `invoice/:invoiceId`), or an order (`…/:serialNumber?project=KEY`); null for neither.
 */
export function useBuilderAddress<Saved>(
  idParameter: string,
  savedAddress: (id: number) => Saved,
): Saved | OrderAddress | null {
  const parameters = useParams();
  const [search] = useSearchParams();
  const id = positiveInteger(parameters[idParameter]);
  if (id !== null) return savedAddress(id);
  const serial = positiveInteger(parameters['serialNumber']);
  const projectKey = search.get('project')?.trim() ?? '';
  return serial !== null && projectKey !== ''
    ? { kind: 'order', serialNumber: serial, projectKey }
    : null;
}
