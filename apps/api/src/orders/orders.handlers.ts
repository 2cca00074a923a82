import type {
  OrderNumberKind,
  orderDocumentTypesQuerySchema,
  orderNumberParamsSchema,
  orderOperateSchema,
  orderProjectQuerySchema,
  orderSerialParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import { requestLanguage } from '../common/language';
import type { OrderOperations } from './order-operations';
import type { OrderPageFilters, OrdersService } from './orders.service';

type BySerial = FastifyRequest<{ Params: z.output<typeof orderSerialParamsSchema> }>;
type ByNumber = FastifyRequest<{
  Params: z.output<typeof orderNumberParamsSchema>;
  Querystring: z.output<typeof orderProjectQuerySchema>;
}>;

export function ordersHandlers(orders: OrdersService, operations: OrderOperations) {
  const byNumber = (kind: OrderNumberKind) => async (request: ByNumber) =>
    success(
      request,
      await orders.infoByNumber(kind, request.params.number, request.query.project_key),
    );
  return {
    page: async (request: FastifyRequest<{ Querystring: OrderPageFilters }>) =>
      success(request, await orders.page(request.query)),
    documentTypes: async (
      request: FastifyRequest<{ Querystring: z.output<typeof orderDocumentTypesQuerySchema> }>,
    ) => success(request, await orders.documentTypes(request.query.project_key)),
    info: async (request: BySerial) =>
      success(request, await orders.info(request.params.serial_number)),
    byDocumentNumber: byNumber('document'),
    byOrderNumber: byNumber('order'),
    byEitherNumber: byNumber('document_order'),
    remove: async (request: BySerial) => {
      await orders.remove(request.params.serial_number);
      return success(request, null);
    },
    logs: async (request: BySerial) =>
      success(request, await orders.logs(request.params.serial_number)),
    errors: async (request: BySerial) =>
      success(request, await orders.errors(request.params.serial_number, requestLanguage(request))),
    operate: async (request: FastifyRequest<{ Body: z.output<typeof orderOperateSchema> }>) =>
      success(request, await operations.operate(request.body, actorOf(request).account)),
  };
}
