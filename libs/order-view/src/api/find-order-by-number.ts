import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderDetail, type OrderNumberKind } from '@portal/contracts';

const lookups = {
  document: orderEndpoints.byDocumentNumber,
  order: orderEndpoints.byOrderNumber,
  document_order: orderEndpoints.byEitherNumber,
} as const;

/** The latest order of a project with that document or order (PO) number. */
export const findOrderByNumber = (
  kind: OrderNumberKind,
  number: string,
  projectKey: string,
): Promise<OrderDetail> =>
  apiClient().call(lookups[kind], { params: { number }, query: { project_key: projectKey } });
