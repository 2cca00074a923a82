import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  codeChoices,
  routingSchema,
  transportModes,
  x12TransportModeCodes,
  type PurchaseDetail,
  type Routing,
  type TransportMode,
} from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import {
  RecordFormDialog,
  useRecordForm,
  useSchemaErrors,
  type RecordFormChecks,
} from '@portal/record-kit';
import { DateField } from '@portal/ui';
import { runPurchaseAction } from '../api/run-purchase-action';

/** The routing as typed: text stays text, '' for a field left empty. */
export interface RoutingDraft {
  carrierName: string;
  scac: string;
  transportMode: TransportMode | '';
  equipmentNumber: string;
  billOfLading: string;
  trackingNumber: string;
  pickupDate: string;
  pickupTime: string;
  scheduledDeliveryDate: string;
  loadNumber: string;
}

const routingFields = Object.keys(routingSchema.shape) as (keyof RoutingDraft)[];

const draftOf = (routing: Routing | null): RoutingDraft => ({
  carrierName: routing?.carrierName ?? '',
  scac: routing?.scac ?? '',
  transportMode: routing?.transportMode ?? '',
  equipmentNumber: routing?.equipmentNumber ?? '',
  billOfLading: routing?.billOfLading ?? '',
  trackingNumber: routing?.trackingNumber ?? '',
  pickupDate: routing?.pickupDate ?? '',
  pickupTime: routing?.pickupTime ?? '',
  scheduledDeliveryDate: routing?.scheduledDeliveryDate ?? '',
  loadNumber: routing?.loadNumber ?? '',
});

/** What the contract checks: the draft with every empty field left out. */
function candidateOf(draft: RoutingDraft): Record<string, string> {
  const candidate: Record<string, string> = {};
  const required: readonly (keyof RoutingDraft)[] = ['carrierName', 'scac', 'pickupDate'];
  for (const field of routingFields) {
    const value = draft[field];
    // An empty required field stays for the contract to name; an empty optional one is left out.
    if (value.trim() !== '' || required.includes(field)) candidate[field] = value;
  }
  return candidate;
}

const isRoutingField = (name: string): name is keyof RoutingDraft =>
  (routingFields as string[]).includes(name);

export interface RoutingDialogProps {
  readonly detail: PurchaseDetail;
  /** After the server stored the routing, with the order as it is now. */
  readonly onSaved: (detail: PurchaseDetail) => void;
  readonly onClose: () => void;
}

/**
 * The routing of the shipment: carrier and SCAC, transport mode (each code with its meaning),
 * equipment, bill of lading, PRO / tracking, pickup day and time, scheduled delivery and
 * load / appointment number. Saving stores it (`route`; an accepted order becomes routed).
 */
export function RoutingDialog({ detail, onSaved, onClose }: RoutingDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const schema = useSchemaErrors(routingSchema);
  const checks: RecordFormChecks<RoutingDraft, Routing> = {
    errors: Object.fromEntries(routingFields.map((field) => [field, schema.errorOf(field)])),
    validate: (draft) => schema.validate(candidateOf(draft)),
    clearError: (field) => schema.clear(field),
    // The server names a routing field under the body's `routing`.
    markServerErrors: (error) => {
      if (!(error instanceof ApiError)) return;
      const named = [
        ...(error.detail?.issues ?? []),
        ...(error.field === undefined ? [] : [{ field: error.field, message: error.message }]),
      ];
      for (const issue of named) {
        const field = issue.field.replace(/^routing\./, '');
        if (isRoutingField(field)) schema.setMessage(field, issue.message);
      }
    },
  };
  const form = useRecordForm<RoutingDraft, Routing>({
    initial: () => draftOf(detail.routing),
    checks,
    onSave: async (routing) => {
      const result = await runPurchaseAction('route', {
        serialNumber: detail.summary.serialNumber,
        routing,
      });
      onSaved(result.detail);
    },
    onClose,
  });
  const { bind, text } = form;

  return (
    <RecordFormDialog
      title={t('purchase.routing.title', { orderNumber: detail.summary.orderNumber })}
      size="lg"
      form={form}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('purchase.routing.carrierName')}
          required
          data-autofocus
          {...text('carrierName', 128)}
          onChange={(event) => form.set('carrierName')(event.currentTarget.value)}
        />
        <TextInput
          label={t('purchase.routing.scac')}
          required
          {...text('scac', 4)}
          onChange={(event) => form.set('scac')(event.currentTarget.value)}
        />
        <Select
          label={t('purchase.routing.transportMode')}
          required
          allowDeselect={false}
          data={codeChoices(x12TransportModeCodes, currentLanguage(i18n), transportModes)}
          value={form.draft.transportMode === '' ? null : form.draft.transportMode}
          error={form.errors.transportMode}
          onChange={(value) => {
            const mode = transportModes.find((code) => code === value);
            if (mode !== undefined) form.set('transportMode')(mode);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('purchase.routing.equipmentNumber')}
          {...text('equipmentNumber', 32)}
          onChange={(event) => form.set('equipmentNumber')(event.currentTarget.value)}
        />
        <TextInput
          label={t('purchase.routing.billOfLading')}
          {...text('billOfLading', 32)}
          onChange={(event) => form.set('billOfLading')(event.currentTarget.value)}
        />
        <TextInput
          label={t('purchase.routing.trackingNumber')}
          {...text('trackingNumber', 32)}
          onChange={(event) => form.set('trackingNumber')(event.currentTarget.value)}
        />
        <DateField label={t('purchase.routing.pickupDate')} required {...bind('pickupDate')} />
        <TimeInput
          label={t('purchase.routing.pickupTime')}
          value={form.draft.pickupTime}
          error={form.errors.pickupTime}
          onChange={(event) => form.set('pickupTime')(event.currentTarget.value)}
        />
        <DateField
          label={t('purchase.routing.scheduledDeliveryDate')}
          {...bind('scheduledDeliveryDate')}
        />
        <TextInput
          label={t('purchase.routing.loadNumber')}
          {...text('loadNumber', 32)}
          onChange={(event) => form.set('loadNumber')(event.currentTarget.value)}
        />
      </SimpleGrid>
    </RecordFormDialog>
  );
}
