import { useTranslation } from 'react-i18next';
import { orderStatusMeanings, type MessageStatus } from '@portal/contracts';
import { messageStatusTones, orderStatusTones, StatusBadge, toneOf } from '@portal/ui';

/**
 * An order's status as a coloured badge with its name in the user's language. A status the
 * contracts do not know (a newer server's) reads "Unknown status", never its raw code; the code
 * is in the badge's title, for whoever reports it.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('order-view');
  if (!Object.hasOwn(orderStatusMeanings, status)) {
    return (
      <StatusBadge
        status={status}
        label={t('order.status.unknown')}
        title={t('order.status.unknownCode', { code: status })}
      />
    );
  }
  return (
    <StatusBadge
      status={status}
      label={t(`status.${status}`)}
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
