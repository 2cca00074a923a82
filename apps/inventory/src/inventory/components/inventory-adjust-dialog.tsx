import { Input, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  inventoryAdjustments,
  inventoryUpdateSchema,
  type Inventory,
  type InventoryAdjustment,
} from '@portal/contracts';
import { TextField } from '@portal/ui';
import { RecordFormDialog, useRecordForm, useSchemaChecks } from '@portal/record-kit';
import type { InventoryChange } from '../api/update-inventory';

export interface InventoryAdjustDialogProps {
  inventory: Inventory;
  onSave: (change: InventoryChange) => Promise<unknown>;
  onClose: () => void;
}

interface Draft {
  adjustment: InventoryAdjustment;
  quantity: string;
  note: string;
}

/** An empty note is not sent. */
const candidateOf = (draft: Draft) => ({
  ...draft,
  note: draft.note.trim() === '' ? undefined : draft.note,
});

const isAdjustment = (value: string): value is InventoryAdjustment =>
  (inventoryAdjustments as readonly string[]).includes(value);

/** Sets on hand to a quantity, or raises or lowers it by one, with a note for the log. */
export function InventoryAdjustDialog({ inventory, onSave, onClose }: InventoryAdjustDialogProps) {
  const { t } = useTranslation('inventory');
  const checks = useSchemaChecks(inventoryUpdateSchema);
  const form = useRecordForm({
    initial: (): Draft => ({ adjustment: 'set', quantity: '', note: '' }),
    checks: { ...checks, validate: (draft: Draft) => checks.validate(candidateOf(draft)) },
    onSave,
    onClose,
  });
  const { draft, errors, set } = form;

  const name = `${inventory.vendorNumber} / ${inventory.storeCode}`;

  return (
    <RecordFormDialog title={t('adjust.title', { name })} size="lg" form={form} onClose={onClose}>
      <Text size="sm" c="dimmed">
        {t('adjust.current', {
          onHand: inventory.onHand,
          reserved: inventory.reserved,
          available: inventory.available,
        })}
      </Text>
      <Input.Wrapper label={t('form.adjustment')} error={errors.adjustment}>
        <SegmentedControl
          fullWidth
          mt={4}
          value={draft.adjustment}
          onChange={(value) => {
            if (isAdjustment(value)) set('adjustment')(value);
          }}
          data={inventoryAdjustments.map((adjustment) => ({
            value: adjustment,
            label: t(`adjustment.${adjustment}`),
          }))}
        />
      </Input.Wrapper>
      <TextField
        label={t('form.quantity')}
        required
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        {...form.bind('quantity')}
      />
      <TextField label={t('form.note')} {...form.text('note', 128)} />
    </RecordFormDialog>
  );
}
