import { useTranslation } from 'react-i18next';
import { messageStatuses, type InvoiceStatus } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';
import { MessageStatusLabel } from '../../notice/components/status-badges';

/**
 * An invoice's status by its meaning: a draft, received from the customer, or the status of the
 * message it was sent as (spec §4, the one wording of message-meanings).
 */
export function InvoiceStatusLabel({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('delivery');
  if ((messageStatuses as readonly string[]).includes(status))
    return <MessageStatusLabel status={status} />;
  return (
    <StatusBadge
      status={status}
      label={status === 'draft' ? t('invoice.status.draft') : t('invoice.status.received')}
      tone={status === 'draft' ? 'gray' : 'blue'}
    />
  );
}
