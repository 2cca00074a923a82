import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@portal/contracts';
import { StatusBadge, toneOf, type StatusTone } from '@portal/ui';

/** Waiting for an answer reads blue or yellow, answered green or orange, ended red or grey. */
const orderStatusTones: Readonly<Record<OrderStatus, StatusTone>> = {
  NEW_ORDER: 'gray',
  RECEIVED: 'blue',
  CHANGED: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'red',
  BACKORDERED: 'orange',
  CANCELED: 'gray',
  ROUTED: 'teal',
  PRINTED: 'teal',
  DELIVERED: 'violet',
  SEND_ASN: 'violet',
  SENT_ASN: 'violet',
  SEND_INV: 'violet',
  SENT_INV: 'violet',
  PAYMENT_ORDER: 'gray',
  INVOICE: 'violet',
};

/** An order's status as a coloured badge with its name in the user's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <StatusBadge
      status={status}
      label={t(`status.${status}`)}
      tone={toneOf(status, orderStatusTones)}
    />
  );
}
