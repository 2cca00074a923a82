import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '@portal/contracts';
import { messageStatusTones, orderStatusTones, StatusBadge, toneOf } from '@portal/ui';

/** An order's status as a coloured badge with its name in the user's language. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('order-view');
  return (
    <StatusBadge
      status={status}
      label={t(`status.${status}`, { defaultValue: status })}
      tone={toneOf(status, orderStatusTones)}
    />
  );
}

/** An outbound message's delivery status (spec §4) as a badge. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('order-view');
  return (
    <StatusBadge
      status={status}
      label={t(`order.messageStatus.${status}`)}
      tone={toneOf(status, messageStatusTones)}
    />
  );
}
