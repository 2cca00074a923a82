import { orderDetailSchema, type OrderDetail } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Which number a lookup matches: the document number, the order number, or either. */
export type OrderNumberKind = 'document' | 'order' | 'document_order';

/** GET /api/order/info/{kind}/{number}?project_key=: the latest order with that number. */
export const findOrderByNumber = (
  kind: OrderNumberKind,
  number: string,
  projectKey: string,
): Promise<OrderDetail> =>
  apiClient().get(`/order/info/${kind}/${encodeURIComponent(number)}`, orderDetailSchema, {
    project_key: projectKey,
  });
