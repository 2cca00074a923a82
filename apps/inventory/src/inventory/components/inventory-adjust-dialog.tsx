import { Button, Group, Input, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  inventoryAdjustments,
  inventoryUpdateSchema,
  type Inventory,
  type InventoryAdjustment,
} from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useValidationTranslate } from '@portal/i18n';
import { TextField, showSnackbar, useFieldErrors } from '@portal/ui';
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

const isAdjustment = (value: string): value is InventoryAdjustment =>
  (inventoryAdjustments as readonly string[]).includes(value);

/** Sets on hand to a quantity, or raises or lowers it by one, with a note for the log. */
export function InventoryAdjustDialog({ inventory, onSave, onClose }: InventoryAdjustDialogProps) {
  const { t } = useTranslation('inventory');
  const translate = useValidationTranslate();
  const [draft, setDraft] = useState<Draft>({ adjustment: 'set', quantity: '', note: '' });
  const form = useFieldErrors(inventoryUpdateSchema, translate);
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      form.clearError(field);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate({
      adjustment: draft.adjustment,
      quantity: draft.quantity,
      note: draft.note.trim() === '' ? undefined : draft.note,
    });
    if (checked === null) return;
    setBusy(true);
    try {
      await onSave(checked);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch (error) {
      // The snackbar shows the message; the quantity or note the server names is marked too.
      if (error instanceof ApiError && (error.field === 'quantity' || error.field === 'note')) {
        form.setServerError(error.field, error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const name = `${inventory.vendorNumber} / ${inventory.storeCode}`;

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('adjust.title', { name })}
      centered
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('adjust.current', {
              onHand: inventory.onHand,
              reserved: inventory.reserved,
              available: inventory.available,
            })}
          </Text>
          <Input.Wrapper label={t('form.adjustment')} error={form.errors.adjustment}>
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
            value={draft.quantity}
            error={form.errors.quantity}
            onChange={set('quantity')}
          />
          <TextField
            label={t('form.note')}
            maxLength={128}
            autoComplete="off"
            value={draft.note}
            error={form.errors.note}
            onChange={set('note')}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common:button.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
