import {
  deliveryEndpoints,
  deliveryStatusSchema,
  purchaseActionResultSchema,
  purchaseEndpoints,
  type DeliveryStatusView,
  type EndpointDefinition,
} from '@portal/contracts';
import type { ApiInput, Portal } from './portal';

/** A set-up or check call as the admin; a refusal names the call and what the server said. */
async function dataOf(
  portal: Portal,
  call: string,
  definition: EndpointDefinition,
  input: ApiInput,
): Promise<unknown> {
  const envelope = await portal.api(definition, input);
  if (envelope.code !== '0000') throw new Error(`${call}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * Fulfils an accepted order through the purchase API (fulfilment.spec walks the screens): routed
 * today with the carrier given, packed as cartonization proposes, labelled with SSCCs, and
 * ship-confirmed today with what was packed, so the order is DELIVERED.
 */
export async function fulfilThroughApi(
  portal: Portal,
  serialNumber: number,
  routing: { carrierName: string; scac: string; trackingNumber: string; billOfLading: string },
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const act = async (action: string, body: Record<string, unknown>) =>
    purchaseActionResultSchema.parse(
      await dataOf(portal, `purchase ${action}`, purchaseEndpoints.action, {
        params: { action },
        body: { serialNumber, ...body },
      }),
    );
  await act('route', { routing: { ...routing, transportMode: 'M', pickupDate: today } });
  const { proposal, detail } = await act('propose', {});
  if (proposal === undefined) throw new Error('no packing proposal');
  await act('pack', { plan: proposal, planVersion: detail.planVersion });
  await act('print', {});
  await dataOf(portal, 'ship confirmation', purchaseEndpoints.delivery, {
    params: { action: 'confirm' },
    body: { serialNumber, shippedDate: today, shippedTime: '08:00', lines: [] },
  });
}

/** The order's ship notices and messages as the server holds them. */
export async function deliveryStatusOf(
  portal: Portal,
  serialNumber: number,
): Promise<DeliveryStatusView> {
  return deliveryStatusSchema.parse(
    await dataOf(portal, `delivery status ${serialNumber}`, deliveryEndpoints.status, {
      params: { serial_number: serialNumber },
    }),
  );
}
