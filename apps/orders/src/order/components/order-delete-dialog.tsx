import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@portal/contracts';
import { ConfirmDialog, showSnackbar } from '@portal/ui';
import { describeOrder } from '@portal/order-view';
import { deleteOrder } from '../api/delete-order';

export interface OrderDeleteDialogProps {
  order: Pick<OrderSummary, 'serialNumber' | 'orderNumber'>;
  /** After the server deleted it. */
  onDeleted: (serialNumber: number) => void;
  onCancel: () => void;
}

/** Asks before deleting an order, then deletes it; a refusal leaves the dialog open to retry. */
export function OrderDeleteDialog({ order, onDeleted, onCancel }: OrderDeleteDialogProps) {
  const { t } = useTranslation('orders');

  const confirm = async () => {
    try {
      await deleteOrder(order.serialNumber);
    } catch {
      return; // The client's snackbar says why.
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    onDeleted(order.serialNumber);
  };

  return (
    <ConfirmDialog
      opened
      title={t('common:confirm.title')}
      message={t('order.delete.confirm', { name: describeOrder(order) })}
      confirmLabel={t('common:button.delete')}
      cancelLabel={t('common:button.cancel')}
      danger
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
