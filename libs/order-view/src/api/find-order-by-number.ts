import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderDetail, type OrderNumberKind } from '@portal/contracts';

const lookups = {
  document: orderEndpoints.byDocumentNumber,
  order: orderEndpoints.byOrderNumber,
  document_order: orderEndpoints.byEitherNumber,
} as const;

/**
 * The latest order with that document or order (PO) number: in the project when one is given,
 * otherwise in whichever project has it. The lookup shows why none was found, beside its field.
 */
export const findOrderByNumber = (
  kind: OrderNumberKind,
  number: string,
  projectKey: string,
): Promise<OrderDetail> =>
  apiClient().call(lookups[kind], {
    params: { number },
    query: projectKey === '' ? {} : { project_key: projectKey },
    failuresShownHere: 'all',
  });
