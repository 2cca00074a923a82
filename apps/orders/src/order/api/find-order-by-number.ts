import { orderDetailSchema, type OrderDetail, type OrderNumberKind } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/order/info/{kind}/{number}?project_key=: the latest order with that number. */
export const findOrderByNumber = (
  kind: OrderNumberKind,
  number: string,
  projectKey: string,
): Promise<OrderDetail> =>
  apiClient().get(`/order/info/${kind}/${encodeURIComponent(number)}`, orderDetailSchema, {
    project_key: projectKey,
  });
