import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseActionSchema, type PurchaseDetail } from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { showSnackbar, useFieldErrors, useReturnFocus } from '@portal/ui';
import { runPurchaseAction } from '../api/run-purchase-action';

/** The reason of a cancel, with the contract's rule (at most 128 characters, one line). */
const cancelNoteSchema = purchaseActionSchema.pick({ reason: true });

export interface CancelOrderDialogProps {
  readonly detail: PurchaseDetail;
  /** After the server cancelled it, with the order as it is now. */
  readonly onCancelled: (detail: PurchaseDetail) => void;
  readonly onClose: () => void;
}

/**
 * Asks before cancelling the order, with an optional reason for the operation log and the order
 * response; a refusal keeps the dialog open (the client's snackbar says why).
 */
export function CancelOrderDialog({ detail, onCancelled, onClose }: CancelOrderDialogProps) {
  useReturnFocus(true);
  const { t } = useTranslation('orders');
  const form = useFieldErrors(cancelNoteSchema, useValidationTranslate());
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = form.validate({ reason: reason.trim() === '' ? undefined : reason });
    if (note === null) return;
    setBusy(true);
    try {
      const result = await runPurchaseAction('cancel', {
        serialNumber: detail.summary.serialNumber,
        ...(note.reason === undefined ? {} : { reason: note.reason }),
      });
      showSnackbar('local-success.operation', { level: 'success' });
      onCancelled(result.detail);
    } catch {
      // The client's snackbar says why; the dialog stays to retry or close.
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal opened onClose={close} title={t('purchase.cancel.button')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('common:confirm.cancelOrder', { name: detail.summary.orderNumber })}
          </Text>
          <Textarea
            label={t('purchase.cancel.reason')}
            description={t('purchase.cancel.reasonHint')}
            rows={3}
            data-autofocus
            value={reason}
            error={form.errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              form.clearError('reason');
            }}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={close}>
              {t('purchase.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('purchase.cancel.button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
