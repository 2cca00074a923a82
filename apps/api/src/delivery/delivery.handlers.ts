import type { deliveryEndpoints } from '@portal/contracts';
import { actorOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import { requestLanguage } from '../common/language';
import type { DeliveryService } from './delivery.service';

export function deliveryHandlers(
  delivery: DeliveryService,
): EndpointHandlers<typeof deliveryEndpoints> {
  return {
    page: async (request) => success(request, await delivery.page(request.query)),
    types: async (request) => success(request, await delivery.types(request.query.project_key)),
    infoById: async (request) =>
      success(request, await delivery.infoById(request.params.delivery_id)),
    info: async (request) =>
      success(
        request,
        await delivery.info(request.params.serial_number, request.query.project_key),
      ),
    save: async (request) =>
      success(
        request,
        await delivery.save(request.params.serial_number, request.body, actorOf(request).account),
      ),
    saveData: async (request) =>
      success(request, await delivery.saveData(request.body, actorOf(request).account)),
    copy: async (request) =>
      success(request, await delivery.copy(request.params.delivery_id, actorOf(request).account)),
    remove: async (request) => success(request, await delivery.remove(request.params.delivery_id)),
    infoByPo: async (request) =>
      success(
        request,
        await delivery.infoByPo(request.params.po_number, request.query.project_key),
      ),
    saveByPo: async (request) =>
      success(
        request,
        await delivery.saveByPo(
          request.params.po_number,
          request.query.project_key,
          request.body,
          actorOf(request).account,
        ),
      ),
    status: async (request) =>
      success(request, await delivery.status(request.params.serial_number)),
    send: async (request) =>
      success(
        request,
        await delivery.send(
          request.body,
          actorOf(request).account,
          requestLanguage(request),
          request.log,
        ),
      ),
  };
}
