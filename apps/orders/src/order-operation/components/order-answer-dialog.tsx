import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orderOperateSchema, type OrderSummary } from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { DateField, useFieldErrors, useReturnFocus } from '@portal/ui';
import { describeOrder } from '@portal/order-view';
import type { AnswerNote } from '../hooks/use-order-answers';

/** The answers that ask for something first: a reason, or when the goods are expected. */
export type NotedAction = 'reject' | 'cancel' | 'backorder';

export interface OrderAnswerDialogProps {
  action: NotedAction;
  /** The order answered, or the selection answered one by one. */
  orders: readonly OrderSummary[];
  onSubmit: (note: AnswerNote) => void;
  onClose: () => void;
}

/** The note fields of an answer, with the contract's rules (reason at most 128 characters). */
const answerNoteSchema = orderOperateSchema.pick({ reason: true, scheduledDate: true });

/**
 * Asks before rejecting or cancelling (an optional reason for the operation log) and before
 * backordering (an optional expected date for the order response).
 */
export function OrderAnswerDialog({ action, orders, onSubmit, onClose }: OrderAnswerDialogProps) {
  useReturnFocus(true);
  const { t } = useTranslation('orders');
  const translate = useValidationTranslate();
  const form = useFieldErrors(answerNoteSchema, translate);
  const [reason, setReason] = useState('');
  const [scheduledDate, setScheduledDate] = useState('');
  const [only] = orders;
  const name = only === undefined ? '' : describeOrder(only);
  const count = orders.length;

  const titles: Record<NotedAction, string> = {
    reject: t('action.reject'),
    cancel: t('action.cancel'),
    backorder: t('action.backorder'),
  };
  const messages: Record<NotedAction, string> =
    count === 1
      ? {
          reject: t('orderOperation.confirm.reject', { name }),
          cancel: t('common:confirm.cancelOrder', { name }),
          backorder: t('orderOperation.confirm.backorder', { name }),
        }
      : {
          reject: t('orderOperation.confirm.rejectSelected', { count }),
          cancel: t('orderOperation.confirm.cancelSelected', { count }),
          backorder: t('orderOperation.confirm.backorderSelected', { count }),
        };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note =
      action === 'backorder'
        ? form.validate({ scheduledDate: scheduledDate === '' ? undefined : scheduledDate })
        : form.validate({ reason: reason.trim() === '' ? undefined : reason });
    if (note === null) return;
    onSubmit({
      ...(note.reason === undefined ? {} : { reason: note.reason }),
      ...(note.scheduledDate === undefined ? {} : { scheduledDate: note.scheduledDate }),
    });
  };

  const destructive = action !== 'backorder';

  return (
    <Modal opened onClose={onClose} title={titles[action]} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{messages[action]}</Text>
          {action === 'backorder' ? (
            <DateField
              label={t('orderOperation.field.scheduledDate')}
              description={t('orderOperation.field.scheduledDateHint')}
              data-autofocus
              value={scheduledDate}
              error={form.errors.scheduledDate}
              onChange={(day) => {
                setScheduledDate(day);
                form.clearError('scheduledDate');
              }}
            />
          ) : (
            <Textarea
              label={t('orderOperation.field.reason')}
              description={t('orderOperation.field.reasonHint')}
              rows={3}
              data-autofocus
              value={reason}
              error={form.errors.reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                form.clearError('reason');
              }}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {/* "Cancel" beside "Cancel order" would read as the same thing. */}
              {action === 'cancel' ? t('common:button.close') : t('common:button.cancel')}
            </Button>
            <Button type="submit" color={destructive ? 'red' : undefined}>
              {titles[action]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
