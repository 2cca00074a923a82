import type { OrderNumberKind, orderEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers, EndpointRequest } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import type { OrderOperations } from './order-operations';
import type { OrdersService } from './orders.service';

type Lookup = EndpointRequest<typeof orderEndpoints.byOrderNumber>;

export function ordersHandlers(
  orders: OrdersService,
  operations: OrderOperations,
): EndpointHandlers<typeof orderEndpoints> {
  const byNumber = (kind: OrderNumberKind) => async (request: Lookup) =>
    success(
      request,
      await orders.infoByNumber(kind, request.params.number, request.query.project_key),
    );
  return {
    page: async (request) => success(request, await orders.page(request.query)),
    documentTypes: async (request) =>
      success(request, await orders.documentTypes(request.query.project_key)),
    info: async (request) => success(request, await orders.info(request.params.serial_number)),
    byDocumentNumber: byNumber('document'),
    byOrderNumber: byNumber('order'),
    byEitherNumber: byNumber('document_order'),
    remove: async (request) => {
      await orders.remove(request.params.serial_number);
      return success(request, null);
    },
    logs: async (request) => success(request, await orders.logs(request.params.serial_number)),
    errors: async (request) =>
      success(request, await orders.errors(request.params.serial_number, requestLanguage(request))),
    operate: async (request) =>
      success(request, await operations.operate(request.body, actorOf(request).account)),
  };
}
